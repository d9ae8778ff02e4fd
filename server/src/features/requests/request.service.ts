/**
 * Buyer requests and seller responses (spec/project-areas.md §3–§8, platform-and-shell.md §2, §5).
 *
 * Who may do what:
 * - **The buyer side** (request, questions, shares) goes through the buyer's project: who may see the
 *   project sees its requests (projects/project-access.ts); writes need manage_projects and the
 *   project's partner.
 * - **The seller side** goes through a request share: the user whose e-mail the share was sent to, and
 *   the colleagues it was shared with internally, see it; nobody else (404). The response group is a
 *   `requested` group of the buyer's project made when the seller accepts; the seller works in it with
 *   the solutions services under a grant that opens that group only (RequestContext.grant).
 */
import type { FilterQuery } from '@mikro-orm/core';
import { DomainError, ErrorCode, keyed } from '../../../../shared/errors';
import type { Namespace } from '../../../../shared/constants';
import {
  answerSchema,
  confirmSchema,
  internalShareSchema,
  questionSchema,
  questionTemplateSchema,
  requestSchema,
  requestShareSchema,
  type QuestionInput,
  type QuestionTemplateInput,
  type RequestInput,
  type RequestShareInput,
} from '../../../../shared/validation/requests';
import { requireActor, requirePartnerAdmin, requirePermission, type Actor } from '../../platform/auth/actor';
import { config } from '../../platform/config';
import type { RequestContext, RequestShareGrant } from '../../platform/context';
import { composeMail, mailDate } from '../../platform/mail/mail-texts';
import { sendMail } from '../../platform/mail/mailer';
import { pubSub, Topic } from '../../platform/realtime/pubsub';
import { validate } from '../../platform/validate';
import { getProject, requireContentWrite, visibleProjects, type Project } from '../projects';
import { isSingleSolution, publishChange, singleSolutionRefusal, SolutionGroup } from '../solutions';
import { inTransaction } from '../../platform/service-context';
import { User } from '../users';
import { BuyerRequest, Question, QuestionAnswer, QuestionTemplate, RequestInternalShare, RequestShare } from './request.entity';
import { requestOfShare } from './requests.loaders';

/** Request list page size (spec/project-areas.md §9). */
export const REQUEST_PAGE_SIZE = 10;
export const REQUEST_SORT_FIELDS = ['created_at', 'received_at', 'deadline', 'status', 'title', 'seen_at'] as const;
export type RequestSortField = (typeof REQUEST_SORT_FIELDS)[number];

/** An input as it arrives: the shared schema checks every field. */
type Loose<T> = { [K in keyof T]?: unknown };

const escapeLike = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- buyer side --------------------------------------------------------------------------------

/** The buyer's project for a request call; `write` checks manage_projects and the project's partner. */
async function buyerProject(ctx: RequestContext, namespace: Namespace, projectId: number, write: boolean): Promise<Project> {
  const actor = requireActor(ctx.actor);
  if (write) requirePermission(actor, 'manage_projects');
  const project = await getProject(ctx, projectId, namespace);
  if (write) requireContentWrite(actor, project, 'manage_projects');
  return project;
}

async function requestOf(ctx: RequestContext, project: Project, requestId: number): Promise<BuyerRequest> {
  const request = await ctx.em.findOne(BuyerRequest, { id: requestId, project: project.id }, { populate: ['questions', 'shares', 'partner', 'owner'] });
  if (!request) throw DomainError.notFound('solutions.requestNotFound');
  return request;
}

/** GET /{namespace}/project/{projectId}/request: the project's requests, newest first. */
export async function listRequests(ctx: RequestContext, namespace: Namespace, projectId: number): Promise<BuyerRequest[]> {
  const project = await buyerProject(ctx, namespace, projectId, false);
  return ctx.em.find(BuyerRequest, { project: project.id }, { populate: ['questions', 'shares', 'partner', 'owner'], orderBy: { id: 'desc' } });
}

export async function getRequest(ctx: RequestContext, namespace: Namespace, projectId: number, requestId: number): Promise<BuyerRequest> {
  return requestOf(ctx, await buyerProject(ctx, namespace, projectId, false), requestId);
}

