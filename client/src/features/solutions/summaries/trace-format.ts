/**
 * Words and units for the engine's traces ("how was this calculated", methodology M1–M9): a label per
 * figure path and per input key, the unit each carries, and which inputs are themselves traced
 * figures (so the popover can follow them).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface TraceEntry {
  path: string;
  section: string;
  formula: string;
  inputs: Record<string, number | string | null>;
  value: number | string | null;
}

export type TraceUnit = 'kWh' | 'percent' | 'gPerKwh' | 'money' | 'moneyPerKwh' | 'W' | 'WPerUnit' | 'kg' | 't' | 'cop' | 'ratio' | 'count' | 'years' | 'rating' | 'text' | 'fraction' | 'hours';

export const SECTION_TITLES: Record<string, MessageDescriptor> = {
  M1: msg`Item energy`,
  M2: msg`Solution energy`,
  M3: msg`Emissions and cost`,
  M4: msg`Capacities, efficiency and rating`,
  M5: msg`Life-cycle assessment`,
  M6: msg`Before and after`,
  M7: msg`Display`,
  M9: msg`Warnings`,
};

const FIGURES: Record<string, [MessageDescriptor, TraceUnit]> = {
  totalKwh: [msg`Total energy`, 'kWh'],
  itKwh: [msg`IT energy`, 'kWh'],
  upsKwh: [msg`UPS losses`, 'kWh'],
  coolingKwh: [msg`Cooling energy`, 'kWh'],
  coveredKwh: [msg`Energy through UPS and cooling`, 'kWh'],
  dciePercent: [msg`DCiE`, 'percent'],
  pue: [msg`PUE`, 'ratio'],
  co2Kg: [msg`CO2e emission`, 'kg'],
  co2Ton: [msg`CO2e emission`, 't'],
  operationalCost: [msg`Operational cost`, 'money'],
  investment: [msg`Investment`, 'money'],
  'rating.rating': [msg`Energy rating`, 'rating'],
  'rating.score': [msg`Rating score`, 'ratio'],
  'cooling.rating': [msg`Cooling rating`, 'rating'],
  'lca.gwpKg': [msg`Global warming potential`, 'kg'],
  'lca.manufacturingKg': [msg`Manufacturing`, 'kg'],
  'lca.transportationKg': [msg`Transportation`, 'kg'],
  'lca.useKg': [msg`Use`, 'kg'],
  'lca.eolKg': [msg`End of life`, 'kg'],
  'lca.refurbishmentImpactKg': [msg`Refurbishment impact`, 'kg'],
  'lca.refurbishedManufacturingOffsetKg': [msg`Refurbished manufacturing offset`, 'kg'],
  'lca.refurbishedTransportationOffsetKg': [msg`Refurbished transportation offset`, 'kg'],
  'lca.refurbishmentOffsetKg': [msg`Refurbishment offset`, 'kg'],
  'lca.refurbishedOffsetTotalKg': [msg`Refurbished offset in total`, 'kg'],
};

const CATEGORY_FIGURES: Record<string, [MessageDescriptor, TraceUnit]> = {
  itKwh: [msg`IT energy`, 'kWh'],
  totalKwh: [msg`Total energy`, 'kWh'],
  averageWatts: [msg`Average power`, 'W'],
  wattPerUnit: [msg`Watt per capacity unit`, 'WPerUnit'],
  groupWeight: [msg`Weight in the rating`, 'fraction'],
  rating: [msg`Category rating`, 'rating'],
};

const INPUTS: Record<string, [MessageDescriptor, TraceUnit]> = {
  totalKwh: [msg`Total energy`, 'kWh'],
  itKwh: [msg`IT energy`, 'kWh'],
  itKwhCategory: [msg`IT energy of the category`, 'kWh'],
  upsKwh: [msg`UPS losses`, 'kWh'],
  coolingKwh: [msg`Cooling energy`, 'kWh'],
  coveredKwh: [msg`Energy through UPS and cooling`, 'kWh'],
  efficiencyPercent: [msg`UPS efficiency η`, 'percent'],
  cop: [msg`Cooling COP`, 'cop'],
  renewableEnergyPercent: [msg`Renewable energy`, 'percent'],
  co2FactorGram: [msg`CO2 factor`, 'gPerKwh'],
  kwhPrice: [msg`kWh price`, 'moneyPerKwh'],
  co2Kg: [msg`CO2e emission`, 'kg'],
  score: [msg`Rating score`, 'ratio'],
  wattPerUnit: [msg`Watt per capacity unit`, 'WPerUnit'],
  averageWatts: [msg`Average power`, 'W'],
  capacityAmount: [msg`Capacity`, 'count'],
  capacityId: [msg`Capacity`, 'text'],
  fraction: [msg`Infrastructure share`, 'fraction'],
  itemCount: [msg`Items`, 'count'],
  years: [msg`Report period`, 'years'],
  thresholds: [msg`Rating thresholds`, 'text'],
  manufacturingKg: [msg`Manufacturing`, 'kg'],
  transportationKg: [msg`Transportation`, 'kg'],
  useKg: [msg`Use`, 'kg'],
  eolKg: [msg`End of life`, 'kg'],
  refurbishedOffsetTotalKg: [msg`Refurbished offset in total`, 'kg'],
};

const SUFFIXES: Record<string, [MessageDescriptor, TraceUnit]> = {
  itKwh: [msg`IT energy`, 'kWh'],
  fraction: [msg`infrastructure share`, 'fraction'],
  weight: [msg`weight`, 'fraction'],
  numericRating: [msg`rating (A=7 … G=1)`, 'count'],
};

/** Unit of a summed total (`Σ_solutions upsKwh`) by the trace's own path. */
function unitOfPath(path: string): TraceUnit {
  if (FIGURES[path]) return FIGURES[path][1];
  const m = /^categories\.[^.]+\.(\w+)$/.exec(path);
  if (m && CATEGORY_FIGURES[m[1]]) return CATEGORY_FIGURES[m[1]][1];
  return 'ratio';
}

