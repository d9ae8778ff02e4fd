/** PUT /partner/admin/data-method-priority (spec §7): the order in which LCA figures take an item's data (M5). */
import { dataMethodPrioritySchema } from '../../../../../shared/validation/partner-admin';
import type { RequestContext } from '../../../platform/context';
import { validate } from '../../../platform/validate';
import { requireAdmin } from '../access';
import { dataMethodPriorityOf } from './data-method-priority';

export async function updateDataMethodPriority(ctx: RequestContext, methods: unknown): Promise<string[]> {
  const actor = requireAdmin(ctx);
  const data = await validate(dataMethodPrioritySchema, { methods });
  actor.partner.dataMethodPriority = [...data.methods];
  await ctx.em.flush();
  return [...dataMethodPriorityOf(actor.partner)];
}