/** POST /{namespace}/project/{projectId}/request {title, deadline, description}: a draft request. */
export async function createRequest(ctx: RequestContext, namespace: Namespace, projectId: number, input: Partial<RequestInput>): Promise<BuyerRequest> {
  const actor = requireActor(ctx.actor);
  requirePermission(actor, 'manage_projects');
  const data = await validate(requestSchema, input);
  const project = await buyerProject(ctx, namespace, projectId, true);
  // A seller's answer adds a requested group: a single-solution project holds its one solution only.
  if (isSingleSolution(project)) throw singleSolutionRefusal('solutions.singleSolutionNoRequests', 'project');
  const request = ctx.em.create(BuyerRequest, { project, partner: actor.partner, owner: actor.user, title: data.title, deadline: data.deadline, description: data.description ?? null });
  await ctx.em.flush();
  return requestOf(ctx.em.fork() === ctx.em ? ctx : { ...ctx, em: ctx.em.fork() }, project, request.id);
}

/** PUT …/request/{id}: fields not sent keep their values; the deadline may not be earlier than today. */
export async function updateRequest(ctx: RequestContext, namespace: Namespace, projectId: number, requestId: number, input: Partial<RequestInput>): Promise<BuyerRequest> {
  requirePermission(requireActor(ctx.actor), 'manage_projects');
  const project = await buyerProject(ctx, namespace, projectId, true);
  const request = await requestOf(ctx, project, requestId);
  const data = await validate(requestSchema, { title: request.title, deadline: request.deadline, description: request.description, ...input });
  request.title = data.title;
  request.deadline = data.deadline;
  request.description = data.description ?? null;
  await ctx.em.flush();
  return request;
}

/** Saves a question of a request: a new one (questionId null) last, or an existing one's text and type. */
export async function saveQuestion(ctx: RequestContext, namespace: Namespace, projectId: number, requestId: number, questionId: number | null, input: Loose<QuestionInput>): Promise<Question> {
  requirePermission(requireActor(ctx.actor), 'manage_projects');
  const data = await validate(questionSchema, input);
  const project = await buyerProject(ctx, namespace, projectId, true);
  const request = await requestOf(ctx, project, requestId);
  let question: Question;
  if (questionId === null) {
    const last = request.questions.getItems().reduce((m, q) => Math.max(m, q.sortOrder), -1);
    question = ctx.em.create(Question, { request, question: data.question, type: data.type, sortOrder: last + 1 });
  } else {
    const found = request.questions.getItems().find((q) => q.id === questionId);
    if (!found) throw DomainError.notFound('requests.questionNotFound');
    question = found;
    question.question = data.question;
    question.type = data.type;
  }
  await ctx.em.flush();
  return question;
}

export async function deleteQuestion(ctx: RequestContext, namespace: Namespace, projectId: number, requestId: number, questionId: number): Promise<void> {
  const project = await buyerProject(ctx, namespace, projectId, true);
  const request = await requestOf(ctx, project, requestId);
  const question = request.questions.getItems().find((q) => q.id === questionId);
  if (!question) throw DomainError.notFound('requests.questionNotFound');
  await ctx.em.remove(question).flush();
}

/** POST …/request/{id}/question-template/{templateId}: the template's questions are added to the request ("Template importet"). */
export async function importTemplate(ctx: RequestContext, namespace: Namespace, projectId: number, requestId: number, templateId: number): Promise<BuyerRequest> {
  const actor = requireActor(ctx.actor);
  const project = await buyerProject(ctx, namespace, projectId, true);
  const request = await requestOf(ctx, project, requestId);
  const template = await ctx.em.findOne(QuestionTemplate, { id: templateId, partner: actor.partner.id });
  if (!template) throw DomainError.notFound('requests.templateNotFound');
  let order = request.questions.getItems().reduce((m, q) => Math.max(m, q.sortOrder), -1);
  for (const q of template.questions) ctx.em.create(Question, { request, question: q.question, type: q.type, sortOrder: ++order });
  await ctx.em.flush();
  return requestOf({ ...ctx, em: ctx.em.fork() }, project, request.id);
}

