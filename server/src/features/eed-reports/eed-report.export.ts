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
import type { MailLanguage } from '../../platform/mail/mail-texts';
import { EED_FILE_WORDS, EED_LABELS } from './eed-export-labels';

type Cell = string | number | boolean | null;

/** [REST key, unit] in the file's order; the labels in each language are in eed-export-labels.ts. */
const ROWS: ReadonlyArray<readonly [keyof typeof EED_LABELS, string]> = [
  ['year', ''],
  ['installedItPowerKw', 'kW'],
  ['totalEnergyKwh', 'kWh'],
  ['totalEnergySource', ''],
  ['itEnergyKwh', 'kWh'],
  ['itEnergySource', ''],
  ['waterInputM3', 'm3'],
  ['potableWaterM3', 'm3'],
  ['reusedEnergyKwh', 'kWh'],
  ['renewableEnergyKwh', 'kWh'],
  ['renewableOnSiteKwh', 'kWh'],
  ['renewablePpaKwh', 'kWh'],
  ['renewableGuaranteesOfOriginKwh', 'kWh'],
  ['backupGeneratorEnergyKwh', 'kWh'],
  ['totalFloorAreaM2', 'm2'],
  ['computerRoomFloorAreaM2', 'm2'],
  ['coolingSetPointMinC', '°C'],
  ['coolingSetPointMaxC', '°C'],
  ['storageCapacityPb', 'PB'],
  ['serverCapacity', ''],
  ['incomingTrafficEb', 'EB'],
  ['outgoingTrafficEb', 'EB'],
  ['co2FactorGram', 'g CO2e/kWh'],
  ['cueFactorMethod', ''],
  ['pue', ''],
  ['dcie', '%'],
  ['wue', 'L/kWh'],
  ['erf', ''],
  ['ref', ''],
  ['ere', ''],
  ['cue', 'kg CO2e/kWh'],
  ['scope2RenewableKwh', 'kWh'],
  ['scope2Ref', ''],
  ['renewableAgree', ''],
  ['obliged', ''],
];

function table(v: EedReportView, lang: MailLanguage): Cell[][] {
  const w = (k: keyof typeof EED_FILE_WORDS) => EED_FILE_WORDS[k][lang];
  return [
    [w('site'), v.solutionName, ''],
    [w('project'), v.projectName, ''],
    [w('key'), w('quantity'), w('value'), w('unit')] as Cell[],
    ...ROWS.map(([key, unit]) => [eedReportRestOutput[key] as string, EED_LABELS[key][lang], v[key] as Cell, unit]),
  ].map((r, i) => (i < 2 ? ['', ...r] : r));
}

/** The file in `lang` (the key column stays the REST key; issue #47, Translations); English by default. */
export function eedReportCsv(v: EedReportView, lang: MailLanguage = 'en'): string {
  // Text cells neutralised against formula injection (a solution named `=HYPERLINK(…)`: shared/format/csv.ts).
  return '\uFEFF' + csvText(table(v, lang));
}

interface SheetJs {
  utils: { book_new(): unknown; aoa_to_sheet(rows: Cell[][]): Record<string, unknown>; book_append_sheet(b: unknown, s: unknown, name: string): void };
  write(b: unknown, o: { type: 'buffer'; bookType: 'xlsx' }): Buffer;
}
// sheetjs-style is CommonJS; required as such in Node its undeclared names become globals (see the
// client's sheetjs.ts for the bundled case).
const XLSX = createRequire(import.meta.url)('sheetjs-style') as SheetJs;

export function eedReportXlsx(v: EedReportView, lang: MailLanguage = 'en'): Buffer {
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet(table(v, lang));
  sheet['!cols'] = [{ wch: 34 }, { wch: 58 }, { wch: 18 }, { wch: 12 }];
  XLSX.utils.book_append_sheet(book, sheet, `EED ${v.year}`);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
}

/** A file name without characters a header or a file system would object to. */
export function eedReportFileName(v: EedReportView, ext: 'csv' | 'xlsx', lang: MailLanguage = 'en'): string {
  const site = v.solutionName.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'site';
  return `${EED_FILE_WORDS.file[lang]}-${site}-${v.year}.${ext}`;
}