export interface Names {
  /** Category id → name. */
  categories: ReadonlyMap<string, string>;
  /** Solution or group id → name (the parts of group and project totals). */
  parts: ReadonlyMap<string, string>;
}

export interface Described {
  label: string;
  /** The label's descriptor when it is a fixed text; a name otherwise. */
  unit: TraceUnit;
}

type Translate = (d: MessageDescriptor) => string;

/** The label and unit of a figure path (`upsKwh`, `categories.server.wattPerUnit`, `lca.useKg`). */
export function describeFigure(path: string, _: Translate, names: Names): Described {
  if (FIGURES[path]) return { label: _(FIGURES[path][0]), unit: FIGURES[path][1] };
  const m = /^categories\.([^.]+)\.(\w+)$/.exec(path);
  if (m) {
    const name = names.categories.get(m[1]) ?? m[1];
    const [label, unit] = CATEGORY_FIGURES[m[2]] ?? [null, 'ratio' as TraceUnit];
    return { label: label ? `${_(label)} · ${name}` : `${name} · ${m[2]}`, unit };
  }
  return { label: path, unit: 'ratio' };
}

/**
 * The label and unit of an input key. Keys name engine inputs (`upsKwh`), thresholds (`A`…`F`),
 * categories (`server`, `server.fraction`) or the parts of a sum (solution or group ids).
 */
export function describeInput(key: string, trace: Pick<TraceEntry, 'path' | 'section'>, _: Translate, names: Names): Described {
  if (INPUTS[key]) return { label: _(INPUTS[key][0]), unit: INPUTS[key][1] };
  if (/^[A-F]$/.test(key)) {
    const cop = trace.path === 'cooling.rating';
    return { label: cop ? _(msg`Class ${key} from COP`) : _(msg`Class ${key} up to`), unit: cop ? 'cop' : 'WPerUnit' };
  }
  const dotted = /^([^.]+)\.(\w+)$/.exec(key);
  if (dotted && SUFFIXES[dotted[2]]) {
    const who = dotted[1] === 'cooling' ? _(msg`Cooling`) : (names.categories.get(dotted[1]) ?? dotted[1]);
    return { label: `${who} · ${_(SUFFIXES[dotted[2]][0])}`, unit: SUFFIXES[dotted[2]][1] };
  }
  if (names.parts.has(key)) return { label: names.parts.get(key)!, unit: unitOfPath(trace.path.replace(/^categories\.[^.]+\./, '')) };
  if (names.categories.has(key)) {
    const base = trace.path.startsWith('lca.') ? 'kg' : trace.path === 'investment' ? 'money' : 'kWh';
    return { label: names.categories.get(key)!, unit: base };
  }
  return { label: key, unit: unitOfPath(trace.path) };
}

/** The path of the traced figure an input stands for, when there is one (so the popover can open it). */
export function linkedPath(key: string, trace: Pick<TraceEntry, 'path'>, paths: ReadonlySet<string>): string | null {
  const candidates: string[] = [];
  if (key === 'score') candidates.push('rating.score');
  if (key === 'itKwhCategory' || key === 'averageWatts' || key === 'capacityAmount') {
    const m = /^categories\.([^.]+)\./.exec(trace.path);
    if (m) candidates.push(`categories.${m[1]}.${key === 'itKwhCategory' ? 'itKwh' : key}`);
  }
  if (key === 'wattPerUnit') {
    const m = /^categories\.([^.]+)\./.exec(trace.path);
    if (m) candidates.push(`categories.${m[1]}.wattPerUnit`);
  }
  const dotted = /^([^.]+)\.(itKwh|numericRating|weight)$/.exec(key);
  if (dotted) {
    if (dotted[1] === 'cooling') candidates.push('cooling.rating');
    else candidates.push(`categories.${dotted[1]}.${dotted[2] === 'itKwh' ? 'itKwh' : dotted[2] === 'weight' ? 'groupWeight' : 'rating'}`);
  }
  if (!/^categories\./.test(trace.path)) candidates.push(key, `lca.${key}`);
  if (/^categories\./.test(trace.path) && ['itKwh', 'upsKwh', 'coolingKwh', 'coveredKwh'].includes(key)) candidates.push(key);
  if (trace.path === 'itKwh' || trace.path === 'investment' || trace.path.startsWith('lca.')) {
    const sub = trace.path === 'itKwh' ? 'itKwh' : null;
    if (sub) candidates.push(`categories.${key}.itKwh`);
  }
  return candidates.find((p) => p !== trace.path && paths.has(p)) ?? null;
}

