/**
 * Item import and item requests (spec/project-areas.md §3 Import row, §4 import flow, §5, §7 "Items"):
 * check rows against the catalogue (found with product, selected and available; missing), import the
 * found ones as items in one transaction, and store requests for products that were not found.
 * Matching: the manufacturer part number first, then brand + model name (model name alone without a
 * brand), case-insensitive, among global products and the partner's own (own first).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, keyed, type FieldErrors } from '../../../../../shared/errors';
import { type ImportRow, type ItemsCheckFields, itemsCheckSchema, type ItemsImportFields, itemsImportSchema, type ItemsRequestFields, itemsRequestSchema } from '../../../../../shared/validation/solutions';
import { hasPermission, requireActor, requirePermission } from '../../../platform/auth/actor';
import type { RequestContext } from '../../../platform/context';
import { validate } from '../../../platform/validate';
import { Product } from '../../catalogue';
import type { Category } from '../../reference';
import { User } from '../../users';
import { publishChange, solutionFor, type ScopedSolution, WRITE_PERMISSION } from '../access';
import { allow, inTransaction } from '../../../platform/service-context';
import { assertItemListsEditable, categoryFits, categoryNotAllowed, nextItemOrder } from '../items/item.service';
import { ItemRequest, SolutionItem, type ItemRequestMode } from '../solution.entity';

const lower = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/** Matches rows to products in two queries whatever the number of rows; unmatched rows map to null. */
async function matchRows(em: EntityManager, partnerId: number, rows: readonly ImportRow[]): Promise<Array<Product | null>> {
  const mpns = [...new Set(rows.map((r) => lower(r.manufacturerPartNumber)).filter(Boolean))];
  const keys = [...new Set(rows.filter((r) => r.brandName && r.modelName).map((r) => `${lower(r.brandName)}|${lower(r.modelName)}`))];
  const models = [...new Set(rows.filter((r) => !r.brandName && r.modelName).map((r) => lower(r.modelName)))];
  // knex expands an array binding into a list; only non-empty lists become conditions.
  const conditions: string[] = [];
  const params: unknown[] = [partnerId];
  for (const [sql, values] of [
    ['lower(manufacturer_part_number) in (?)', mpns],
    [`lower(manufacturer) || '|' || lower(model_name) in (?)`, keys],
    ['lower(model_name) in (?)', models],
  ] as const) {
    if (!values.length) continue;
    conditions.push(sql);
    params.push(values);
  }
  if (!conditions.length) return rows.map(() => null);
  const found = await em.getConnection().execute<Array<{ id: number }>>(
    `select id from products where (partner_id is null or partner_id = ?) and (${conditions.join(' or ')}) order by (partner_id is null), id`,
    params,
  );
  const products = found.length ? await em.find(Product, { id: { $in: found.map((r) => r.id) } }, { populate: ['category'] }) : [];
  const rank = new Map(found.map((r, i) => [r.id, i]));
  products.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  const byMpn = new Map<string, Product>();
  const byKey = new Map<string, Product>();
  const byModel = new Map<string, Product>();
  for (const p of products) {
    const mpn = lower(p.manufacturerPartNumber);
    if (mpn && !byMpn.has(mpn)) byMpn.set(mpn, p);
    const key = `${lower(p.manufacturer)}|${lower(p.modelName)}`;
    if (!byKey.has(key)) byKey.set(key, p);
    if (!byModel.has(lower(p.modelName))) byModel.set(lower(p.modelName), p);
  }
  return rows.map((r) => {
    const mpn = lower(r.manufacturerPartNumber);
    if (mpn && byMpn.has(mpn)) return byMpn.get(mpn)!;
    if (r.brandName && r.modelName) return byKey.get(`${lower(r.brandName)}|${lower(r.modelName)}`) ?? null;
    if (r.modelName) return byModel.get(lower(r.modelName)) ?? null;
    return null;
  });
}

export interface CheckedRow {
  index: number;
  row: ImportRow;
  product: Product | null;
  /** Found: the product fits the solution's type. Missing: the caller may request it. */
  available: boolean;
  selected: boolean;
}

/** POST …/solution/{sid}/check-items {items}: found (preselected when available) and missing rows. */
export async function checkItems(ctx: RequestContext, projectId: number, solutionId: number, input: ItemsCheckFields): Promise<{ found: CheckedRow[]; missing: CheckedRow[] }> {
  const actor = requireActor(ctx.actor);
  allow(ctx, WRITE_PERMISSION.itemImport);
  const data = await validate(itemsCheckSchema, input);
  const scope = await solutionFor(ctx, projectId, solutionId, WRITE_PERMISSION.itemImport);
  const products = await matchRows(ctx.em, actor.partner.id, data.items);
  const canRequest = hasPermission(actor, WRITE_PERMISSION.itemRequest);
  const found: CheckedRow[] = [];
  const missing: CheckedRow[] = [];
  data.items.forEach((row, index) => {
    const product = products[index];
    if (product) {
      const available = categoryFits(product.category as Category, scope.solution.solutionType);
      found.push({ index, row, product, available, selected: available });
    } else {
      // Missing items can be selected only with request_import_items (spec §5).
      missing.push({ index, row, product: null, available: canRequest, selected: false });
    }
  });
  return { found, missing };
}

