/**
 * PUT /project-manager/product/{id} and GraphQL productUpdate (issue #32: "creating or editing an own
 * product accepts its PCF stages"): the partner's own product, partially. A field left out keeps its
 * value; a missing `lca` leaves the stored stages unchanged, and in `lca` a stage left out keeps its
 * value while null clears it. The data method follows the stages (M5). Needs manage_products; another
 * partner's or a catalogue product is not found.
 *
 * Figures stay current without more: a write to `products` bumps the reference revision (database
 * triggers, migrations/Migration20261126110000_project_revisions.ts) that every cached computation is
 * keyed by.
 */
import { DomainError } from '../../../../../shared/errors';
import { type ProductUpdateFields, productUpdateSchema } from '../../../../../shared/validation/solutions';
import { requireActor, requirePermission } from '../../../platform/auth/actor';
import type { RequestContext } from '../../../platform/context';
import { inTransaction } from '../../../platform/service-context';
import { validate } from '../../../platform/validate';
import { Product } from '../../catalogue';
import { WRITE_PERMISSION } from '../access';
import { hasProductLca, productDataMethod } from './product-create.service';

export async function updateProduct(ctx: RequestContext, productId: number, input: ProductUpdateFields): Promise<Product> {
  const actor = requireActor(ctx.actor);
  requirePermission(actor, WRITE_PERMISSION.productCreate);
  const data = await validate(productUpdateSchema, input);
  return inTransaction(ctx, async (tx) => {
    const product = await tx.em.findOne(Product, { id: productId, partner: actor.partner.id }, { populate: ['category'] });
    if (!product) throw DomainError.notFound('catalogue.productNotFound');
    if (data.manufacturer) product.manufacturer = data.manufacturer;
    if (data.modelName) product.modelName = data.modelName;
    if (data.manufacturerPartNumber !== undefined) product.manufacturerPartNumber = data.manufacturerPartNumber || null;
    if (data.lca) {
      const { manufacturingKg, transportationKg, eolKg } = data.lca;
      if (manufacturingKg !== undefined) product.lcaManufacturingKg = manufacturingKg;
      if (transportationKg !== undefined) product.lcaTransportationKg = transportationKg;
      if (eolKg !== undefined) product.lcaEolKg = eolKg;
      const stages = { manufacturingKg: product.lcaManufacturingKg, transportationKg: product.lcaTransportationKg, eolKg: product.lcaEolKg };
      product.dataMethod = productDataMethod(hasProductLca(stages), product.weightKg);
    }
    await tx.em.flush();
    return product;
  });
}
