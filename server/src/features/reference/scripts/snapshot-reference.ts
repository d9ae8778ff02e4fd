/**
 * Writes the curated reference data of shared/reference as table rows to migrations/data/<name>.json,
 * the frozen input of a seeding migration (migrations never change after landing; a later change of
 * the curated figures gets a new snapshot and a new migration).
 *   node --import tsx server/src/features/reference/scripts/snapshot-reference.ts reference-v1
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CAPACITIES,
  CATEGORIES,
  COOLING_PRESETS,
  CURRENCIES,
  GRID_FACTORS,
  HOUR_PROFILES,
  RATING_SCALES,
  REFERENCE_PRODUCTS,
  SOLUTION_TYPES,
  UPS_PRESETS,
  VAT_COUNTRIES,
} from '../../../../../shared/reference';
import { SOURCES } from '../../../../../shared/reference/source';
import { ROOT_DIR } from '../../../platform/config';

const name = process.argv[2] ?? 'reference-v1';
const presetSource = [{ ...SOURCES.euDataCentreCoc, note: "Values are the product specification's presets; the source describes the equipment classes named in the labels." }];

const rows = {
  categories: CATEGORIES.map((c, i) => ({
    id: c.id,
    name: c.name,
    category_type: c.categoryType,
    preset: c.preset,
    default_modes: JSON.stringify(c.defaultModes),
    default_lca: c.defaultLca ? JSON.stringify(c.defaultLca) : null,
    lifetime_years: c.lifetimeYears,
    reference_weight_kg: c.referenceWeightKg,
    refurbishable: c.refurbishable,
    defaults_basis: c.defaultsBasis,
    derivation: JSON.stringify(c.derivation),
    sources: JSON.stringify(c.sources),
    sort_order: i,
  })),
  capacities: CAPACITIES.map((c) => ({ id: c.id, name: c.name, unit: c.unit, category_id: c.categoryId })),
  solution_types: SOLUTION_TYPES.map((s) => ({ id: s.id, name: s.name, calculation_mode: s.calculationMode, category_types: s.categoryTypes, uses_infrastructure: s.usesInfrastructure })),
  infrastructure_presets: [
    ...UPS_PRESETS.map((p, i) => ({ id: p.id, kind: 'ups', value: p.efficiencyPercent === 'custom' ? null : p.efficiencyPercent, label: p.label, sort_order: i, sources: JSON.stringify(presetSource) })),
    ...COOLING_PRESETS.map((p, i) => ({ id: p.id, kind: 'cooling', value: p.cop === 'custom' ? null : p.cop, label: p.label, sort_order: i, sources: JSON.stringify(presetSource) })),
  ],
  hour_profiles: HOUR_PROFILES.map((h) => ({ id: h.id, name: h.name, hours_per_year: h.hoursPerYear, arithmetic: h.arithmetic })),
  rating_scales: RATING_SCALES.map((r) => ({
    year: r.year,
    category_id: r.categoryId,
    capacity_id: r.metric === 'watt_per_unit' ? r.capacityId : null,
    metric: r.metric,
    bounds: JSON.stringify(r.metric === 'watt_per_unit' ? r.upperBounds : r.lowerBounds),
    sources: JSON.stringify(r.sources),
  })),
  grid_factors: GRID_FACTORS.map((g) => ({ code: g.code, country: g.country, g_co2e_per_kwh: g.gCo2ePerKwh, year: g.year, source: JSON.stringify(g.source) })),
  currencies: CURRENCIES.map((c) => ({ code: c.code, name: c.name, symbol: c.symbol, decimals: c.decimals, per_eur: c.perEur, rate_date: c.rateDate, source: JSON.stringify(c.source) })),
  vat_countries: VAT_COUNTRIES.map((v) => ({ code: v.code, country: v.country, vat_percent: v.vatPercent, locale: v.locale, tax_id_type: v.taxIdType, note: v.note ?? null, sources: JSON.stringify(v.sources) })),
  products: REFERENCE_PRODUCTS.map((p) => ({
    external_id: p.id,
    manufacturer: p.manufacturer,
    model_name: p.modelName,
    manufacturer_part_number: p.manufacturerPartNumber,
    category_id: p.categoryId,
    modes: JSON.stringify(p.modes),
    specs: JSON.stringify({}),
    yearly_energy_kwh: p.yearlyEnergyKwh,
    weight_kg: p.weightKg,
    lifetime_years: p.lifetimeYears,
    lca_manufacturing_kg: p.lca.manufacturingKgCo2e,
    lca_transportation_kg: p.lca.transportationKgCo2e,
    lca_eol_kg: p.lca.eolKgCo2e,
    lca_use_kg: p.lca.useKgCo2e,
    lca_total_kg: p.lca.totalKgCo2e,
    data_method: p.dataMethod,
    report_date: p.reportDate,
    use_location: p.useLocation,
    sources: JSON.stringify(p.sources),
    notes: JSON.stringify(p.notes),
    manufacturer_verified: true,
  })),
};

const file = path.join(ROOT_DIR, 'migrations', 'data', `${name}.json`);
await writeFile(file, JSON.stringify(rows, null, 1) + '\n');
console.log(`wrote ${path.relative(ROOT_DIR, file)}: ${Object.entries(rows).map(([k, v]) => `${k} ${v.length}`).join(', ')}`);
