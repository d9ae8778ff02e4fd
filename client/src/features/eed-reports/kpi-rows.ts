/**
 * The KPIs as the screen, the print view and the report show them: name, unit, a one-line meaning and
 * the display rounding (issue #31: PUE 2 decimals, DCiE percent 1, WUE 2, ERF/REF/ERE 2, CUE 3). The
 * definitions are Annex III of Delegated Regulation (EU) 2024/1364 and EN 50600-4-x (shared/calc/eed.ts).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EedKpis } from '../../../../shared/calc';
import { formatNumber } from '../../../../shared/format/number';

export type KpiKey = Exclude<keyof EedKpis, 'obliged'>;

export interface KpiRow {
  key: KpiKey;
  name: string;
  unit: string;
  decimals: number;
  meaning: MessageDescriptor;
}

export const KPI_ROWS: readonly KpiRow[] = [
  { key: 'pue', name: 'PUE', unit: '', decimals: 2, meaning: msg`Total energy of the data centre per kWh of IT energy (EDC / EIT); 1.00 would mean no overhead.` },
  { key: 'dcie', name: 'DCiE', unit: '%', decimals: 1, meaning: msg`Share of the data centre's energy that reaches the IT equipment (EIT / EDC).` },
  { key: 'wue', name: 'WUE', unit: 'L/kWh', decimals: 2, meaning: msg`Litres of water taken in per kWh of IT energy.` },
  { key: 'erf', name: 'ERF', unit: '', decimals: 2, meaning: msg`Share of the data centre's energy reused as heat outside it.` },
  { key: 'ref', name: 'REF', unit: '', decimals: 2, meaning: msg`Share of the data centre's energy that is renewable.` },
  { key: 'ere', name: 'ERE', unit: '', decimals: 2, meaning: msg`PUE with the reused energy taken off: (EDC − reused) / EIT.` },
  { key: 'cue', name: 'CUE', unit: 'kg CO2e/kWh', decimals: 3, meaning: msg`Emissions per kWh of IT energy: the grid-average factor (location-based) × PUE.` },
];

/** A KPI rounded for display, or a dash when it cannot be computed. */
export function formatKpi(value: number | null | undefined, decimals: number, locale: string): string {
  return value == null ? '–' : formatNumber(value, locale, decimals);
}
