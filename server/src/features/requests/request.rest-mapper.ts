/**
 * The REST facade's spelling of requests (spec/project-areas.md §3, §7): the one place where their
 * fields have snake_case names. A seller never sees a request's other shares.
 */
import type { QuestionInput, QuestionTemplateInput, RequestInput, RequestShareInput } from '../../../../shared/validation/requests';
import { describedBy, type RestFieldTable } from '../../platform/http/rest-fields';
import type { User } from '../users';
import type { BuyerRequest, Question, QuestionTemplate, RequestInternalShare, RequestShare } from './request.entity';
import { answerSchema, confirmSchema, internalShareSchema, questionSchema, questionTemplateSchema, requestSchema, requestShareSchema } from '../../../../shared/validation/requests';

export const requestFields: RestFieldTable<RequestInput> = { title: 'title', deadline: 'deadline', description: 'description' };
export const questionFields: RestFieldTable<QuestionInput> = { question: 'question', type: 'type' };
export const templateFields: RestFieldTable<QuestionTemplateInput> = { name: 'name', questions: ['questions', questionFields], icon: 'icon' };
export const shareFields: RestFieldTable<RequestShareInput> = { supplier: 'supplier', name: 'name', email: 'email', message: 'message' };
export const confirmFields: RestFieldTable<{ status: string }> = { status: 'status' };
export const answerFields: RestFieldTable<{ answer: string | null }> = { answer: 'answer' };
export const internalShareFields: RestFieldTable<{ userId: number }> = { userId: 'user_id' };

export function presentQuestion(q: Question) {
  return { id: q.id, question: q.question, type: q.type, order: q.sortOrder };
}

function requestCore(r: BuyerRequest) {
  return {
    id: r.id,
    project_id: r.project.id,
    title: r.title,
    description: r.description,
    status: r.status,
    deadline: r.deadline,
    questions: r.questions.isInitialized() ? r.questions.getItems().map(presentQuestion) : [],
    owner: { partner: r.partner.name, email: r.owner.email },
    created_at: r.createdAt,
  };
}

/** A request share as its buyer sees it. */
export function presentBuyerShare(s: RequestShare) {
  return {
    id: s.id,
    supplier: s.supplier,
    name: s.name,
    email: s.email,
    message: s.message,
    status: s.status,
    seen_at: s.seenAt,
    created_at: s.createdAt,
    received_at: s.receivedAt,
    responded_at: s.respondedAt,
    // A draft response stays the seller's until it is sent (issue #27): not even its id.
    request_response: s.responseGroup && s.respondedAt ? { id: s.responseGroup.id, solution_group_id: s.responseGroup.id } : null,
  };
}

/** The buyer's view: with its shares. */
export function presentRequest(r: BuyerRequest) {
  return { ...requestCore(r), shares: r.shares.isInitialized() ? r.shares.getItems().map(presentBuyerShare) : [] };
}

/** A request share as its seller sees it (spec §3 Request share). */
export function presentSellerShare(s: RequestShare) {
  const g = s.responseGroup;
  return {
    id: s.id,
    seen_at: s.seenAt,
    created_at: s.createdAt,
    received_at: s.receivedAt,
    responded_at: s.respondedAt,
    status: s.status,
    supplier: s.supplier,
    message: s.message,
    request: { ...requestCore(s.request), project: { id: s.request.project.id, name: s.request.project.name } },
    request_response: g ? { id: g.id, solution_group: { id: g.id, name: g.name, state: g.state, active: g.active } } : null,
    question_answers: s.answers.isInitialized() ? s.answers.getItems().map((a) => ({ id: a.id, question_id: a.question.id, answer: a.answer })) : [],
  };
}

export function presentTemplate(t: QuestionTemplate) {
  return { id: t.id, name: t.name, icon: t.icon ?? null, questions: t.questions.map((q) => ({ question: q.question, type: q.type })), created_at: t.createdAt, updated_at: t.updatedAt };
}

export function presentInternalShare(i: RequestInternalShare) {
  return { id: i.id, user_id: i.user.id, username: i.user.name, email: i.user.email, created_at: i.createdAt };
}

export function presentColleague(u: User) {
  return { id: u.id, name: u.name, email: u.email };
}

// The schemas that check these inputs type the OpenAPI document's bodies (platform/http/openapi.ts).
describedBy(requestFields, requestSchema);
describedBy(questionFields, questionSchema);
describedBy(templateFields, questionTemplateSchema);
describedBy(shareFields, requestShareSchema);
describedBy(confirmFields, confirmSchema);
describedBy(answerFields, answerSchema);
describedBy(internalShareFields, internalShareSchema);
