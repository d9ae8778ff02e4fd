/**
 * The PostgreSQL job queue in one instance (platform/jobs/queue.ts): retries with backoff, permanent
 * failures, progress, and handing running jobs back on stop. Job names here are `test.*`, which no
 * other test file's app registers, so no other process on the shared database claims them.
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../src/platform/config';
import { MAIL_JOB, sendMail } from '../src/platform/mail/mailer';
import { backoffDelay, JobRunner, jobs, PermanentJobError, type JobView } from '../src/platform/jobs';
import { pubSub, Topic, type JobUpdatedPayload } from '../src/platform/realtime/pubsub';
import { startTestApp, type TestApp } from './helpers';

declare module '../src/platform/jobs/queue' {
  interface JobPayloads {
    'test.flaky': { key: string };
    'test.broken': { permanent: boolean };
    'test.progress': { steps: number };
    'test.slow': { ms: number };
  }
}

const runs = new Map<string, number>();
jobs.work(
  'test.flaky',
  async ({ key }, ctx) => {
    runs.set(key, (runs.get(key) ?? 0) + 1);
    if (ctx.attempt === 1) throw new Error('the first run fails');
    return { ok: true, attempt: ctx.attempt };
  },
  { maxAttempts: 3, backoffMs: 300 },
);
jobs.work(
  'test.broken',
  async ({ permanent }) => {
    throw permanent ? new PermanentJobError('wrong input') : new Error('still down');
  },
  { maxAttempts: 2, backoffMs: 50 },
);
jobs.work('test.progress', async ({ steps }, ctx) => {
  for (let i = 1; i <= steps; i++) await ctx.progress({ done: i, total: steps });
  return { steps };
});
jobs.work('test.slow', async ({ ms }, ctx) => {
  await new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    ctx.signal.addEventListener('abort', () => (clearTimeout(t), resolve()));
  });
  return 'slept';
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ jobPollMs: 100 });
});
afterAll(async () => t.close());

async function until(id: number, states: string[], ms = 10_000): Promise<JobView> {
  for (const end = Date.now() + ms; ; ) {
    const job = (await jobs.get(t.orm.em.fork(), id))!;
    if (states.includes(job.state) || Date.now() > end) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('#jobs', () => {
  it('doubles the wait between runs up to a ceiling', () => {
    expect([1, 2, 3, 4, 10].map((a) => backoffDelay(a, 1000, 5000))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('retries a failing handler after the backoff and completes it on the second run', async () => {
    const id = await jobs.send(t.orm.em.fork(), 'test.flaky', { key: 'a' });
    const job = await until(id, ['completed']);
    expect(job).toMatchObject({ state: 'completed', attempts: 2, result: { ok: true, attempt: 2 }, lastError: 'the first run fails' });
    expect(runs.get('a')).toBe(2);
    // The second run waited for the backoff (300 ms after the first failure).
    expect(job.finishedAt!.getTime() - job.createdAt.getTime()).toBeGreaterThanOrEqual(300);
  });

  it('fails a job at once on a PermanentJobError, and after maxAttempts otherwise', async () => {
    const permanent = await jobs.send(t.orm.em.fork(), 'test.broken', { permanent: true });
    const transient = await jobs.send(t.orm.em.fork(), 'test.broken', { permanent: false });
    expect(await until(permanent, ['failed'])).toMatchObject({ state: 'failed', attempts: 1, lastError: 'wrong input' });
    expect(await until(transient, ['failed'])).toMatchObject({ state: 'failed', attempts: 2, lastError: 'still down' });
  });

  it('stores progress, publishes each change on the bus, and keeps the result', async () => {
    const events: JobUpdatedPayload[] = [];
    const sub = pubSub.subscribe(Topic.JobUpdated)[Symbol.asyncIterator]();
    const reading = (async () => {
      for (;;) {
        const n = await sub.next();
        if (n.done) return;
        events.push(n.value);
      }
    })();
    const id = await jobs.send(t.orm.em.fork(), 'test.progress', { steps: 3 }, { createdBy: 42 });
    const job = await until(id, ['completed']);
    expect(job).toMatchObject({ progress: { done: 3, total: 3 }, result: { steps: 3 }, createdBy: 42 });
    for (let i = 0; i < 40 && !events.some((e) => e.id === id && e.state === 'completed'); i++) await new Promise((r) => setTimeout(r, 50));
    const mine = events.filter((e) => e.id === id);
    expect(mine.map((e) => e.state)).toEqual(['active', 'active', 'active', 'active', 'completed']);
    expect(mine.filter((e) => e.progress).map((e) => (e.progress as { done: number }).done)).toEqual([1, 2, 3, 3]);
    expect(mine.every((e) => e.createdBy === 42)).toBe(true);
    // Only its owner may read it through a user's id.
    expect(await jobs.get(t.orm.em.fork(), id, 42)).not.toBeNull();
    expect(await jobs.get(t.orm.em.fork(), id, 43)).toBeNull();
    await sub.return?.();
    await reading;
  });

  it('hands a job still running at stop back to the queue, where another runner finishes it', async () => {
    // The app's own runner is stopped; two runners of test.slow only, one after the other.
    const first = new JobRunner(t.orm, { concurrency: 1, leaseMs: 60_000, pollMs: 50, names: ['test.slow'] });
    const id = await jobs.send(t.orm.em.fork(), 'test.slow', { ms: 60_000 }, { delayMs: 200 });
    await t.app.jobs.stop();
    first.start();
    const active = await until(id, ['active']);
    expect(active.attempts).toBe(1);
    await first.stop(100);
    const back = (await jobs.get(t.orm.em.fork(), id))!;
    expect(back).toMatchObject({ state: 'queued', attempts: 0 });
    // The payload now sleeps briefly: another runner takes it without waiting for the 60 s lease.
    await t.orm.em.getConnection().execute(`update jobs set payload = '{"ms": 10}' where id = ?`, [id]);
    const second = new JobRunner(t.orm, { concurrency: 1, leaseMs: 60_000, pollMs: 50, names: ['test.slow'] });
    second.start();
    expect(await until(id, ['completed'])).toMatchObject({ state: 'completed', attempts: 1, result: 'slept' });
    await second.stop();
    t.app.jobs.start();
  });

  it('sends SMTP mail as a job: tried at once by this instance, retried after the backoff when the server refuses', async () => {
    // A tiny SMTP server: the first connection is refused with 421 (try later), the next ones accepted.
    let connections = 0;
    const received: string[] = [];
    const smtp = createServer((socket) => {
      connections++;
      if (connections === 1) return void socket.end('421 busy, try again later\r\n');
      socket.write('220 test ESMTP\r\n');
      let buf = '';
      let inData = false;
      socket.on('data', (d) => {
        buf += d.toString();
        let nl;
        while ((nl = buf.indexOf('\r\n')) >= 0) {
          const line = buf.slice(0, nl);
          buf = buf.slice(nl + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              socket.write('250 queued\r\n');
            } else received.push(line);
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    setConfig({ ...t.config, smtpUrl: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}` });
    try {
      const before = Number((await t.orm.em.getConnection().execute<Array<{ n: number }>>(`select coalesce(max(id), 0) n from jobs where name = 'mail.send'`))[0]!.n);
      await sendMail({ to: 'retry@example.org', subject: 'Queued hello', text: 'Sent by the job queue.' });
      const id = Number((await t.orm.em.getConnection().execute<Array<{ id: number }>>(`select id from jobs where name = 'mail.send' and id > ? and payload->>'to' = 'retry@example.org'`, [before]))[0]!.id);
      // The first run, on this instance at once, meets the 421: queued again, due after the backoff.
      let failed = (await jobs.get(t.orm.em.fork(), id))!;
      for (let i = 0; i < 200 && !(failed.state === 'queued' && failed.attempts === 1); i++) {
        await new Promise((r) => setTimeout(r, 50));
        failed = (await jobs.get(t.orm.em.fork(), id))!;
      }
      expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
      expect(failed.lastError).toMatch(/421|busy/);
      const due = Number((await t.orm.em.getConnection().execute<Array<{ wait: number }>>(`select extract(epoch from run_at - now()) * 1000 as wait from jobs where id = ?`, [id]))[0]!.wait);
      expect(due).toBeGreaterThan(MAIL_JOB.backoffMs - 5000);
      expect(received).toEqual([]);
      // Instead of waiting 30 s: run it now, here (no other instance takes it before it is due).
      expect(await t.app.jobs.runNow(id)).toBe(true);
      expect(await until(id, ['completed', 'failed'])).toMatchObject({ state: 'completed', attempts: 2 });
      expect(received.join('\n')).toMatch(/Subject: Queued hello/);
      expect(received.join('\n')).toMatch(/Sent by the job queue\./);
      expect(connections).toBe(2);
    } finally {
      setConfig(t.config);
      await new Promise((r) => smtp.close(r));
    }
  });

  it('deletes finished jobs a week after they finished, and keeps the others', async () => {
    const conn = t.orm.em.getConnection();
    const old = await jobs.send(t.orm.em.fork(), 'test.progress', { steps: 0 }, { delayMs: 3_600_000 });
    const recent = await jobs.send(t.orm.em.fork(), 'test.progress', { steps: 0 }, { delayMs: 3_600_000 });
    const waiting = await jobs.send(t.orm.em.fork(), 'test.progress', { steps: 0 }, { delayMs: 3_600_000 });
    await conn.execute(`update jobs set state = 'completed', finished_at = now() - interval '8 days' where id = ?`, [old]);
    await conn.execute(`update jobs set state = 'failed', finished_at = now() - interval '6 days' where id = ?`, [recent]);
    expect(await t.app.jobs.cleanup()).toBeGreaterThanOrEqual(1);
    expect(await jobs.get(t.orm.em.fork(), old)).toBeNull();
    expect(await jobs.get(t.orm.em.fork(), recent)).not.toBeNull();
    expect(await jobs.get(t.orm.em.fork(), waiting)).toMatchObject({ state: 'queued' });
    await conn.execute('delete from jobs where id in (?, ?)', [recent, waiting]);
  });
});
