/**
 * PUT /partner/admin/scope2-method (issue #46 point 2): which scope 2 figure the partner's documents
 * register, stamp and headline: location-based (the default) or market-based. GHG Protocol Scope 2
 * Guidance (2015) ch. 7.1: both figures are reported, each labelled by its method; the registered one is
 * named on the document. Documents already issued keep their stored total.
 */
import { scope2MethodOr, type Scope2Method } from '../../../../../shared/calc';
import { scope2MethodSchema } from '../../../../../shared/validation/partner-admin';
import type { RequestContext } from '../../../platform/context';
import { validate } from '../../../platform/validate';
import type { Partner } from '../../partners';
import { requireAdmin } from '../access';

/** The partner's registered scope 2 method (location-based unless market-based is chosen). */
export function scope2MethodOf(partner: Pick<Partner, 'scope2RegisteredMethod'>): Scope2Method {
  return scope2MethodOr(partner.scope2RegisteredMethod);
}

export async function updateScope2Method(ctx: RequestContext, method: unknown): Promise<Scope2Method> {
  const actor = requireAdmin(ctx);
  const data = await validate(scope2MethodSchema, { method });
  actor.partner.scope2RegisteredMethod = data.method as Scope2Method;
  await ctx.em.flush();
  return scope2MethodOf(actor.partner);
}
