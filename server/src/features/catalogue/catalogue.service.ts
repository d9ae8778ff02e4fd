/**
 * Product catalogue: typo-tolerant ranked search (PostgreSQL trigram word similarity over
 * manufacturer, model name and part number), category data for item forms, and the product columns
 * the catalogue import writes (catalogue-import.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { type BoaviztaSkip, type MappedProduct } from '../../../../shared/catalogue';
import { DomainError } from '../../../../shared/errors';
import { requireActor, requirePermission } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { Category } from '../reference';
import { Product } from './product.entity';

export const SEARCH_LIMIT = 20;
/** Word-similarity threshold for a match: low enough for a typo or two in a model name. */
export const WORD_SIMILARITY_THRESHOLD = 0.3;

/** Filters of papi-search (comma-separated `flags`). */
export const SEARCH_FLAGS = ['datacenter', 'office_it', 'verified', 'with_lca', 'own'] as const;
export type SearchFlag = (typeof SEARCH_FLAGS)[number];

export function parseFlags(raw: unknown): SearchFlag[] {
  if (raw == null || raw === '') return [];
  const list = String(raw).split(',').map((f) => f.trim()).filter(Boolean);
  const unknown = list.filter((f) => !(SEARCH_FLAGS as readonly string[]).includes(f));
  if (unknown.length) throw DomainError.invalid('flags', 'catalogue.unknownFlags', { flags: unknown.join(', '), allowed: SEARCH_FLAGS.join(', ') });
  return list as SearchFlag[];
}

/**
 * Ranked search visible to the caller's partner (global products and its own). Exact substring
 * matches rank first, then trigram word similarity; an empty term lists nothing.
 */
export async function searchProducts(ctx: RequestContext, term: unknown, flags: SearchFlag[] = [], limit = SEARCH_LIMIT): Promise<Product[]> {
  const actor = requireActor(ctx.actor);
  requirePermission(actor, 'search_products');
  return runSearch(ctx.em, String(term ?? ''), actor.partner.id, flags, limit);
}

export async function runSearch(em: EntityManager, rawTerm: string, partnerId: number | null, flags: SearchFlag[], limit: number): Promise<Product[]> {
  const term = rawTerm.trim().toLowerCase().slice(0, 120);
  if (term.length < 2) return [];
  const where: string[] = ['(p.partner_id is null or p.partner_id = ?)'];
  const params: unknown[] = [partnerId ?? -1];
  if (flags.includes('datacenter') && !flags.includes('office_it')) where.push(`c.category_type = 'datacenter'`);
  if (flags.includes('office_it') && !flags.includes('datacenter')) where.push(`c.category_type = 'office_it'`);
  if (flags.includes('verified')) where.push('p.manufacturer_verified');
  if (flags.includes('with_lca')) where.push('p.lca_manufacturing_kg is not null');
  if (flags.includes('own')) where.push('p.partner_id is not null');
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Nearest neighbours by word-similarity distance through the GiST trigram index (fast top-N), then
  // keep the real matches and put exact substring matches first.
  const sql = `
    select id from (
      select p.id, p.model_name, p.search_text, ? <<-> p.search_text as distance
      from products p join categories c on c.id = p.category_id
      where ${where.join(' and ')}
      order by ? <<-> p.search_text
      limit ?
    ) nearest
    where distance <= ? or search_text like ?
    order by (search_text like ?) desc, distance asc, model_name asc
    limit ?`;
  const size = Math.min(Math.max(limit, 1), 100);
  const ids = await em.getConnection().execute<Array<{ id: number }>>(sql, [term, ...params, term, size * 3, 1 - WORD_SIMILARITY_THRESHOLD, like, like, size]);
  if (!ids.length) return [];
  const products = await em.find(Product, { id: { $in: ids.map((r) => r.id) } }, { populate: ['category'] });
  const byId = new Map(products.map((p) => [p.id, p]));
  return ids.map((r) => byId.get(r.id)!).filter(Boolean);
}

