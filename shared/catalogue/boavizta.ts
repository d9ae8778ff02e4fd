/**
 * Reader for the Boavizta environmental-footprint-data CSV format (boavizta-data-us.csv): one row per
 * product carbon footprint published by a manufacturer. Pure: it takes the file's text, never a path.
 *
 * Each usable row becomes a {@link MappedProduct} (the same shape as the curated `REFERENCE_PRODUCTS`);
 * every other row is reported in `skipped` with its line and the reason, so an import can show exactly
 * what was left out.
 */
import { keyed, renderMessage, type Message } from '../errors';
import { CATEGORIES_BY_ID, type CategoryId } from '../reference/categories';
import type { ProductMode, ReferenceProduct } from '../reference/product';
import { SOURCES, type Source } from '../reference/source';
import { parseCsv, type CsvRecord } from './csv';

export type MappedProduct = ReferenceProduct;

/**
 * Why a row cannot be used, as a code with its parameters (issue #47, Translations: the import page
 * showed "no gwp_total" in the Danish UI): the server keeps the English text for REST and the CLI, and
 * the client words each code in the user's language.
 */
export const SKIP_REASONS = {
  missingManufacturer: 'missing manufacturer',
  missingName: 'missing name',
  unknownCategory: 'unknown category "{category} / {subcategory}" (not IT equipment this product assesses)',
  notANumber: '{column} {value} is not a number',
  noGwpTotal: 'no gwp_total',
  gwpTotalNotPositive: 'gwp_total must be a positive number (got {value})',
  ratioOutOfRange: '{column} {value} is outside 0–1',
  ratioSumAboveOne: 'stage ratios sum to {sum}, far above 1',
  noStageRatio: 'neither gwp_manufacturing_ratio nor gwp_use_ratio is given, so gwp_total cannot be split into stages',
  noManufacturingShare: 'gwp_manufacturing_ratio is missing and the other stage ratios leave no share for it',
  fieldCount: 'row has {fields} fields but the header has {width} (a comma or quote is out of place)',
  duplicate: 'duplicate of line {line} (same manufacturer and name); the last occurrence is kept',
  categoryNotInReference: 'Category {category} is not in the reference data ({product}).',
  noSourceUrl: 'no source URL (sources must be one http(s) address)',
} as const;

export type SkipCode = keyof typeof SKIP_REASONS;
export type SkipParams = Record<string, string | number>;

export interface SkipReason {
  /** In English, for REST replies, the CLI and logs. */
  reason: string;
  code: SkipCode;
  params: SkipParams;
}

/** A reason by its code: the English text filled from the parameters. */
export function skipReason(code: SkipCode, params: SkipParams = {}): SkipReason {
  const reason = (SKIP_REASONS[code] as string).replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
  return { reason, code, params };
}

export interface BoaviztaSkip extends SkipReason {
  /** 1-based line of the row in the file (the header is line 1). */
  line: number;
}

export interface BoaviztaParseResult {
  rows: MappedProduct[];
  skipped: BoaviztaSkip[];
}

/** The file is not a Boavizta CSV at all (as opposed to a row that cannot be used). */
export class BoaviztaFormatError extends Error {
  constructor(readonly keyed: Message) {
    super(renderMessage(keyed));
    this.name = 'BoaviztaFormatError';
  }
}

/** Columns without which no row can be mapped. */
export const BOAVIZTA_REQUIRED_COLUMNS = ['manufacturer', 'name', 'category', 'subcategory', 'gwp_total', 'sources'] as const;

/** Columns read when present (all others are ignored). */
export const BOAVIZTA_OPTIONAL_COLUMNS = [
  'gwp_use_ratio',
  'gwp_manufacturing_ratio',
  'gwp_transport_ratio',
  'gwp_eol_ratio',
  'yearly_tec',
  'lifetime',
  'weight',
  'use_location',
  'report_date',
  'sources_hash',
  'added_date',
  'server_type',
] as const;

type Column = (typeof BOAVIZTA_REQUIRED_COLUMNS)[number] | (typeof BOAVIZTA_OPTIONAL_COLUMNS)[number];

/**
 * Published stage ratios are rounded, so their sum may exceed 1 a little (Fairphone 4: 1.074). Above
 * this the row is taken to be wrong (OptiPlex 7070 Ultra: 7.98, a misplaced decimal point).
 */
export const RATIO_SUM_TOLERANCE = 1.1;

/** Below 1 − this, a row whose use and manufacturing ratios are both published gets a note. */
const LOW_COVERAGE = 0.05;

