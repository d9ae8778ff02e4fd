/** The shell's own forms (spec/platform-and-shell.md §2 dialogs, §7 Session and user). */
import { keyed } from '../errors';
import { yup } from './yup';

export const SUPPORT_FEEDBACK_MAX = 5000;

/** POST /user/support/submit (feedback): the support dialog. */
export const supportSchema = yup.object({
  feedback: yup.string().trim().required(keyed('support.feedbackRequired')).max(SUPPORT_FEEDBACK_MAX, keyed('support.feedbackMax', { max: SUPPORT_FEEDBACK_MAX })),
});
export type SupportFields = yup.InferType<typeof supportSchema>;

/** PUT /user/update: the user's display name. */
export const userUpdateSchema = yup.object({
  name: yup.string().trim().required(keyed('validation.nameRequired')).max(120),
});
export type UserUpdateFields = yup.InferType<typeof userUpdateSchema>;
