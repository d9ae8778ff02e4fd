/**
 * Outgoing e-mail. With SMTP_URL set, each message is a background job (`mail.send`, platform/jobs):
 * the request that sends it does not wait for the mail server, the instance that queued it sends it
 * at once, and a refusal or an unreachable server is retried with backoff by any instance (8 runs
 * over about two hours); if that instance dies first, another sends it once the lease has run out. Without
 * SMTP_URL each message is written at once as a JSON file to the local outbox folder (.outbox/ by
 * default), newest last, so that a developer can read verification and reset links without a mail server.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { config } from '../config';
import { currentRunner, jobs } from '../jobs/queue';
import { logger } from '../logger';

declare module '../jobs/queue' {
  interface JobPayloads {
    'mail.send': Mail;
  }
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

let transport: { url: string; t: nodemailer.Transporter } | null = null;

/** Runs of a mail job and the waits between them (30 s, 1 min, 2 min … at most 1 h). */
export const MAIL_JOB = { maxAttempts: 8, backoffMs: 30_000, backoffMaxMs: 3_600_000 } as const;

/** The `mail.send` job (registered by server/src/app/jobs.ts). */
export function registerMailJobs(): void {
  jobs.work('mail.send', async (mail) => deliverMail(mail), MAIL_JOB);
}

/** Sends a message: queued when SMTP is set up (inside a running app), else written to the outbox at once. */
export async function sendMail(mail: Mail): Promise<void> {
  const runner = currentRunner();
  if (config().smtpUrl && runner) {
    // Sent by this instance at once; retried (by any instance) when the server refuses or is away.
    const id = await jobs.send(runner.orm.em.fork(), 'mail.send', { to: mail.to, subject: mail.subject, text: mail.text }, { runHere: true });
    logger.info({ to: mail.to, subject: mail.subject, jobId: id }, 'mail queued');
    return;
  }
  await deliverMail(mail);
}

/** Delivers one message now: SMTP when configured, otherwise the local outbox. */
export async function deliverMail(mail: Mail): Promise<void> {
  const cfg = config();
  if (cfg.smtpUrl) {
    if (transport?.url !== cfg.smtpUrl) transport = { url: cfg.smtpUrl, t: nodemailer.createTransport(cfg.smtpUrl) };
    await transport.t.sendMail({ from: cfg.mailFrom, ...mail });
    logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    return;
  }
  await mkdir(cfg.outboxDir, { recursive: true });
  const file = path.join(cfg.outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
  await writeFile(file, JSON.stringify({ from: cfg.mailFrom, ...mail, sentAt: new Date().toISOString() }, null, 2));
  logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
}

/** The outbox's messages, oldest first (tests and the README use it). */
export async function readOutbox(): Promise<Array<Mail & { sentAt: string }>> {
  const dir = config().outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))));
}
