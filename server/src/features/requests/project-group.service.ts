/**
 * Buyer project groups (spec/platform-and-shell.md §2, §3 "Client / project group", §5 "A project
 * group with projects cannot be deleted"): a buyer's project group is a client of its partner.
 */
import { DomainError } from '../../../../shared/errors';
import type { ClientInput } from '../../../../shared/validation';
import type { Namespace } from '../../../../shared/constants';
import { requireActor, requirePermission } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { Client, createClient, getClient, updateClient } from '../clients';
import { Project, visibleProjects } from '../projects';

export async function createProjectGroup(ctx: RequestContext, _namespace: Namespace, input: ClientInput): Promise<Client> {
  return createClient(ctx, input);
}

/** The group with the projects of it that the caller may open. */
export async function getProjectGroup(ctx: RequestContext, id: number, namespace: Namespace = 'buyers'): Promise<{ group: Client; projects: Project[] }> {
  const actor = requireActor(ctx.actor);
  const group = await getClient(ctx, id);
  const projects = await ctx.em.find(Project, { $and: [visibleProjects(actor), { client: group.id, namespace }] }, { populate: ['owner'], orderBy: { updatedAt: 'desc', id: 'desc' } });
  return { group, projects };
}

export async function updateProjectGroup(ctx: RequestContext, id: number, input: Partial<ClientInput>): Promise<Client> {
  return updateClient(ctx, id, input);
}

/**
 * DELETE /buyers/project-group/{id}: only a group without live projects ("You must delete projects
 * before deleting the group"); its archived (deleted) projects go with it, in one transaction.
 */
export async function deleteProjectGroup(ctx: RequestContext, id: number): Promise<void> {
  requirePermission(requireActor(ctx.actor), 'manage_clients');
  await ctx.em.transactional(async (em) => {
    const tx = { ...ctx, em: em as typeof ctx.em };
    const group = await getClient(tx, id);
    if (await em.count(Project, { client: group.id, archivedAt: null })) throw DomainError.invalid('projects', 'groups.hasProjects');
    await em.nativeDelete(Project, { client: group.id });
    await em.nativeDelete(Client, { id: group.id });
  });
}
