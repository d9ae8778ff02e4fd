/** The support dialog (spec/platform-and-shell.md §7 POST /user/support/submit; §8 "Thanks for submitting!"). */
import { supportSchema, type SupportFields } from '../../../../shared/validation/shell';
import { requireActor } from '../../platform/auth/actor';
import { config } from '../../platform/config';
import type { RequestContext } from '../../platform/context';
import { sendMail } from '../../platform/mail/mailer';
import { validate } from '../../platform/validate';

export const SUPPORT_THANKS = 'Thanks for submitting!';

/** Sends the user's message to SUPPORT_EMAIL (SMTP, or the local outbox), with who sent it so support can answer. */
export async function submitSupport(ctx: RequestContext, input: SupportFields): Promise<{ message: string }> {
  const actor = requireActor(ctx.actor);
  const { feedback } = await validate(supportSchema, input);
  await sendMail({
    to: config().supportEmail,
    subject: `Support request from ${actor.user.name} (${actor.partner.name})`,
    text: `${feedback}\n\n--\nFrom: ${actor.user.name} <${actor.user.email}>\nUser id: ${actor.user.id}\nPartner: ${actor.partner.name} (id ${actor.partner.id})\n`,
  });
  return { message: SUPPORT_THANKS };
}