/**
 * POST …/request/{id}/shares {supplier, name, email, message}: shares the request with a seller by
 * e-mail. 409 "Error! already shared with {email}"; a buyer's address: "{email} is buyer". The
 * request becomes sent. The seller gets an e-mail with a link to the request (through registration
 * when they have no account yet).
 */
export async function createShare(ctx: RequestContext, namespace: Namespace, projectId: number, requestId: number, input: Partial<RequestShareInput>): Promise<RequestShare> {
  const actor = requireActor(ctx.actor);
  requirePermission(actor, 'manage_projects');
  const data = await validate(requestShareSchema, input);
  const { share, request, recipient } = await inTransaction(ctx, async (tx) => {
    const project = await buyerProject(tx, namespace, projectId, true);
    const r = await requestOf(tx, project, requestId);
    if (r.shares.getItems().some((s) => s.email === data.email)) {
      throw new DomainError(ErrorCode.CONFLICT, keyed('shares.alreadyShared', { email: data.email }), { field: 'email', meta: { email: data.email } });
    }
    const user = await tx.em.findOne(User, { email: data.email, deactivatedAt: null }, { populate: ['partner'] });
    if (user && (user.partner.type === 'buyer' || user.partner.id === r.partner.id)) throw DomainError.invalid('email', 'requests.isBuyer', { email: data.email });
    const s = tx.em.create(RequestShare, { request: r, supplier: data.supplier, name: data.name, email: data.email, message: data.message ?? null });
    r.status = 'sent';
    await tx.em.flush();
    return { share: s, request: r, recipient: user };
  });
  await sendInvitation(actor, request, share, recipient);
  if (recipient) await publishCount(ctx, recipient);
  return share;
}

/**
 * E-mails the seller the request. A seller with an account who turned off "E-mail me when a buyer sends a
 * new request" (GET/PUT /user/settings) gets none: the request waits in their inbox and badge.
 */
async function sendInvitation(actor: Actor, request: BuyerRequest, share: RequestShare, recipient: User | null): Promise<void> {
  if (recipient && !recipient.notifyNewRequests) return;
  const hasAccount = !!recipient;
  const locale = recipient?.locale ?? actor.user.locale;
  const target = `/requests/${share.id}`;
  const link = hasAccount
    ? `${config().publicUrl}/#/login?next=${encodeURIComponent(target)}`
    : `${config().publicUrl}/#/register?type=seller&email=${encodeURIComponent(share.email)}&next=${encodeURIComponent(target)}`;
  await sendMail({
    to: share.email,
    // A seller with an account reads it in their language; an invited one in the buyer's, who wrote the message.
    ...composeMail(hasAccount ? 'requestInvitationAccount' : 'requestInvitationRegister', locale, {
      name: share.name,
      sender: actor.user.name,
      buyer: actor.partner.name,
      supplier: share.supplier,
      title: request.title,
      deadline: mailDate(request.deadline, locale),
      note: share.message ? `\n${share.message}\n` : '',
      link,
    }),
  });
}

/** DELETE …/request/{id}/shares/{shareId}: cancels the share (and its response); answers the request's status. */
export async function cancelShare(ctx: RequestContext, namespace: Namespace, projectId: number, requestId: number, shareId: number): Promise<{ requestStatus: string }> {
  const { status, email, project, groupId } = await inTransaction(ctx, async (tx) => {
    const p = await buyerProject(tx, namespace, projectId, true);
    const r = await requestOf(tx, p, requestId);
    const share = r.shares.getItems().find((s) => s.id === shareId);
    if (!share) throw DomainError.notFound('requests.shareNotFound');
    const gid = share.responseGroup?.id ?? null;
    tx.em.remove(share);
    if (gid) await tx.em.nativeDelete(SolutionGroup, { id: gid, state: 'requested' });
    r.status = r.shares.getItems().some((s) => s.id !== share.id) ? 'sent' : 'draft';
    await tx.em.flush();
    return { status: r.status, email: share.email, project: p, groupId: gid };
  });
  const user = await ctx.em.fork().findOne(User, { email, deactivatedAt: null });
  if (user) await publishCount(ctx, user);
  if (groupId) await publishChange(ctx, project, [], 'deleted');
  return { requestStatus: status };
}