export async function getProduct(ctx: RequestContext, id: number): Promise<Product> {
  const actor = requireActor(ctx.actor);
  const product = await ctx.em.findOne(Product, { id, $or: [{ partner: null }, { partner: actor.partner.id }] }, { populate: ['category'] });
  if (!product) throw DomainError.notFound('catalogue.productNotFound');
  return product;
}

/** GET /project-manager/item/papi-categories: the categories in their order (presets included; the REST mapper groups them). */
export async function papiCategories(ctx: RequestContext): Promise<Category[]> {
  requireActor(ctx.actor);
  return ctx.em.find(Category, {}, { orderBy: { sortOrder: 'asc' } });
}

// ---- import ---------------------------------------------------------------------------------------

/** Rows listed with their reason in a result (the count `rejected` covers all of them). */
export const SKIPPED_LISTED = 1000;
/** Rows written per statement and per progress report. */
export const IMPORT_BATCH = 500;

export interface ImportResult {
  /** Data rows in the file (created + updated + rejected). */
  rows: number;
  created: number;
  updated: number;
  rejected: number;
  /** The first SKIPPED_LISTED rejected rows, by line, with the reason. */
  skipped: BoaviztaSkip[];
}

export interface ImportProgressInfo {
  done: number;
  total: number;
  created: number;
  updated: number;
  rejected: number;
}

export type ImportProgress = (p: ImportProgressInfo) => void | Promise<void>;

/** Maps a parsed catalogue row to the product columns (shared by the seed snapshot's shape). */
export function productData(m: MappedProduct) {
  return {
    externalId: m.id,
    manufacturer: m.manufacturer,
    modelName: m.modelName,
    manufacturerPartNumber: m.manufacturerPartNumber,
    modes: m.modes.map((x) => ({ name: x.name, powerWatts: x.powerWatts, hours: x.hours })),
    yearlyEnergyKwh: m.yearlyEnergyKwh,
    weightKg: m.weightKg,
    lifetimeYears: m.lifetimeYears,
    lcaManufacturingKg: m.lca.manufacturingKgCo2e,
    lcaTransportationKg: m.lca.transportationKgCo2e,
    lcaEolKg: m.lca.eolKgCo2e,
    lcaUseKg: m.lca.useKgCo2e,
    lcaTotalKg: m.lca.totalKgCo2e,
    dataMethod: m.dataMethod,
    reportDate: m.reportDate,
    useLocation: m.useLocation,
    sources: [...m.sources],
    notes: [...m.notes],
    manufacturerVerified: true,
  };
}

/**
 * Updates many products in one statement (`update … from (values …)`), each row by its id; the
 * columns are those of the first row, cast to their column types.
 */
export async function updateMany(em: EntityManager, rows: Array<Record<string, unknown> & { id: number }>): Promise<void> {
  const meta = em.getMetadata().get(Product.name);
  const fields = Object.keys(rows[0]!).filter((f) => f !== 'id');
  const columns = fields.map((f) => {
    const prop = meta.properties[f as keyof Product]!;
    return { field: f, column: prop.fieldNames[0]!, type: prop.columnTypes[0]!, json: prop.columnTypes[0]!.includes('json') };
  });
  const params: unknown[] = [];
  const values = rows.map((r) => {
    params.push(r.id);
    const cells = columns.map((c) => {
      const v = r[c.field];
      params.push(c.json ? JSON.stringify(v) : v);
      return `?::${c.type}`;
    });
    return `(?::integer, ${cells.join(', ')})`;
  });
  const set = columns.map((c) => `"${c.column}" = v."${c.column}"`).join(', ');
  const names = ['id', ...columns.map((c) => c.column)].map((n) => `"${n}"`).join(', ');
  await em.execute(`update "${meta.tableName}" as p set ${set} from (values ${values.join(', ')}) as v(${names}) where p."id" = v."id"`, params);
}