/** Start of the note on a product whose published stage ratios leave part of gwp_total unattributed. */
export const LOW_COVERAGE_NOTE = 'The published stage ratios sum to';

const HOURS_PER_YEAR = 8760;

/** Start of the note on a product whose manufacturing figure is the non-use remainder of gwp_total. */
export const MANUFACTURING_REMAINDER_NOTE = 'Manufacturing = gwp_total × (1 − the published';

/**
 * Boavizta category/subcategory (and server_type) to the product's category id; null when the row is
 * not IT equipment this product assesses (Home IoT, gaming, multimedia, entertainment).
 */
export function mapBoaviztaCategory(
  category: string,
  subcategory: string,
  serverType: string = '',
): CategoryId | null {
  const cat = category.trim().toLowerCase();
  const sub = subcategory.trim().toLowerCase();
  const type = serverType.trim().toLowerCase();
  if (cat === 'datacenter') {
    if (sub === 'server') return type === 'blade' ? 'blade_server' : 'server';
    // HPE Synergy compute modules sit in a shared frame like blades; Edgeline systems are edge servers.
    if (sub === 'converged') return 'blade_server';
    if (sub === 'converged edge') return 'server';
    if (sub === 'san/nas' || sub === 'storage') return 'storage';
    if (sub === 'hard drive' || sub === 'ssd' || sub === 'hdd') return 'storage_drive';
    if (sub === 'switch' || sub === 'network') return 'network_switch';
    return null;
  }
  if (cat === 'workplace') {
    switch (sub) {
      case 'laptop':
        return 'laptop';
      case 'desktop':
        return 'desktop';
      case 'workstation':
        return 'workstation';
      case 'monitor':
        return 'monitor';
      case 'thin client':
        return 'thin_client';
      case 'printer':
        return 'printer';
      case 'smartphone':
        return 'smartphone';
      case 'tablet':
        return 'tablet';
      case 'docking station':
        return 'docking_station';
      default:
        return null;
    }
  }
  // Home network: Wi-Fi routers and mesh points, which offices use as access points.
  if (cat === 'home' && sub === 'network') return 'wifi_access_point';
  return null;
}

/** 32-bit FNV-1a of a string's UTF-16 code units, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The key that identifies a product within a file: manufacturer and name, trimmed, lower-cased. */
export function boaviztaProductKey(manufacturer: string, name: string): string {
  return `${manufacturer.trim().toLowerCase()}|${name.trim().toLowerCase()}`;
}

/**
 * Stable id of a Boavizta product. The data set has no part numbers, and `sources_hash` identifies a
 * document that several models share, so the id is a hash of manufacturer and model name instead.
 */
export function boaviztaProductId(manufacturer: string, name: string): string {
  return `bz-${fnv1a(boaviztaProductKey(manufacturer, name))}`;
}

// Seagate drive model numbers (ST14000NM0001, XS1600LE10013) are manufacturer part numbers.
const PART_NUMBER = /\b(?:ST\d{4,}[A-Z]{2}\d{3,}|X[AS]\d{3,}[A-Z]{2}\d{4,})\b/;

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

type NumberField = { ok: true; value: number | null } | ({ ok: false } & SkipReason);

function readNumber(raw: string, column: string): NumberField {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  // Number('') and Number(' ') are 0, and Number('0x10') is 16: accept plain decimals only.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) {
    return { ok: false, ...skipReason('notANumber', { column, value: JSON.stringify(text) }) };
  }
  return { ok: true, value: Number(text) };
}

/** First four-digit year in a free-form date ("September 14 2021", "2022-2-6", "03-11-2020"). */
function yearOf(text: string): number | null {
  const match = /\b(19|20)\d{2}\b/.exec(text);
  return match ? Number(match[0]) : null;
}

/**
 * A product's modes: its category's default modes with every wattage scaled by the same factor, so that
 * the hours stay the category's profile and the yearly energy equals the published `yearly_tec`.
 */
export function modesForYearlyEnergy(categoryId: CategoryId, yearlyEnergyKwh: number): ProductMode[] {
  const defaults = CATEGORIES_BY_ID[categoryId].defaultModes;
  const defaultKwh = defaults.reduce((sum, m) => sum + (m.powerWatts * m.hours) / 1000, 0);
  if (defaults.length === 0 || defaultKwh <= 0) {
    return [{ name: 'On', powerWatts: round((yearlyEnergyKwh * 1000) / HOURS_PER_YEAR, 2), hours: HOURS_PER_YEAR }];
  }
  const factor = yearlyEnergyKwh / defaultKwh;
  return defaults.map((m) => ({ name: m.name, powerWatts: round(m.powerWatts * factor, 2), hours: m.hours }));
}