/** GET /buyers/request-responses/latest: the newest responses to the caller's requests, on projects they may open. */
export async function latestResponses(ctx: RequestContext, limit = 10): Promise<RequestShare[]> {
  const actor = requireActor(ctx.actor);
  return ctx.em.find(
    RequestShare,
    { respondedAt: { $ne: null }, request: { partner: actor.partner.id, project: visibleProjects(actor) } } as FilterQuery<RequestShare>,
    { populate: ['request', 'request.project', 'responseGroup'], orderBy: { respondedAt: 'desc', id: 'desc' }, limit },
  );
}

// ---- question templates --------------------------------------------------------------------------

/** GET /buyers/question-template: the partner's templates. */
export async function listTemplates(ctx: RequestContext): Promise<QuestionTemplate[]> {
  const actor = requireActor(ctx.actor);
  return ctx.em.find(QuestionTemplate, { partner: actor.partner.id }, { orderBy: { name: 'asc', id: 'asc' } });
}

/** POST /partner/admin/question-template and PUT …/{id}: a partner admin saves a template ("Question template saved"). */
export async function saveTemplate(ctx: RequestContext, templateId: number | null, input: Loose<QuestionTemplateInput>): Promise<QuestionTemplate> {
  const actor = requireActor(ctx.actor);
  requirePartnerAdmin(actor);
  const data = await validate(questionTemplateSchema, input);
  let template: QuestionTemplate;
  if (templateId === null) {
    template = ctx.em.create(QuestionTemplate, { partner: actor.partner, name: data.name, questions: [] });
  } else {
    const found = await ctx.em.findOne(QuestionTemplate, { id: templateId, partner: actor.partner.id });
    if (!found) throw DomainError.notFound('requests.templateNotFound');
    template = found;
    template.name = data.name;
  }
  template.questions = data.questions.map((q) => ({ question: q.question, type: q.type }));
  // A partial update keeps the icon it does not name; null clears it.
  if (data.icon !== undefined) template.icon = data.icon;
  await ctx.em.flush();
  return template;
}

export async function deleteTemplate(ctx: RequestContext, templateId: number): Promise<void> {
  const actor = requireActor(ctx.actor);
  requirePartnerAdmin(actor);
  const template = await ctx.em.findOne(QuestionTemplate, { id: templateId, partner: actor.partner.id });
  if (!template) throw DomainError.notFound('requests.templateNotFound');
  await ctx.em.remove(template).flush();
}

// ---- seller side -------------------------------------------------------------------------------

/** The shares the caller sees: sent to their e-mail, or shared with them inside their organisation. */
async function visibleShares(ctx: RequestContext, actor: Actor, only?: 'direct' | 'internal'): Promise<FilterQuery<RequestShare>> {
  const internal = await ctx.em.find(RequestInternalShare, { user: actor.user.id }, { fields: ['share'] });
  const direct = { email: actor.user.email.toLowerCase() };
  const viaInternal = { id: { $in: internal.map((i) => i.share.id) } };
  const where = only === 'direct' ? direct : only === 'internal' ? viaInternal : { $or: [direct, viaInternal] };
  return { $and: [where, { request: { project: { archivedAt: null } } }] } as FilterQuery<RequestShare>;
}

const SHARE_POPULATE = ['request', 'request.partner', 'request.owner', 'request.project', 'request.questions', 'answers', 'answers.question', 'responseGroup'] as const;

/** A request share the caller sees; 404 otherwise. */
/**
 * Whether the caller may see a share's response (its group's id and name, the answers): the seller's
 * side always, the buyer's partner only once it is sent. A draft stays the seller's, not even its
 * name or id reaches the buyer (issue #27; its groups: solutions/access.ts visibleGroups).
 */
export async function responseVisible(ctx: RequestContext, s: RequestShare): Promise<boolean> {
  if (s.respondedAt) return true;
  if (!ctx.actor) return false;
  const request = await requestOfShare(ctx.em, s);
  return request.partner.id !== ctx.actor.partner.id;
}

