/**
 * UPS efficiency and cooling COP presets (spec: project areas §9 "Presets and defaults"; methodology M2:
 * `upsKwh = coveredKwh × (100/η − 1)`, `coolingKwh = (coveredKwh + upsKwh) / cop`; 0 means none).
 *
 * The numeric values are fixed by the specification; the labels name the class of equipment each value
 * stands for, in the vocabulary of the EU Code of Conduct for Data Centres best practices. `custom` lets
 * the user type a value.
 */
import { SOURCES, type Source } from './source';

export type PresetValue = number | 'custom';

export interface UpsPreset {
  id: string;
  /** Efficiency in percent; 0 = no UPS; 'custom' = entered by the user. */
  efficiencyPercent: PresetValue;
  label: string;
}

export interface CoolingPreset {
  id: string;
  /** Coefficient of performance (kWh of heat removed per kWh of electricity); 0 = no cooling. */
  cop: PresetValue;
  label: string;
}

const PRESET_SOURCE: Source = {
  ...SOURCES.euDataCentreCoc,
  note: 'Values are the product specification\'s presets; the source describes the equipment classes named in the labels.',
};

/** The spec's list, in its order. */
export const UPS_EFFICIENCY_PRESET_VALUES = [87.2, 89.3, 92.1, 94.6, 96.2, 98.1, 'custom', 0] as const;
export const COOLING_COP_PRESET_VALUES = [1.63, 2.53, 2.98, 4.37, 6.33, 8.26, 'custom', 0] as const;

export const UPS_PRESETS: readonly UpsPreset[] = [
  { id: 'ups_87_2', efficiencyPercent: 87.2, label: 'Legacy double-conversion UPS, lightly loaded' },
  { id: 'ups_89_3', efficiencyPercent: 89.3, label: 'Older double-conversion UPS with transformer' },
  { id: 'ups_92_1', efficiencyPercent: 92.1, label: 'Standard double-conversion UPS' },
  { id: 'ups_94_6', efficiencyPercent: 94.6, label: 'Modern transformerless double-conversion UPS' },
  { id: 'ups_96_2', efficiencyPercent: 96.2, label: 'High-efficiency modular UPS, well loaded' },
  { id: 'ups_98_1', efficiencyPercent: 98.1, label: 'UPS in eco mode or line-interactive operation' },
  { id: 'ups_custom', efficiencyPercent: 'custom', label: 'Custom efficiency' },
  { id: 'ups_none', efficiencyPercent: 0, label: 'No UPS' },
];

export const COOLING_PRESETS: readonly CoolingPreset[] = [
  { id: 'cooling_1_63', cop: 1.63, label: 'Legacy room cooling with direct-expansion CRAC units' },
  { id: 'cooling_2_53', cop: 2.53, label: 'Direct-expansion CRAC units with variable-speed fans' },
  { id: 'cooling_2_98', cop: 2.98, label: 'Chilled-water CRAH units with an air-cooled chiller' },
  { id: 'cooling_4_37', cop: 4.37, label: 'Water-cooled chiller with aisle containment and raised set points' },
  { id: 'cooling_6_33', cop: 6.33, label: 'Chiller with indirect free cooling (economiser) most of the year' },
  { id: 'cooling_8_26', cop: 8.26, label: 'Direct free-air or evaporative cooling' },
  { id: 'cooling_custom', cop: 'custom', label: 'Custom COP' },
  { id: 'cooling_none', cop: 0, label: 'No cooling' },
];

/** Where the preset lists come from (one source for both lists). */
export const INFRASTRUCTURE_PRESET_SOURCES: readonly Source[] = [PRESET_SOURCE];
