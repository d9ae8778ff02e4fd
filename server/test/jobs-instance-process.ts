/**
 * Starts server/test/jobs-instance.ts (an app instance with a job worker, 1 s leases) in a process of
 * its own and reads the JSON lines it prints; shared by the two-instance job tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';

export interface JobsInstance {
  proc: ChildProcess;
  /** Every JSON line printed so far. */
  lines: any[];
  /** The first line that matches, waiting up to `ms`. */
  next(match: (o: any) => boolean, ms?: number): Promise<any>;
}

const started: ChildProcess[] = [];

export function spawnJobsInstance(name: string, env: Record<string, string> = {}): JobsInstance {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'jobs-instance.ts'), inject('databaseUrl'), name], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
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

/** Stops (SIGTERM) every instance this test file started that still runs. */
export async function stopJobsInstances(): Promise<void> {
  for (const p of started.splice(0)) {
    if (p.exitCode === null && p.signalCode === null) {
      const exited = new Promise((r) => p.once('exit', r));
      p.kill('SIGTERM');
      await exited;
    }
  }
}
