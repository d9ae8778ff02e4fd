/**
 * A job survives the instance that queued it: two app instances, each a process of its own, on one
 * PostgreSQL. Instance A queues a job and starts it (its handler never ends); while A lives it keeps
 * renewing the job's lease and B leaves the job alone; A is killed (SIGKILL, no goodbye), the lease
 * runs out, and B completes the job.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { initOrm } from '../src/app/orm';
import { jobs } from '../src/platform/jobs';
import { spawnJobsInstance, stopJobsInstances } from './jobs-instance-process';

const startInstance = (name: string) => spawnJobsInstance(name);

let orm: MikroORM;
beforeAll(async () => {
  orm = await initOrm(inject('databaseUrl'), { pool: { min: 0, max: 2 } });
});

afterAll(async () => {
  await stopJobsInstances();
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
