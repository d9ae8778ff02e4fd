/**
 * Where a partner's own product is used (issue #45, point 6): products are the partner's catalogue,
 * shared by all its projects, so a colleague with manage_products may correct one that projects they
 * cannot open use (README, "Who may open a project"). Before they save, the product dialog says how
 * many projects follow the change at their next computation, names those the caller may open (the one
 * project rule, project-access.ts) and only counts the others, so no name leaks.
 *
 * GraphQL productUsage and GET /project-manager/product/{id}/usage. Needs manage_products, as the edit
 * does; another partner's or a catalogue product is not found.
 */
import { DomainError } from '../../../../../shared/errors';
import { requireActor, requirePermission } from '../../../platform/auth/actor';
import type { RequestContext } from '../../../platform/context';
import { PG_INT_MAX } from '../../../platform/db/prepared';
import { Product } from '../../catalogue';
import { openableProjectRows } from '../../projects';
import { WRITE_PERMISSION } from '../access';

/** At most this many openable projects are named; the rest are counted. */
export const PRODUCT_USAGE_NAMED_MAX = 50;

export interface ProductUsageProject {
  id: number;
  name: string;
  namespace: string;
}

export interface ProductUsageModel {
  productId: number;
  /** Projects (not archived) with at least one item of the product, whoever may open them. */
  projectCount: number;
  /** Items of the product in those projects. */
  itemCount: number;
  /** Of those projects, the ones the caller may open, by name (at most PRODUCT_USAGE_NAMED_MAX). */
  projects: ProductUsageProject[];
  /** Projects the caller may open beyond the named ones. */
  moreOpenable: number;
  /** Projects the caller may not open: counted, never named. */
  notOpenable: number;
}

export async function productUsage(ctx: RequestContext, productId: number): Promise<ProductUsageModel> {
  const actor = requireActor(ctx.actor);
  requirePermission(actor, WRITE_PERMISSION.productCreate);
  if (productId > PG_INT_MAX) throw DomainError.notFound('catalogue.productNotFound');
  const product = await ctx.em.findOne(Product, { id: productId, partner: actor.partner.id }, { fields: ['id'] });
  if (!product) throw DomainError.notFound('catalogue.productNotFound');

  const usedIn = `select distinct "g"."project_id" from "solution_items" "i"
    join "solutions" "s" on "s"."id" = "i"."solution_id" join "solution_groups" "g" on "g"."id" = "s"."group_id"
    where "i"."product_id" = ?`;
  const [counts] = await ctx.em.execute<Array<{ projects: number; items: number }>>(
    `select count(distinct "g"."project_id")::int as "projects", count(*)::int as "items"
     from "solution_items" "i" join "solutions" "s" on "s"."id" = "i"."solution_id"
     join "solution_groups" "g" on "g"."id" = "s"."group_id" join "projects" "p" on "p"."id" = "g"."project_id"
     where "i"."product_id" = ? and "p"."archived_at" is null`,
    [productId],
  );
  const openable = await openableProjectRows(ctx, { sql: usedIn, params: [productId] });
  const ids = openable.map((r) => r.id);
  const named = ids.length
    ? await ctx.em.execute<Array<{ id: number; name: string; namespace: string }>>(
        `select "id", "name", "namespace" from "projects" where "id" = any(?::int[]) order by lower("name"), "id" limit ${PRODUCT_USAGE_NAMED_MAX}`,
        [`{${ids.join(',')}}`],
      )
    : [];
  return {
    productId,
    projectCount: counts.projects,
    itemCount: counts.items,
    projects: named.map((r) => ({ id: r.id, name: r.name, namespace: r.namespace })),
    moreOpenable: ids.length - named.length,
    notOpenable: counts.projects - ids.length,
  };
}