/** The traces' order in a list: totals first, then the rest by name. */
export function sortTraces(traces: readonly TraceEntry[]): TraceEntry[] {
  const first = ['totalKwh', 'itKwh', 'upsKwh', 'coolingKwh', 'coveredKwh', 'dciePercent', 'pue', 'co2Kg', 'co2Ton', 'operationalCost', 'investment', 'rating.rating', 'rating.score'];
  const rank = (p: string) => (first.includes(p) ? first.indexOf(p) : first.length);
  return [...traces].sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));
}

/**
 * The formula with the trace's own numbers put in ("18,631.9 × (100 / 92.1 − 1)"), for the figures
 * whose formula is a plain expression of its inputs; null for the others.
 */
export function workedFormula(trace: Pick<TraceEntry, 'path' | 'formula' | 'inputs'>, n: (value: number) => string): string | null {
  const i = trace.inputs ?? {};
  const v = (key: string): string | null => (typeof i[key] === 'number' ? n(i[key] as number) : null);
  const all = (...keys: string[]) => {
    const values = keys.map(v);
    return values.every((x) => x !== null) ? (values as string[]) : null;
  };
  const path = trace.path.replace(/^categories\.[^.]+\./, 'category.');
  let parts: string[] | null;
  switch (path) {
    case 'upsKwh':
      if (i.efficiencyPercent === 0) return null;
      return (parts = all('coveredKwh', 'efficiencyPercent')) && `${parts[0]} × (100 / ${parts[1]} − 1)`;
    case 'coolingKwh':
      if (i.cop === 0) return null;
      return (parts = all('coveredKwh', 'upsKwh', 'cop')) && `(${parts[0]} + ${parts[1]}) / ${parts[2]}`;
    case 'dciePercent':
      return (parts = all('totalKwh', 'upsKwh', 'coolingKwh')) && `round((${parts[0]} − ${parts[1]} − ${parts[2]}) / ${parts[0]} × 100)`;
    case 'pue':
      return (parts = all('totalKwh', 'itKwh')) && `${parts[0]} / ${parts[1]}`;
    case 'co2Kg':
      if ('co2FactorGram' in i) return (parts = all('totalKwh', 'renewableEnergyPercent', 'co2FactorGram')) && `${parts[0]} × (1 − ${parts[1]} / 100) × ${parts[2]} / 1000`;
      break;
    case 'co2Ton':
      return (parts = all('co2Kg')) && `${parts[0]} / 1000`;
    case 'operationalCost':
      if ('kwhPrice' in i) return (parts = all('totalKwh', 'kwhPrice')) && `${parts[0]} × ${parts[1]}`;
      break;
    case 'totalKwh':
      if ('itKwh' in i) return (parts = all('itKwh', 'upsKwh', 'coolingKwh')) && parts.join(' + ');
      break;
    case 'category.averageWatts':
      return (parts = all('itKwh')) && `${parts[0]} × 1000 / 8760`;
    case 'category.wattPerUnit':
      return i.capacityAmount ? (parts = all('averageWatts', 'capacityAmount')) && `${parts[0]} / ${parts[1]}` : null;
    case 'category.groupWeight':
      return i.itKwh ? (parts = all('itKwhCategory', 'itKwh')) && `${parts[0]} / ${parts[1]}` : null;
  }
  if (path === 'rating.score') {
    const keys = Object.keys(i).filter((k) => k.endsWith('.weight')).map((k) => k.slice(0, -'.weight'.length));
    const pairs = keys.map((k) => all(`${k}.weight`, `${k}.numericRating`));
    if (!keys.length || pairs.some((p) => !p)) return null;
    const ok = pairs as string[][];
    return `(${ok.map(([w, r]) => `${w} × ${r}`).join(' + ')}) / (${ok.map(([w]) => w).join(' + ')})`;
  }
  // A plain sum over parts ("totalKwh = Σ_solutions totalKwh", "itKwh = Σ itemAnnualKwh"): every input added.
  if (/^[\w.]+ = Σ[_\w]* [\w.]+$/.test(trace.formula.trim())) {
    const values = Object.values(i).filter((x): x is number => typeof x === 'number');
    if (values.length && values.length === Object.keys(i).length && values.length <= 12) return values.map(n).join(' + ');
  }
  return null;
}
