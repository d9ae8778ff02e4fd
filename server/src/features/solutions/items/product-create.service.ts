/**
 * POST /project-manager/product/create (spec/project-areas.md §3 Product create, §7 "Items"): a
 * partner-owned product with its category's modes (or the given ones); with solution_id it is also
 * added to that solution as an item of amount 1, in the same transaction. Needs manage_products.
 */
import { DomainError, keyed } from '../../../../../shared/errors';
import { type ProductCreateFields, productCreateSchema } from '../../../../../shared/validation/solutions';
import { requireActor, requirePermission } from '../../../platform/auth/actor';
import type { RequestContext } from '../../../platform/context';
import { validate } from '../../../platform/validate';
import { Product } from '../../catalogue';
import { getClient } from '../../clients';
import { Partner } from '../../partners';
import type { Project } from '../../projects';
import { Category } from '../../reference';
import { publishChange, solutionFor, WRITE_PERMISSION } from '../access';
import { inTransaction } from '../../../platform/service-context';
import { slot } from '../../../platform/wiring';
import { assertFits, assertItemListsEditable, nextItemOrder } from './item.service';
import { SolutionItem } from '../solution.entity';

/**
 * A product created with start_validation, as events the validation feature handles (it depends on
 * this feature, not the reverse; wired at start by server/src/app/wiring.ts): `queued` inside the
 * create's transaction (the product joins the super admin's queue), `committed` after the commit
 * (the announcement to the admins and the project's screens).
 */
export interface ProductCreatedEvents {
  queued(tx: RequestContext, product: Product, project: Project | null): Promise<void>;
  committed(ctx: RequestContext, project: Project): Promise<void>;
}
export const productCreatedEvents = slot<ProductCreatedEvents>('solutions.productCreatedEvents');

/** Whether the seller gave any PCF stage (issue #32). */
export function hasProductLca(lca: { manufacturingKg?: number | null; transportationKg?: number | null; eolKg?: number | null } | null | undefined): boolean {
  return !!lca && [lca.manufacturingKg, lca.transportationKg, lca.eolKg].some((v) => v !== null && v !== undefined);
}

/** The data method of a partner's product (M5): its own PCF, else average-plus with a weight, else the category default. */
export function productDataMethod(hasLca: boolean, weightKg: number | null): 'product' | 'average_plus' | 'category_default' {
  return hasLca ? 'product' : weightKg !== null && weightKg > 0 ? 'average_plus' : 'category_default';
}

export async function createProduct(ctx: RequestContext, input: ProductCreateFields): Promise<{ product: Product; item: SolutionItem | null }> {
  const actor = requireActor(ctx.actor);
  requirePermission(actor, WRITE_PERMISSION.productCreate);
  const data = await validate(productCreateSchema, input);
  const result = await inTransaction(ctx, async (tx) => {
    // The client the product is created for must be the partner's own (404 otherwise).
    if (data.clientId) await getClient(tx, data.clientId);
    const category = await tx.em.findOne(Category, { id: data.category.id });
    if (!category || category.preset || !category.name) throw DomainError.validation({ 'category.id': [keyed('solutions.categoryInvalid')] });
    const scope = data.solutionId ? await solutionFor(tx, null, data.solutionId, WRITE_PERMISSION.productCreate) : null;
    const specs: Record<string, unknown> = { ...(data.specs ?? {}) };
    if (data.additionalData) specs.additional_data = data.additionalData;
    const weight = Number(specs.weight_kg);
    // The seller's own PCF (issue #32): the "product" source of the data-method priority (M5).
    const lca = data.lca ?? null;
    const hasLca = hasProductLca(lca);
    const product = tx.em.create(Product, {
      partner: tx.em.getReference(Partner, actor.partner.id),
      manufacturer: data.manufacturer || 'Unknown',
      modelName: data.modelName,
      manufacturerPartNumber: data.manufacturerPartNumber || null,
      category,
      modes: data.category.modes?.length
        ? data.category.modes.map((m) => ({ name: m.name, powerWatts: m.powerConsumptionWatts, hours: m.hours }))
        : category.defaultModes.map((m) => ({ name: m.name, powerWatts: m.powerWatts, hours: m.hours })),
      specs,
      weightKg: Number.isFinite(weight) && weight > 0 ? weight : null,
      lcaManufacturingKg: hasLca ? (lca?.manufacturingKg ?? null) : null,
      lcaTransportationKg: hasLca ? (lca?.transportationKg ?? null) : null,
      lcaEolKg: hasLca ? (lca?.eolKg ?? null) : null,
      dataMethod: productDataMethod(hasLca, Number.isFinite(weight) && weight > 0 ? weight : null),
      manufacturerVerified: data.manufacturerVerified,
      notes: data.startValidation ? ['Validation requested when the product was created.'] : [],
    });
    let item: SolutionItem | null = null;
    if (scope) {
      assertFits(product, scope.solution.solutionType, 'solutionId');
      await assertItemListsEditable(tx.em, scope.group.id);
      item = tx.em.create(SolutionItem, { solution: scope.solution, product, amount: 1, sortOrder: await nextItemOrder(tx.em, scope.solution.id) });
    }
    await tx.em.flush();
    // start_validation: the product joins the super admin's validation queue.
    if (data.startValidation) {
      await productCreatedEvents.get().queued(tx, product, scope?.project ?? null);
      await tx.em.flush();
    }
    return { product, item, scope };
  });
  if (result.scope) await publishChange(ctx, result.scope.project, [result.scope.group.id], 'item');
  if (data.startValidation && result.scope) await productCreatedEvents.get().committed(ctx, result.scope.project);
  return { product: result.product, item: result.item };
}
