/** Clients of a partner (spec/platform-and-shell.md §7 "Lists, clients, projects"). */
import { DomainError } from '../../../../shared/errors';
import { clientSchema } from '../../../../shared/validation';
import { requireActor, requirePermission } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { parseId, validate } from '../../platform/validate';
import { Client } from './client.entity';

/** A client of the caller's partner; another partner's id answers 404. */
export async function getClient(ctx: RequestContext, id: unknown): Promise<Client> {
  const actor = requireActor(ctx.actor);
  const client = await ctx.em.findOne(Client, { id: parseId(id), partner: actor.partner.id });
  if (!client) throw DomainError.notFound('clients.notFound');
  return client;
}

export async function listClients(ctx: RequestContext): Promise<Client[]> {
  const actor = requireActor(ctx.actor);
  return ctx.em.find(Client, { partner: actor.partner.id }, { orderBy: { name: 'asc' } });
}

function applyClientFields(client: Client, data: Awaited<ReturnType<typeof clientSchema.validate>>): void {
  client.name = data.name;
  client.address = data.address ?? null;
  client.address2 = data.address2 ?? null;
  client.city = data.city ?? null;
  client.zip = data.zip ?? null;
  client.country = data.country ?? null;
  client.vatNo = data.vat_no ?? null;
  client.description = data.description ?? null;
}

export async function createClient(ctx: RequestContext, input: unknown): Promise<Client> {
  const actor = requireActor(ctx.actor);
  requirePermission(actor, 'manage_clients');
  const data = await validate(clientSchema, input);
  const client = ctx.em.create(Client, { partner: actor.partner, createdBy: actor.user, name: data.name });
  applyClientFields(client, data);
  await ctx.em.flush();
  return client;
}

export async function updateClient(ctx: RequestContext, id: unknown, input: unknown): Promise<Client> {
  const actor = requireActor(ctx.actor);
  const client = await getClient(ctx, id);
  requirePermission(actor, 'manage_clients');
  const data = await validate(clientSchema, { ...presentClient(client), ...(input as object) });
  applyClientFields(client, data);
  await ctx.em.flush();
  return client;
}

export function presentClient(c: Client) {
  return {
    id: c.id,
    name: c.name,
    address: c.address,
    address2: c.address2,
    city: c.city,
    zip: c.zip,
    country: c.country,
    vat_no: c.vatNo,
    description: c.description,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}
