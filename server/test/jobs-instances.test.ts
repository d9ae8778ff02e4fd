/**
 * A job survives the instance that queued it: two app instances, each a process of its own, on one
 * PostgreSQL. Instance A queues a job and starts it (its handler never ends); while A lives it keeps
 * renewing the job's lease and B leaves the job alone; A is killed (SIGKILL, no goodbye), the lease
 * runs out, and B completes the job.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { initOrm } from '../src/platform/db/orm';
import { jobs } from '../src/platform/jobs';

interface Instance {
  proc: ChildProcess;
  lines: any[];
  next(match: (o: any) => boolean, ms?: number): Promise<any>;
}

const started: ChildProcess[] = [];

function startInstance(name: string): Instance {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'jobs-instance.ts'), inject('databaseUrl'), name], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  started.push(proc);
  const lines: any[] = [];
  const waiters: Array<() => void> = [];
  let buf = '';
  proc.stdout!.on('data', (d: Buffer) => {
    buf += d.toString();
    let nl;
    while ((nl = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      if (line.startsWith('{')) lines.push(JSON.parse(line));
      waiters.splice(0).forEach((w) => w());
    }
  });
  const next = async (match: (o: any) => boolean, ms = 30_000) => {
    for (const end = Date.now() + ms; Date.now() < end; ) {
      const hit = lines.find(match);
      if (hit) return hit;
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 200);
      });
    }
    throw new Error(`instance ${name}: no line matching ${match.toString()}`);
  };
  return { proc, lines, next };
}

let orm: MikroORM;
beforeAll(async () => {
  orm = await initOrm(inject('databaseUrl'), { pool: { min: 0, max: 2 } });
});

afterAll(async () => {
  for (const p of started) {
    if (p.exitCode === null && p.signalCode === null) {
      const exited = new Promise((r) => p.once('exit', r));
      p.kill('SIGTERM');
      await exited;
    }
  }
  await orm?.close();
}, 30_000);

describe('#jobs.instances', () => {
  it('completes on instance B a job that instance A queued and was running when it was killed', async () => {
    const a = startInstance('A');
    await a.next((o) => 'port' in o);
    a.proc.stdin!.write(`${JSON.stringify({ send: { blockOn: 'A' } })}\n`);
    const { sent: id } = await a.next((o) => 'sent' in o);
    await a.next((o) => o.started === id);

    const b = startInstance('B');
    await b.next((o) => 'port' in o);
    // Three leases (1 s each) pass: A renews its lease, so B never takes the job.
    await new Promise((r) => setTimeout(r, 3000));
    expect(b.lines.some((o) => o.started === id)).toBe(false);
    const running = (await jobs.get(orm.em.fork(), id))!;
    expect(running).toMatchObject({ state: 'active', attempts: 1 });

    const killed = new Promise((r) => a.proc.once('exit', r));
    a.proc.kill('SIGKILL');
    await killed;

    const onB = await b.next((o) => o.started === id, 20_000);
    expect(onB.attempt).toBe(2);
    let job = (await jobs.get(orm.em.fork(), id))!;
    for (let i = 0; i < 100 && job.state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await jobs.get(orm.em.fork(), id))!;
    }
    expect(job).toMatchObject({ state: 'completed', attempts: 2, result: { by: 'B', attempt: 2 } });
  }, 90_000);
});
