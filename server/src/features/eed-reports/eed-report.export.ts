/**
 * The annual EED report of one site as a file (issue #31): one row per reported quantity with its
 * unit, inputs first (with where each energy comes from), then the KPIs. CSV (RFC 4180, UTF-8 with a
 * byte-order mark so that spreadsheet programs read the units' characters) or XLSX (sheetjs-style, as
 * the client's exports). Numbers stay unrounded: the file is data, the screen rounds.
 */
import { createRequire } from 'node:module';
import type { EedReportView } from './eed-report.types';
import { csvText } from '../../../../shared/format/csv';
import { eedReportRestOutput } from './eed-report.rest-mapper';

type Cell = string | number | boolean | null;

/** [REST key, English label, unit] in the file's order. */
const ROWS: ReadonlyArray<readonly [keyof EedReportView, string, string]> = [
  ['year', 'Reporting year', ''],
  ['installedItPowerKw', 'Installed IT power demand (PDIT)', 'kW'],
  ['totalEnergyKwh', 'Total energy consumption (EDC)', 'kWh'],
  ['totalEnergySource', 'EDC source', ''],
  ['itEnergyKwh', 'IT equipment energy (EIT)', 'kWh'],
  ['itEnergySource', 'EIT source', ''],
  ['waterInputM3', 'Total water input (WIN)', 'm3'],
  ['potableWaterM3', 'Potable water input', 'm3'],
  ['reusedEnergyKwh', 'Waste heat reused (EREUSE)', 'kWh'],
  ['renewableEnergyKwh', 'Renewable energy (EREN)', 'kWh'],
  ['renewableOnSiteKwh', 'Renewable energy: on-site generation', 'kWh'],
  ['renewablePpaKwh', 'Renewable energy: power purchase agreements', 'kWh'],
  ['renewableGuaranteesOfOriginKwh', 'Renewable energy: guarantees of origin', 'kWh'],
  ['backupGeneratorEnergyKwh', 'Backup generator energy', 'kWh'],
  ['totalFloorAreaM2', 'Total floor area', 'm2'],
  ['computerRoomFloorAreaM2', 'Computer room floor area', 'm2'],
  ['coolingSetPointMinC', 'Cooling set point, lowest (supply air)', '°C'],
  ['coolingSetPointMaxC', 'Cooling set point, highest (supply air)', '°C'],
  ['storageCapacityPb', 'ICT storage capacity', 'PB'],
  ['serverCapacity', 'ICT capacity of the servers', ''],
  ['incomingTrafficEb', 'Incoming data traffic', 'EB'],
  ['outgoingTrafficEb', 'Outgoing data traffic', 'EB'],
  ['co2FactorGram', 'Carbon emission factor of the energy (CEF): grid average, location-based', 'g CO2e/kWh'],
  ['cueFactorMethod', 'CEF method (scope 2)', ''],
  ['pue', 'Power usage effectiveness (PUE = EDC/EIT)', ''],
  ['dcie', 'Data-centre infrastructure efficiency (DCiE = EIT/EDC)', '%'],
  ['wue', 'Water usage effectiveness (WUE = WIN/EIT)', 'L/kWh'],
  ['erf', 'Energy reuse factor (ERF = EREUSE/EDC)', ''],
  ['ref', 'Renewable energy factor (REF = EREN/EDC)', ''],
  ['ere', 'Energy reuse effectiveness (ERE = (EDC-EREUSE)/EIT)', ''],
  ['cue', 'Carbon usage effectiveness (CUE = CEF x PUE)', 'kg CO2e/kWh'],
  ['scope2RenewableKwh', 'Renewable energy as scope 2 counts it (guarantees of origin, PPAs, else the renewable share)', 'kWh'],
  ['scope2Ref', 'REF as scope 2 counts it', ''],
  ['renewableAgree', 'EED renewable entry agrees with scope 2 (within 1 %)', ''],
  ['obliged', 'Obliged to report (installed IT power >= 500 kW)', ''],
];

function table(v: EedReportView): Cell[][] {
  return [
    ['Site', v.solutionName, ''],
    ['Project', v.projectName, ''],
    ['key', 'quantity', 'value', 'unit'] as Cell[],
    ...ROWS.map(([key, label, unit]) => [eedReportRestOutput[key] as string, label, v[key] as Cell, unit]),
  ].map((r, i) => (i < 2 ? ['', ...r] : r));
}

export function eedReportCsv(v: EedReportView): string {
  // Text cells neutralised against formula injection (a solution named `=HYPERLINK(…)`: shared/format/csv.ts).
  return '\uFEFF' + csvText(table(v));
}

interface SheetJs {
  utils: { book_new(): unknown; aoa_to_sheet(rows: Cell[][]): Record<string, unknown>; book_append_sheet(b: unknown, s: unknown, name: string): void };
  write(b: unknown, o: { type: 'buffer'; bookType: 'xlsx' }): Buffer;
}
// sheetjs-style is CommonJS; required as such in Node its undeclared names become globals (see the
// client's sheetjs.ts for the bundled case).
const XLSX = createRequire(import.meta.url)('sheetjs-style') as SheetJs;

export function eedReportXlsx(v: EedReportView): Buffer {
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet(table(v));
  sheet['!cols'] = [{ wch: 34 }, { wch: 58 }, { wch: 18 }, { wch: 12 }];
  XLSX.utils.book_append_sheet(book, sheet, `EED ${v.year}`);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
}

/** A file name without characters a header or a file system would object to. */
export function eedReportFileName(v: EedReportView, ext: 'csv' | 'xlsx'): string {
  const site = v.solutionName.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'site';
  return `eed-report-${site}-${v.year}.${ext}`;
}
