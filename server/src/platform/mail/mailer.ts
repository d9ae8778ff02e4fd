/**
 * Outgoing e-mail. With SMTP_URL set, mail goes through SMTP (nodemailer); otherwise each message is
 * written as a JSON file to the local outbox folder (.outbox/ by default), newest last, so that a
 * developer can read verification and reset links without a mail server.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { config } from '../config';
import { logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

let transport: nodemailer.Transporter | null = null;

export async function sendMail(mail: Mail): Promise<void> {
  const cfg = config();
  if (cfg.smtpUrl) {
    transport ??= nodemailer.createTransport(cfg.smtpUrl);
    await transport.sendMail({ from: cfg.mailFrom, ...mail });
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