export async function getShare(ctx: RequestContext, shareId: number): Promise<RequestShare> {
  const actor = requireActor(ctx.actor);
  const where = { $and: [{ id: shareId }, await visibleShares(ctx, actor)] } as FilterQuery<RequestShare>;
  const share = await ctx.em.findOne(RequestShare, where, { populate: SHARE_POPULATE as never });
  if (!share) throw DomainError.notFound('requests.shareNotFound');
  return share;
}

export interface InboxQuery {
  field?: string;
  order?: string;
  page?: number;
  perPage?: number;
  internal?: boolean;
}

/** GET /requests (and /requests/internal-shares): sortable (field, order) and paged (pr_page, page). */
export async function inbox(ctx: RequestContext, q: InboxQuery): Promise<{ items: RequestShare[]; total: number; page: number; perPage: number }> {
  const actor = requireActor(ctx.actor);
  const field = (q.field || 'created_at') as RequestSortField;
  if (!REQUEST_SORT_FIELDS.includes(field)) throw DomainError.invalid('field', 'requests.sortInvalid');
  const dir = String(q.order ?? '').toLowerCase() === 'asc' ? 'asc' : 'desc';
  const perPage = Math.min(Math.max(Math.trunc(Number(q.perPage) || REQUEST_PAGE_SIZE), 1), 100);
  const page = Math.max(Math.trunc(Number(q.page) || 1), 1);
  const orderBy: Record<RequestSortField, object> = {
    created_at: { createdAt: dir },
    received_at: { receivedAt: dir },
    seen_at: { seenAt: dir },
    status: { status: dir },
    deadline: { request: { deadline: dir } },
    title: { request: { title: dir } },
  };
  const where = await visibleShares(ctx, actor, q.internal ? 'internal' : undefined);
  const [items, total] = await ctx.em.findAndCount(RequestShare, where, {
    populate: SHARE_POPULATE as never,
    orderBy: [orderBy[field], { id: dir }] as never,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { items, total, page, perPage };
}

/** The user's new (pending) requests: sent to their e-mail or shared with them internally (spec §3 new_request_count). */
export async function newRequestCount(ctx: RequestContext, user: User): Promise<number> {
  const internal = await ctx.em.find(RequestInternalShare, { user: user.id }, { fields: ['share'] });
  return ctx.em.count(RequestShare, {
    status: 'pending',
    request: { project: { archivedAt: null } },
    $or: [{ email: user.email.toLowerCase() }, { id: { $in: internal.map((i) => i.share.id) } }],
  });
}

/** Tells every open tab of `user` their new count (graphql-ws subscription newRequestCountChanged). */
async function publishCount(ctx: RequestContext, user: User): Promise<void> {
  const count = await newRequestCount({ ...ctx, em: ctx.em.fork() }, user);
  pubSub.publish(Topic.NewRequestCountChanged, { userId: user.id, count });
}

/** GET /requests/{id}/mark-as-seen: seen_at is set when first opened. */
export async function markSeen(ctx: RequestContext, shareId: number): Promise<RequestShare> {
  const share = await getShare(ctx, shareId);
  if (!share.seenAt) {
    share.seenAt = new Date();
    await ctx.em.flush();
  }
  return share;
}

/** The longest group name the column holds (solution_groups.name varchar(160)). */
const GROUP_NAME_MAX = 160;

/**
 * A response group's name: its request's title and the seller (issue #47: three requests answered by one
 * seller arrived as three groups all named after the seller), cut at the title to fit the column.
 */
export function responseGroupName(requestTitle: string, sellerName: string): string {
  const tail = ` · ${sellerName}`.slice(0, GROUP_NAME_MAX);
  const room = GROUP_NAME_MAX - tail.length;
  const title = requestTitle.length > room ? `${requestTitle.slice(0, Math.max(0, room - 1))}…` : requestTitle;
  return `${title}${tail}`.slice(0, GROUP_NAME_MAX);
}

/**
 * PUT /requests/{id}/confirm {status}: accepted or rejected; the new-request count drops by one. On
 * acceptance the response group is made: a requested group of the buyer's project, inactive until
 * the response is sent.
 */
export async function confirmShare(ctx: RequestContext, shareId: number, input: { status?: unknown }): Promise<RequestShare> {
  const actor = requireActor(ctx.actor);
  const { status } = await validate(confirmSchema, input);
  await inTransaction(ctx, async (tx) => {
    const share = await getShare(tx, shareId);
    if (share.respondedAt) throw DomainError.invalid('status', 'requests.alreadyResponded');
    share.status = status;
    if (status === 'accepted' && !share.responseGroup) {
      const project = share.request.project;
      const last = await tx.em.findOne(SolutionGroup, { project: project.id }, { orderBy: { sortOrder: 'desc' }, fields: ['sortOrder'] });
      share.responseGroup = tx.em.create(SolutionGroup, { project, name: responseGroupName(share.request.title, actor.partner.name), state: 'requested', active: false, responseDraft: true, sortOrder: last ? last.sortOrder + 1 : 0 });
      share.seller = actor.user;
    }
    await tx.em.flush();
  });
  const share = await getShare({ ...ctx, em: ctx.em.fork() }, shareId);
  await publishCount(ctx, actor.user);
  for (const i of await ctx.em.fork().find(RequestInternalShare, { share: share.id }, { populate: ['user'] })) await publishCount(ctx, i.user);
  return share;
}

/** A share the caller may answer: accepted, response not sent yet. */
async function answerableShare(ctx: RequestContext, shareId: number): Promise<RequestShare> {
  const share = await getShare(ctx, shareId);
  if (share.status !== 'accepted' || !share.responseGroup) throw DomainError.invalid('status', 'requests.notAccepted');
  if (share.respondedAt) throw DomainError.invalid('status', 'requests.alreadyResponded');
  return share;
}

/** PUT /requests/{share}/answer/{id} {answer}: the answer to question {id} (autosaved by the client). */
export async function saveAnswer(ctx: RequestContext, shareId: number, questionId: number, input: { answer?: unknown }): Promise<QuestionAnswer> {
  requireActor(ctx.actor);
  const data = await validate(answerSchema, input);
  return inTransaction(ctx, async (tx) => {
    const share = await answerableShare(tx, shareId);
    const question = share.request.questions.getItems().find((q) => q.id === questionId);
    if (!question) throw DomainError.notFound('requests.questionNotFound');
    let answer = await tx.em.findOne(QuestionAnswer, { share: share.id, question: question.id });
    answer ??= tx.em.create(QuestionAnswer, { share, question, answer: null });
    answer.answer = data.answer ?? null;
    await tx.em.flush();
    return answer;
  });
}

/**
 * PUT /requests/{share}/response/{id}: sends the response ({id} is its solution group). Every question
 * needs an answer ('Missing answer'); the requested group becomes active for the buyer. Answers the
 * buyer partner and e-mail for the 'great work' dialog.
 */
export async function sendResponse(ctx: RequestContext, shareId: number, responseId: number): Promise<{ share: RequestShare; buyerPartner: string; buyerEmail: string }> {
  requireActor(ctx.actor);
  const { share, project } = await inTransaction(ctx, async (tx) => {
    const s = await answerableShare(tx, shareId);
    if (s.responseGroup!.id !== responseId) throw DomainError.notFound('solutions.requestNotFound');
    const answered = new Set(s.answers.getItems().filter((a) => (a.answer ?? '').trim() !== '').map((a) => a.question.id));
    if (s.request.questions.getItems().some((q) => !answered.has(q.id))) throw DomainError.invalid('answers', 'requests.missingAnswer');
    s.respondedAt = new Date();
    const group = await tx.em.findOneOrFail(SolutionGroup, { id: s.responseGroup!.id });
    group.active = true;
    group.responseDraft = false;
    await tx.em.flush();
    return { share: s, project: s.request.project };
  });
  await publishChange(ctx, project, [share.responseGroup!.id], 'group');
  return { share, buyerPartner: share.request.partner.name, buyerEmail: share.request.owner.email };
}

/**
 * DELETE /requests/{share}/solution-groups/{gid} (spec project areas, seller side: "PUT, DELETE and GET
 * under /requests/{share}/solution-groups/{gid}/…"): the seller drops the response group before sending
 * it, its solutions and items with it (the requested group was never the buyer's to see). The share goes
 * back to pending: accepting it again makes a new, empty response group. The answers stay. Refused
 * once the response is sent (422).
 */
export async function deleteResponseGroup(ctx: RequestContext, shareId: number, groupId: number): Promise<RequestShare> {
  const actor = requireActor(ctx.actor);
  const { project } = await inTransaction(ctx, async (tx) => {
    const share = await answerableShare(tx, shareId);
    if (share.responseGroup!.id !== groupId) throw DomainError.notFound('solutions.requestNotFound');
    share.responseGroup = null;
    share.status = 'pending';
    await tx.em.flush();
    await tx.em.nativeDelete(SolutionGroup, { id: groupId, state: 'requested', responseDraft: true });
    return { project: share.request.project };
  });
  // The draft was never the buyer's: only the seller's own screens hear of it (publishChange filters drafts).
  await publishChange(ctx, project, [], 'deleted');
  await publishCount(ctx, actor.user);
  return getShare({ ...ctx, em: ctx.em.fork() }, shareId);
}

/** The grant of an accepted share's response group (the solutions services check it). */
export async function grantFor(ctx: RequestContext, shareId: number, write = false): Promise<RequestShareGrant & { share: RequestShare }> {
  const share = write ? await answerableShare(ctx, shareId) : await getShare(ctx, shareId);
  if (!share.responseGroup) throw DomainError.notFound('requests.shareNotFound');
  return { projectId: share.request.project.id, groupId: share.responseGroup.id, share };
}

// ---- internal shares -----------------------------------------------------------------------------

/** GET /requests/{id}/search-user?search=: colleagues of the caller's organisation. */
export async function searchColleagues(ctx: RequestContext, shareId: number, search: unknown): Promise<User[]> {
  const actor = requireActor(ctx.actor);
  await getShare(ctx, shareId);
  const term = String(search ?? '').trim();
  return ctx.em.find(
    User,
    { partner: actor.partner.id, deactivatedAt: null, id: { $ne: actor.user.id }, ...(term ? { $or: [{ email: { $ilike: escapeLike(term) } }, { name: { $ilike: escapeLike(term) } }] } : {}) },
    { orderBy: { name: 'asc' }, limit: 50 },
  );
}

export async function listInternalShares(ctx: RequestContext, shareId: number): Promise<RequestInternalShare[]> {
  const share = await getShare(ctx, shareId);
  return ctx.em.find(RequestInternalShare, { share: share.id }, { populate: ['user', 'author'], orderBy: { id: 'asc' } });
}

/** POST /requests/{id}/internal-share {user_id}: a colleague of the same organisation. */
export async function createInternalShare(ctx: RequestContext, shareId: number, input: { userId?: unknown }): Promise<RequestInternalShare> {
  const actor = requireActor(ctx.actor);
  const data = await validate(internalShareSchema, input);
  const created = await inTransaction(ctx, async (tx) => {
    const share = await getShare(tx, shareId);
    const user = await tx.em.findOne(User, { id: data.userId, partner: actor.partner.id, deactivatedAt: null });
    if (!user) throw DomainError.invalid('userId', 'requests.internalShareUser');
    if (user.id === actor.user.id || user.email.toLowerCase() === share.email) throw DomainError.invalid('userId', 'requests.internalShareSelf');
    if (await tx.em.count(RequestInternalShare, { share: share.id, user: user.id })) {
      throw new DomainError(ErrorCode.CONFLICT, keyed('requests.internalShareExists'), { field: 'userId' });
    }
    const i = tx.em.create(RequestInternalShare, { share, user, author: actor.user });
    await tx.em.flush();
    return i;
  });
  await publishCount(ctx, created.user);
  return created;
}

export async function deleteInternalShare(ctx: RequestContext, shareId: number, internalShareId: number): Promise<void> {
  const share = await getShare(ctx, shareId);
  const i = await ctx.em.findOne(RequestInternalShare, { id: internalShareId, share: share.id }, { populate: ['user'] });
  if (!i) throw DomainError.notFound('requests.shareNotFound');
  const user = i.user;
  await ctx.em.remove(i).flush();
  await publishCount(ctx, user);
}
