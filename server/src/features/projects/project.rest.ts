import type { Router, Request } from 'express';
import { GENERIC_AREAS, PROJECT_DATA_STATES } from '../../../../shared/constants';
import { requireActor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { handle, idParam, queryString } from '../../platform/http/rest';
import { parseEdgeId } from '../../platform/validate';
import { fromRest } from '../../platform/http/rest-fields';
import { presentClient } from '../clients';
import { presentPartner } from '../partners';
import { DomainError } from '../../../../shared/errors';
import type { Project } from './project.entity';
import { cloneRestFields, noteRestFields as noteFields, presentNote, presentProject, presentShare, projectRestFields as fields, shareRestFields } from './project.rest-mapper';
import { getProject } from './project-access';
import * as projects from './project.service';
import { apiRouter } from '../../platform/http/api-router';

const ns = (req: Request) => projects.parseNamespace(req.params.namespace);
/** GET /{namespace}/dashboard-list: the namespace's projects the caller may open, most recently changed first. */
const DASHBOARD_LIST_SIZE = 10;

async function presentGrouped(ctx: RequestContext, list: Project[]) {
  const actor = requireActor(ctx.actor);
  const counts = await projects.itemValidationCounter.get().many(ctx.em, list.map((p) => p.id));
  return projects.groupByClient(list).map(({ client, projects: ps }) => ({
    ...presentClient(client),
    projects: { data: ps.map((p) => ({ ...presentProject(p, actor), itemValidationCount: counts.get(p.id) })) },
  }));
}

/** Project paths per namespace, notes and shares (spec/platform-and-shell.md §7). */
export function projectRoutes(): Router {
  const r = apiRouter();
  const present = (ctx: RequestContext, p: Project) => presentProject(p, requireActor(ctx.actor));
  const list = (mode: (req: Request) => projects.ProjectListMode) =>
    handle(async (ctx, req) =>
      presentGrouped(ctx, await projects.listProjects(ctx, { namespace: ns(req), mode: mode(req), limit: Number(queryString(req, 'limit')) || undefined, search: queryString(req, 'search') })),
    );

  r.get('/projects/latest', handle(async (ctx) => {
    const actor = requireActor(ctx.actor);
    return (await projects.latestProjects(ctx)).map((p) => ({ ...presentProject(p, actor), client: presentClient(p.client) }));
  }));
  // The sidebar's lists by filter (state: latest, myProjects, sharedWithMe, allProjects, orgProjects).
  r.get('/clients/projects/state', handle(async (ctx, req) => {
    requireActor(ctx.actor);
    const namespace = projects.parseNamespace(queryString(req, 'namespace'));
    return presentGrouped(ctx, await projects.listProjects(ctx, { namespace, mode: projects.sidebarMode(queryString(req, 'state'), 'state') }));
  }));
  r.get('/:namespace/dashboard-list', handle(async (ctx, req) => {
    const actor = requireActor(ctx.actor);
    const list = await projects.listProjects(ctx, { namespace: ns(req), mode: 'all', limit: DASHBOARD_LIST_SIZE });
    return list.map((p) => ({ ...presentProject(p, actor), client: presentClient(p.client) }));
  }));
  r.get('/:namespace/projects/areas', handle(async (ctx, req) => {
    requireActor(ctx.actor);
    ns(req);
    return GENERIC_AREAS.map(({ id, key, name }) => ({ id, key, name }));
  }));
  r.get('/:namespace/states', handle(async (ctx, req) => {
    requireActor(ctx.actor);
    ns(req);
    return PROJECT_DATA_STATES.map(({ id, key, side, growth }) => ({ id, key, side, growth }));
  }));
  // The caller's partner (spec §7 GET /{namespace}/partner, GET /comparative-solution/partner).
  const ownPartner = handle(async (ctx, req) => {
    const actor = requireActor(ctx.actor);
    if (req.params.namespace !== undefined) ns(req);
    return presentPartner(actor.partner);
  });
  r.get('/comparative-solution/partner', ownPartner);
  r.get('/:namespace/partner', ownPartner);
  // GET /comparative-solution/users/search?search&partner_id: the caller's partner's users (another partner's id is 404).
  r.get('/comparative-solution/users/search', handle(async (ctx, req) => {
    const actor = requireActor(ctx.actor);
    const partnerId = queryString(req, 'partner_id');
    if (partnerId !== undefined && partnerId !== '' && parseEdgeId(ctx.actor, partnerId) !== actor.partner.id) throw DomainError.notFound();
    return (await projects.searchPartnerUsers(ctx, queryString(req, 'search'))).map((u) => ({ id: u.id, name: u.name, email: u.email }));
  }));
  // GET /{namespace}/partners/{id}/projects/: the partner's projects the caller may open, by client (another partner is 404).
  r.get('/:namespace/partners/:id/projects', handle(async (ctx, req) => {
    const actor = requireActor(ctx.actor);
    const namespace = ns(req);
    if (idParam(req) !== actor.partner.id) throw DomainError.notFound();
    return presentGrouped(ctx, await projects.listProjects(ctx, { namespace, mode: 'organization' }));
  }));
  r.get('/:namespace/projects', list((req) => (queryString(req, 'organization') === '1' ? 'organization' : queryString(req, 'limit') ? 'latest' : 'mine')));
  r.get('/:namespace/projects/all', list(() => 'all'));
  r.get('/:namespace/projects/search', list(() => 'search'));
  r.get('/:namespace/shares/projects', list(() => 'shared'));
  // After the list paths (all, search), which the id would otherwise swallow.
  r.get('/project-manager/projects/:id', handle(async (ctx, req) => {
    const p = await getProject(ctx, idParam(req), 'project-manager');
    return { ...present(ctx, p), client: presentClient(p.client) };
  }));
  r.post('/:namespace/projects/create', handle(async (ctx, req) => present(ctx, await projects.createProject(ctx, ns(req), fromRest(fields, req.body))), { status: 201, fields }));
  r.get('/:namespace/projects/:id/project-with-all-details', handle(async (ctx, req) => {
    const p = await getProject(ctx, idParam(req), ns(req));
    return { ...present(ctx, p), client: presentClient(p.client), itemValidationCount: await projects.itemValidationCounter.get().one(ctx.em, p.id) };
  }));
  r.get('/:namespace/projects/:id/share/users', handle(async (ctx, req) => {
    await getProject(ctx, idParam(req), ns(req));
    return (await projects.searchPartnerUsers(ctx, queryString(req, 'search'))).map((u) => ({ id: u.id, name: u.name, email: u.email }));
  }));
  r.put('/:namespace/projects/:id', handle(async (ctx, req) => present(ctx, await projects.updateProject(ctx, idParam(req), fromRest(fields, req.body), ns(req))), { fields }));
  r.delete('/:namespace/projects/:id', handle(async (ctx, req) => {
    await projects.archiveProject(ctx, idParam(req), ns(req));
    return { message: 'deleted' };
  }));
  r.post('/:namespace/projects/:id/clone', handle(async (ctx, req) => present(ctx, await projects.cloneProject(ctx, idParam(req), parseEdgeId(ctx.actor, fromRest(cloneRestFields, req.body ?? {}).clientId), ns(req), projects.projectContentCopier.get())), 201));
  r.put('/:namespace/projects/:id/changeOwner/:userId', handle(async (ctx, req) => present(ctx, await projects.changeOwner(ctx, idParam(req), idParam(req, 'userId'), ns(req)))));

  r.get('/projects/:id/notes', handle(async (ctx, req) => (await projects.listNotes(ctx, idParam(req))).map(presentNote)));
  r.post('/projects/:id/notes', handle(async (ctx, req) => presentNote(await projects.createNote(ctx, idParam(req), fromRest(noteFields, req.body))), 201));
  r.get('/projects/:id/notes/:noteId', handle(async (ctx, req) => presentNote(await projects.getNote(ctx, idParam(req), idParam(req, 'noteId')))));
  r.put('/projects/:id/notes/:noteId', handle(async (ctx, req) => presentNote(await projects.updateNote(ctx, idParam(req), idParam(req, 'noteId'), fromRest(noteFields, req.body)))));
  r.delete('/projects/:id/notes/:noteId', handle(async (ctx, req) => {
    await projects.deleteNote(ctx, idParam(req), idParam(req, 'noteId'));
    return { message: 'deleted' };
  }));

  r.get('/projects/:id/share', handle(async (ctx, req) => (await projects.listShares(ctx, idParam(req))).map(presentShare)));
  r.post('/projects/:id/share', handle(async (ctx, req) => presentShare(await projects.createShare(ctx, idParam(req), fromRest(shareRestFields, req.body ?? {}))), { status: 201, fields: shareRestFields }));
  r.delete('/projects/:id/share/:subscriberId', handle(async (ctx, req) => {
    await projects.deleteShare(ctx, idParam(req), idParam(req, 'subscriberId'));
    return { message: 'deleted' };
  }));
  return r;
}
