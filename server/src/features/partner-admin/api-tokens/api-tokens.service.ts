/**
 * Partner API tokens (spec §3 API token; §7 api/v3/partner/api-token). The plain token is returned
 * once, at creation; only its SHA-256 is stored. A token acts as the admin who made it, within that
 * admin's partner (platform/auth/authenticate.ts), and stops working the moment it is deleted.
 */
import { DomainError } from '../../../../../shared/errors';
import { apiTokenCreateSchema, type ApiTokenCreateInput } from '../../../../../shared/validation/partner-admin';
import { randomToken, sha256 } from '../../../platform/auth/tokens';
import type { RequestContext } from '../../../platform/context';
import { recheckSockets } from '../../../platform/realtime/sockets';
import { validate } from '../../../platform/validate';
import { ApiToken } from '../../auth';
import { requireAdmin } from '../access';

export interface ApiTokenView {
  id: number;
  tokenName: string;
  ownerName: string;
  lastUsedAt: Date | null;
  createdAt: Date;
}

export interface ApiTokenCreated {
  token: ApiTokenView;
  /** Shown once; not stored. */
  plainTextToken: string;
}

const view = (t: ApiToken): ApiTokenView => ({ id: t.id, tokenName: t.tokenName, ownerName: t.user.name, lastUsedAt: t.lastUsedAt, createdAt: t.createdAt });

/** The partner's tokens (any of its admins' tokens), newest first. */
export async function listApiTokens(ctx: RequestContext): Promise<ApiTokenView[]> {
  const actor = requireAdmin(ctx);
  const tokens = await ctx.em.find(ApiToken, { user: { partner: actor.partner.id } }, { populate: ['user'], orderBy: { createdAt: 'desc', id: 'desc' } });
  return tokens.map(view);
}

export async function createApiToken(ctx: RequestContext, input: ApiTokenCreateInput): Promise<ApiTokenCreated> {
  const actor = requireAdmin(ctx);
  const { tokenName } = await validate(apiTokenCreateSchema, input);
  const plainTextToken = `gia_${randomToken(30)}`;
  const token = ctx.em.create(ApiToken, { user: actor.user, tokenName, tokenHash: sha256(plainTextToken) });
  await ctx.em.flush();
  return { token: view(token), plainTextToken };
}

/**
 * Deletes a token of the partner; another partner's id answers 404. The graphql-ws sockets opened with
 * it close on every instance (platform/realtime/sockets.ts).
 */
export async function deleteApiToken(ctx: RequestContext, id: number): Promise<void> {
  const actor = requireAdmin(ctx);
  const [row] = await ctx.em.getConnection().execute<Array<{ user_id: number }>>(
    'delete from api_tokens t using users u where t.user_id = u.id and t.id = ? and u.partner_id = ? returning t.user_id',
    [id, actor.partner.id],
  );
  if (!row) throw DomainError.notFound('partnerAdmin.tokenNotFound');
  recheckSockets(row.user_id);
}
