/** Clients of a partner (spec/platform-and-shell.md §7 "Lists, clients, projects"). */
import { DomainError } from '../../../../shared/errors';
import { clientSchema, type ClientInput } from '../../../../shared/validation';
import { requireActor, requirePermission } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { validate } from '../../platform/validate';
import { Client } from './client.entity';

/** A client of the caller's partner; another partner's id answers 404. */
export async function getClient(ctx: RequestContext, id: number): Promise<Client> {
  const actor = requireActor(ctx.actor);
  const client = await ctx.em.findOne(Client, { id, partner: actor.partner.id });
  if (!client) throw DomainError.notFound('clients.notFound');
  return client;
}

export async function listClients(ctx: RequestContext): Promise<Client[]> {
  const actor = requireActor(ctx.actor);
  return ctx.em.find(Client, { partner: actor.partner.id }, { orderBy: { name: 'asc' } });
}

/** Most clients a search answers. */
export const CLIENT_SEARCH_LIMIT = 50;

/** GET /{namespace}/partner/clients/search?search: the partner's clients whose name, VAT number or city contains the text (all, by name, when empty). */
export async function searchClients(ctx: RequestContext, search: unknown): Promise<Client[]> {
  const actor = requireActor(ctx.actor);
  const term = typeof search === 'string' ? search.trim().slice(0, 160) : '';
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = term ? { partner: actor.partner.id, $or: [{ name: { $ilike: like } }, { vatNo: { $ilike: like } }, { city: { $ilike: like } }] } : { partner: actor.partner.id };
  return ctx.em.find(Client, where, { orderBy: { name: 'asc', id: 'asc' }, limit: CLIENT_SEARCH_LIMIT });
}

function applyClientFields(client: Client, data: ClientInput): void {
  client.name = data.name;
  client.address = data.address ?? null;
  client.address2 = data.address2 ?? null;
  client.city = data.city ?? null;
  client.zip = data.zip ?? null;
  client.country = data.country ?? null;
  client.vatNo = data.vatNo ?? null;
  client.description = data.description ?? null;
}

/**
 * Creates a client of the caller's partner (manage_clients). The input is checked with the shared
 * schema here, whichever API it came through.
 */
export async function createClient(ctx: RequestContext, input: ClientInput): Promise<Client> {
  const actor = requireActor(ctx.actor);
  requirePermission(actor, 'manage_clients');
  const data = await validate(clientSchema, input);
  const client = ctx.em.create(Client, { partner: actor.partner, createdBy: actor.user, name: data.name });
  applyClientFields(client, data);
  await ctx.em.flush();
  return client;
}

/** Updates a client; fields not sent keep their values. */
export async function updateClient(ctx: RequestContext, id: number, input: Partial<ClientInput>): Promise<Client> {
  const actor = requireActor(ctx.actor);
  const client = await getClient(ctx, id);
  requirePermission(actor, 'manage_clients');
  const data = await validate(clientSchema, { ...clientValues(client), ...input });
  applyClientFields(client, data);
  await ctx.em.flush();
  return client;
}

/** The client's current values as a domain input. */
function clientValues(c: Client): ClientInput {
  return { name: c.name, address: c.address, address2: c.address2, city: c.city, zip: c.zip, country: c.country, vatNo: c.vatNo, description: c.description };
}
