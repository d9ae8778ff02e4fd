/**
 * Buyer requests and seller responses (spec/project-areas.md §3 Request, Question and templates,
 * Shares; §5 "A new request deadline cannot be earlier than today", "The question template name is
 * required"): shared by the client's forms and the server's services.
 */
import { keyed } from '../errors';
import { yup } from './yup';
import { isIconId } from '../icons/icon-set';

/** Question types; yesno is the default (spec §3). */
export const QUESTION_TYPES = ['yesno', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const DEFAULT_QUESTION_TYPE: QuestionType = 'yesno';

/** A request share's answer states of the confirm call (spec §4). */
export const CONFIRM_STATUSES = ['accepted', 'rejected'] as const;

export const ANSWER_MAX_LENGTH = 5000;

/** Today as YYYY-MM-DD (UTC), the earliest deadline a request may get. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether `deadline` (YYYY-MM-DD) is today or later (spec §5). */
export function deadlineNotPast(deadline: string, now: Date = new Date()): boolean {
  return deadline >= todayIso(now);
}

const deadline = () =>
  yup
    .string()
    .trim()
    .required(keyed('requests.deadlineRequired'))
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: keyed('requests.deadlineInvalid') })
    .test('valid-date', keyed('requests.deadlineInvalid'), (v) => !v || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
    .test('not-past', keyed('requests.deadlinePast'), (v) => !v || deadlineNotPast(v));

/** POST/PUT …/project/{projectId}/request: title, deadline and an optional description. */
export const requestSchema = yup.object({
  title: yup.string().trim().required(keyed('requests.titleRequired')).max(160),
  deadline: deadline(),
  description: yup.string().trim().max(5000).nullable(),
});
export type RequestInput = yup.InferType<typeof requestSchema>;

const questionType = () => yup.string().oneOf([...QUESTION_TYPES], keyed('requests.questionTypeInvalid')).default(DEFAULT_QUESTION_TYPE);

/** A question of a request or a template: its text and type (yesno by default). */
export const questionSchema = yup.object({
  question: yup.string().trim().required(keyed('requests.questionRequired')).max(1000),
  type: questionType(),
});
export type QuestionInput = yup.InferType<typeof questionSchema>;

/** POST/PUT /partner/admin/question-template: a name (required) and questions. */
export const questionTemplateSchema = yup.object({
  name: yup.string().trim().required(keyed('validation.nameRequired')).max(160),
  questions: yup.array(questionSchema.required()).max(100).default([]),
  // One of the icon picker's fixed list (shared/icons/icon-set.ts); null clears it, absent keeps it.
  icon: yup.string().nullable().test('icon', keyed('requests.templateIconUnknown'), (v) => v == null || isIconId(v)),
});
export type QuestionTemplateInput = yup.InferType<typeof questionTemplateSchema>;

/** POST …/request/{id}/shares: the supplier (company), the contact's name and e-mail, a message. */
export const requestShareSchema = yup.object({
  supplier: yup.string().trim().required(keyed('requests.supplierRequired')).max(160),
  name: yup.string().trim().required(keyed('validation.nameRequired')).max(160),
  email: yup.string().trim().lowercase().required(keyed('auth.emailRequired')).email(keyed('auth.emailInvalid')).max(255),
  message: yup.string().trim().max(5000).nullable(),
});
export type RequestShareInput = yup.InferType<typeof requestShareSchema>;

/** PUT /requests/{id}/confirm {status}. */
export const confirmSchema = yup.object({
  status: yup.string().required(keyed('requests.statusInvalid')).oneOf([...CONFIRM_STATUSES], keyed('requests.statusInvalid')),
});

/** PUT /requests/{share}/answer/{id} {answer}. */
export const answerSchema = yup.object({
  answer: yup.string().trim().max(ANSWER_MAX_LENGTH, keyed('requests.answerTooLong', { max: ANSWER_MAX_LENGTH })).nullable().default(null),
});

/** POST /requests/{id}/internal-share {user_id}. */
export const internalShareSchema = yup.object({
  userId: yup.number().integer().positive().required(),
});
