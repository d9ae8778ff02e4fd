/**
 * The REST facade's spelling of the catalogue (spec/project-areas.md §3 Product, §7 "Products"): the
 * output table of a product (the entity GraphQL presents) and the categories and import replies.
 */
import { restSpread, restValue, toRest, restOutput, type RestOutputTable } from '../../platform/http/rest-fields';
import type { Category } from '../reference';
import type { CatalogueImportStatus } from './catalogue-import';
import type { Product } from './product.entity';

/**
 * How every REST reply of a product begins (the catalogue's product and an item's short product): its
 * ids, manufacturer and model, in the documented order.
 */
// `satisfies`, not a type annotation: the literal REST names type the replies (rest-fields.ts RestOf).
export const productHeadRestOutput = {
  id: 'id',
  // The documented external id; products of our own catalogue have none and are named p-<id>.
  externalId: restValue('e_papi_product_id', (x: string | null, p: Product) => x ?? `p-${p.id}`),
  // REST repeats the manufacturer as brand_name (the import rows' spelling).
  manufacturer: restSpread((m: string) => ({ manufacturer: m, brand_name: m })),
  modelName: 'model_name',
  manufacturerPartNumber: 'manufacturer_part_number',
} as const satisfies Pick<RestOutputTable<Product>, 'id' | 'externalId' | 'manufacturer' | 'modelName' | 'manufacturerPartNumber'>;

const productRestOutput = restOutput<Product>()({
  ...productHeadRestOutput,
  category: restValue('category', (c: Category) => ({ id: c.id, name: c.name, category_type: c.categoryType })),
  modes: ['modes', { name: 'name', powerWatts: 'power_consumption_watts', hours: 'hours' }],
  specs: 'specs',
  yearlyEnergyKwh: 'yearly_energy_kwh',
  weightKg: 'weight_kg',
  lifetimeYears: 'lifetime_years',
  // REST groups the LCA figures with their data method under lca_data (GraphQL: the product's own fields).
  dataMethod: restSpread((dataMethod: string, p: Product) => ({
    lca_data: {
      data_method: dataMethod,
      manufacturing_kg_co2e: p.lcaManufacturingKg,
      transportation_kg_co2e: p.lcaTransportationKg,
      eol_kg_co2e: p.lcaEolKg,
      use_kg_co2e: p.lcaUseKg,
      gwp_kg_co2e: p.lcaTotalKg,
    },
  })),
  lcaManufacturingKg: null, // in lca_data
  lcaTransportationKg: null,
  lcaEolKg: null,
  lcaUseKg: null,
  lcaTotalKg: null,
  manufacturerVerified: 'manufacturer_verified',
  // REST says whether the product is the partner's own, not whose.
  partner: restValue('own', (p: Product['partner']) => p != null),
  reportDate: 'report_date',
  sources: 'sources',
  notes: 'notes',
  useLocation: null,
  searchText: null,
  createdAt: null,
  updatedAt: null,
});

export const presentProduct = (p: Product) => toRest(productRestOutput, p);

type CategoryRow = Pick<Category, 'id' | 'name' | 'categoryType' | 'lifetimeYears'>;
const categoryRestOutput = restOutput<CategoryRow>()({
  id: 'id',
  name: 'name',
  categoryType: 'category_type',
  lifetimeYears: 'lifetime_years',
});

/** GET /project-manager/item/papi-categories: categories by type, default modes, refurbishment and average-plus data. */
export function presentPapiCategories(categories: Category[]) {
  const items = categories.filter((c) => !c.preset);
  const present = (list: CategoryRow[]) => toRest(categoryRestOutput, list);
  return {
    categories: {
      datacenter: present(items.filter((c) => c.categoryType === 'datacenter')),
      office_it: present(items.filter((c) => c.categoryType === 'office_it')),
      product: present(items),
    },
    default_modes: Object.fromEntries(categories.map((c) => [c.id, c.defaultModes.map((m) => ({ name: m.name, power_consumption_watts: m.powerWatts, hours: m.hours }))])),
    non_refurbished_categories: categories.filter((c) => !c.refurbishable).map((c) => c.id),
    average_plus_factors: Object.fromEntries(items.filter((c) => c.referenceWeightKg != null).map((c) => [c.id, { weight_kg: c.referenceWeightKg }])),
    default_lca: Object.fromEntries(
      items
        .filter((c) => c.defaultLca)
        .map((c) => [
          c.id,
          {
            default_manufacturing_kg_co2_eq: c.defaultLca!.manufacturingKgCo2e,
            default_transportation_kg_co2_eq: c.defaultLca!.transportationKgCo2e,
            default_eol_kg_co2_eq: c.defaultLca!.eolKgCo2e,
          },
        ]),
    ),
  };
}

export function presentImportStatus(s: CatalogueImportStatus) {
  return {
    job_id: s.jobId,
    file_name: s.fileName,
    state: s.state,
    progress: { done: s.progress.done, total: s.progress.total, created: s.progress.created, updated: s.progress.updated, rejected: s.progress.rejected },
    result: s.result && { rows: s.result.rows, created: s.result.created, updated: s.result.updated, rejected: s.result.rejected, skipped: s.result.skipped.map((x) => ({ line: x.line, reason: x.reason })) },
    error: s.error,
  };
}