function modesOf(raw: unknown[] | undefined): ItemRequestMode[] {
  return (raw ?? [])
    .map((m) => (typeof m === 'string' ? m : typeof m === 'object' && m ? String((m as { title?: unknown; name?: unknown }).title ?? (m as { name?: unknown }).name ?? '') : ''))
    .map((t) => t.replace(/\u0000/g, '').trim().slice(0, 60))
    .filter(Boolean)
    .map((title) => ({ title }));
}

type RequestRow = ImportRow & { modes?: unknown[] };

function createRequests(ctx: RequestContext, scope: ScopedSolution, rows: readonly RequestRow[], manual: boolean): ItemRequest[] {
  const actor = requireActor(ctx.actor);
  return rows.map((r) =>
    ctx.em.create(ItemRequest, {
      solution: scope.solution,
      requestedBy: ctx.em.getReference(User, actor.user.id),
      brandName: r.brandName,
      modelName: r.modelName,
      manufacturerPartNumber: r.manufacturerPartNumber || null,
      amount: r.amount,
      modes: modesOf(r.modes),
      isManualRequest: manual,
    }),
  );
}

/**
 * POST …/solution/{sid}/import-items {items, requested_items, is_manual_request}: the items (each by
 * product_id or matched again from its row) are added and the requested items stored, all in one
 * transaction. Requested items need request_import_items.
 */
export async function importItems(ctx: RequestContext, projectId: number, solutionId: number, input: ItemsImportFields): Promise<{ items: SolutionItem[]; requests: ItemRequest[] }> {
  const actor = requireActor(ctx.actor);
  allow(ctx, WRITE_PERMISSION.itemImport);
  const data = await validate(itemsImportSchema, input);
  if (!data.items.length && !data.requestedItems.length) throw DomainError.invalid('items', 'solutions.noItemsSelected');
  if (data.requestedItems.length) requirePermission(actor, WRITE_PERMISSION.itemRequest);
  const result = await inTransaction(ctx, async (tx) => {
    const scope = await solutionFor(tx, projectId, solutionId, WRITE_PERMISSION.itemImport);
    await assertItemListsEditable(tx.em, scope.group.id);
    const byId = new Map(
      (await tx.em.find(Product, { id: { $in: data.items.flatMap((r) => (r.productId ? [r.productId] : [])) }, $or: [{ partner: null }, { partner: actor.partner.id }] }, { populate: ['category'] })).map((p) => [p.id, p]),
    );
    const matched = await matchRows(tx.em, actor.partner.id, data.items.filter((r) => !r.productId));
    const errors: FieldErrors = {};
    let m = 0;
    const products = data.items.map((r, i) => {
      const p = r.productId ? (byId.get(r.productId) ?? null) : matched[m++];
      if (!p) errors[`items[${i}]`] = [keyed(r.productId ? 'solutions.productInvalid' : 'solutions.noProductMatches')];
      else if (!categoryFits(p.category as Category, scope.solution.solutionType)) errors[`items[${i}]`] = [categoryNotAllowed(p.category as Category, scope.solution.solutionType)];
      return p;
    });
    if (Object.keys(errors).length) throw DomainError.validation(errors);
    let order = await nextItemOrder(tx.em, scope.solution.id);
    const items = data.items.map((r, i) => tx.em.create(SolutionItem, { solution: scope.solution, product: products[i]!, amount: r.amount, sortOrder: order++ }));
    const requests = createRequests(tx, scope, data.requestedItems, data.isManualRequest);
    await tx.em.flush();
    return { scope, items, requests };
  });
  await publishChange(ctx, result.scope.project, [result.scope.group.id], 'item');
  return { items: result.items, requests: result.requests };
}

/** POST …/solution/{sid}/request-items: rows (brand, model, part number, amount, mode titles) to request. */
export async function requestItems(ctx: RequestContext, projectId: number, solutionId: number, input: ItemsRequestFields): Promise<ItemRequest[]> {
  allow(ctx, WRITE_PERMISSION.itemRequest);
  const data = await validate(itemsRequestSchema, input);
  return inTransaction(ctx, async (tx) => {
    const scope = await solutionFor(tx, projectId, solutionId, WRITE_PERMISSION.itemRequest);
    await assertItemListsEditable(tx.em, scope.group.id);
    const requests = createRequests(tx, scope, data.items, data.isManualRequest);
    await tx.em.flush();
    return requests;
  });
}