export type RowResult = { ok: true; product: MappedProduct } | ({ ok: false } & SkipReason);

function mapRow(get: (column: Column) => string, line: number): RowResult {
  const manufacturer = get('manufacturer').trim();
  const name = get('name').trim();
  if (manufacturer === '') return { ok: false, ...skipReason('missingManufacturer') };
  if (name === '') return { ok: false, ...skipReason('missingName') };

  const categoryId = mapBoaviztaCategory(get('category'), get('subcategory'), get('server_type'));
  if (categoryId === null) {
    return { ok: false, ...skipReason('unknownCategory', { category: get('category').trim(), subcategory: get('subcategory').trim() }) };
  }

  const totalField = readNumber(get('gwp_total'), 'gwp_total');
  if (!totalField.ok) return totalField;
  if (totalField.value === null) return { ok: false, ...skipReason('noGwpTotal') };
  if (!(totalField.value > 0)) return { ok: false, ...skipReason('gwpTotalNotPositive', { value: totalField.value }) };
  const total = totalField.value;

  const ratios: Record<'use' | 'manufacturing' | 'transport' | 'eol', number | null> = {
    use: null,
    manufacturing: null,
    transport: null,
    eol: null,
  };
  for (const stage of ['use', 'manufacturing', 'transport', 'eol'] as const) {
    const column = `gwp_${stage}_ratio` as Column;
    const field = readNumber(get(column), column);
    if (!field.ok) return field;
    if (field.value !== null && (field.value < 0 || field.value > 1)) {
      return { ok: false, ...skipReason('ratioOutOfRange', { column, value: field.value }) };
    }
    ratios[stage] = field.value;
  }
  const ratioSum = (ratios.use ?? 0) + (ratios.manufacturing ?? 0) + (ratios.transport ?? 0) + (ratios.eol ?? 0);
  if (ratioSum > RATIO_SUM_TOLERANCE) {
    return { ok: false, ...skipReason('ratioSumAboveOne', { sum: round(ratioSum, 3) }) };
  }

  const notes: string[] = [];
  if (ratios.use !== null && ratios.manufacturing !== null && ratioSum < 1 - LOW_COVERAGE) {
    notes.push(
      `${LOW_COVERAGE_NOTE} ${round(ratioSum, 3)}: ${Math.round((1 - ratioSum) * 100)} % of gwp_total is not attributed to any stage.`,
    );
  }
  let manufacturingRatio = ratios.manufacturing;
  let remainder = false;
  if (manufacturingRatio === null) {
    if (ratios.use === null) {
      return { ok: false, ...skipReason('noStageRatio') };
    }
    manufacturingRatio = 1 - ratios.use - (ratios.transport ?? 0) - (ratios.eol ?? 0);
    if (manufacturingRatio <= 0) {
      return { ok: false, ...skipReason('noManufacturingShare') };
    }
    remainder = true;
    notes.push(
      `${MANUFACTURING_REMAINDER_NOTE} use${ratios.transport === null ? '' : ', transport'}${ratios.eol === null ? '' : ', end-of-life'} ratios) = ${round(manufacturingRatio, 4)}, because no manufacturing ratio is published.`,
    );
  }
  if (ratios.transport === null) {
    notes.push(
      remainder
        ? 'Transportation is not published separately; it is part of the manufacturing remainder.'
        : 'Transportation is not published separately by the manufacturer.',
    );
  }
  if (ratios.eol === null) {
    notes.push(
      remainder
        ? 'End of life is not published separately; it is part of the manufacturing remainder.'
        : 'End of life is not published separately by the manufacturer.',
    );
  }

  const optional = (column: Column, label: string): number | null => {
    const field = readNumber(get(column), column);
    if (!field.ok) {
      notes.push(`${label} ignored: ${field.reason}.`);
      return null;
    }
    if (field.value !== null && !(field.value > 0)) {
      notes.push(`${label} ignored: ${field.value} is not positive.`);
      return null;
    }
    return field.value;
  };
  const yearlyEnergyKwh = optional('yearly_tec', 'Yearly energy (yearly_tec)');
  const lifetimeYears = optional('lifetime', 'Lifetime');
  const weightKg = optional('weight', 'Weight');

  const url = get('sources').trim();
  if (!/^https?:\/\/\S+$/i.test(url)) return { ok: false, ...skipReason('noSourceUrl') };

  const reportDate = get('report_date').trim() || null;
  const reportYear = reportDate ? yearOf(reportDate) : null;
  const addedYear = yearOf(get('added_date'));
  const report: Source = {
    title: `${manufacturer} ${name} — product carbon footprint`,
    publisher: manufacturer,
    year: reportYear ?? addedYear ?? SOURCES.boaviztaData.year,
    url,
  };
  if (reportYear === null) {
    report.note =
      addedYear === null
        ? 'No report date is published; the year is that of the Boavizta data set.'
        : 'No report date is published; the year is the one the row was added to the Boavizta data set.';
  }

  const modes = yearlyEnergyKwh === null ? [] : modesForYearlyEnergy(categoryId, yearlyEnergyKwh);
  if (yearlyEnergyKwh === null) notes.push('No yearly energy is published, so the product has no modes of its own.');

  const product: MappedProduct = {
    id: boaviztaProductId(manufacturer, name),
    manufacturer,
    modelName: name,
    manufacturerPartNumber: PART_NUMBER.exec(name)?.[0] ?? null,
    categoryId,
    modes,
    yearlyEnergyKwh,
    weightKg,
    lifetimeYears,
    lca: {
      manufacturingKgCo2e: round(total * manufacturingRatio, 2),
      transportationKgCo2e: ratios.transport === null ? null : round(total * ratios.transport, 2),
      eolKgCo2e: ratios.eol === null ? null : round(total * ratios.eol, 2),
      useKgCo2e: ratios.use === null ? null : round(total * ratios.use, 2),
      totalKgCo2e: total,
    },
    dataMethod: 'product',
    reportDate,
    useLocation: get('use_location').trim() || null,
    sourcesHash: get('sources_hash').trim() || null,
    sources: [report, { ...SOURCES.boaviztaData, note: `Row on line ${line} of the Boavizta CSV file that was read.` }],
    notes,
  };
  return { ok: true, product };
}

/**
 * Parses a Boavizta CSV file's text.
 *
 * Throws {@link BoaviztaFormatError} when the text is empty, is not CSV, or lacks a required column.
 * Otherwise returns the usable rows and, for every other row, its line and reason. When the same
 * manufacturer and name occur more than once, the last usable occurrence is kept.
 */
export function parseBoaviztaCsv(text: string): BoaviztaParseResult {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    throw new BoaviztaFormatError(keyed('catalogue.notCsv', { reason: (error as Error).message }));
  }
  if (records.length === 0) throw new BoaviztaFormatError(keyed('catalogue.fileEmpty'));
  const reader = new BoaviztaRowReader(records[0].fields);
  const kept = new Map<string, { line: number; product: MappedProduct }>();
  const skipped: BoaviztaSkip[] = [];
  for (const record of records.slice(1)) {
    const result = reader.read(record);
    if (!result.ok) {
      skipped.push({ line: record.line, reason: result.reason, code: result.code, params: result.params });
      continue;
    }
    const key = boaviztaProductKey(result.product.manufacturer, result.product.modelName);
    const previous = kept.get(key);
    if (previous) {
      skipped.push({ line: previous.line, ...skipReason('duplicate', { line: record.line }) });
      kept.delete(key);
    }
    kept.set(key, { line: record.line, product: result.product });
  }
  skipped.sort((a, b) => a.line - b.line);
  const rows = [...kept.values()].sort((a, b) => a.line - b.line).map((k) => k.product);
  return { rows, skipped };
}

/**
 * Maps the rows of one Boavizta CSV file one at a time (a streamed import): built from the header's
 * fields, which it checks (throws {@link BoaviztaFormatError} when a required column is missing).
 */
export class BoaviztaRowReader {
  private readonly index = new Map<string, number>();
  private readonly width: number;

  constructor(headerFields: string[]) {
    const header = headerFields.map((h) => h.trim().toLowerCase());
    const missing = BOAVIZTA_REQUIRED_COLUMNS.filter((column) => !header.includes(column));
    if (missing.length > 0) {
      throw new BoaviztaFormatError(keyed('catalogue.notBoavizta', { missing: missing.join(', '), found: `${header.slice(0, 8).join(', ')}${header.length > 8 ? ', …' : ''}` }));
    }
    header.forEach((column, i) => {
      if (!this.index.has(column)) this.index.set(column, i);
    });
    this.width = header.length;
  }

  /** The product of one data record, or why it cannot be used. */
  read(record: CsvRecord): RowResult {
    if (record.fields.length !== this.width) {
      return { ok: false, ...skipReason('fieldCount', { fields: record.fields.length, width: this.width }) };
    }
    const get = (column: Column) => {
      const i = this.index.get(column);
      return i === undefined ? '' : record.fields[i];
    };
    return mapRow(get, record.line);
  }
}
