/**
 * Keeps the embedded PostgreSQL running (issue #27, point 9): when its server process ends without
 * the app asking (a crash, the OOM killer, `pg_ctl stop`), it is started again on the same data
 * directory, port and socket, so that the app's connection URL stays valid and the pool reconnects by
 * itself. Attempts back off (0.5 s, 1 s, 2 s … up to 30 s) and go on for as long as the app runs;
 * after `failAfter` failed attempts in a row the health is "failed" and /healthz answers 503, so that
 * an orchestrator can replace the instance; a later success makes it healthy again.
 */
import { startEmbeddedPostgres, type EmbeddedPostgresOptions, type RunningPostgres } from './embedded-postgres';

export type PostgresState = 'running' | 'restarting' | 'failed' | 'stopped';

export interface PostgresHealth {
  state: PostgresState;
  /** Restarts that succeeded since the app started. */
  restarts: number;
  /** Failed attempts in a row (0 while running). */
  failures: number;
  /** The last failed attempt's message. */
  lastError: string | null;
}

export interface SupervisedPostgres {
  url: string;
  dataDir: string;
  health(): PostgresHealth;
  /** Stops PostgreSQL for good (no restart). */
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  /** Waits between attempts; the last one repeats (default 0.5 s doubling to 30 s). */
  backoffMs?: number[];
  /** Failed attempts in a row after which the health is "failed" (default 3). */
  failAfter?: number;
  /** How to start the server (default startEmbeddedPostgres; tests inject failures). */
  start?: (options: EmbeddedPostgresOptions) => Promise<RunningPostgres>;
  onEvent?: (event: { type: 'exited' | 'restarted' | 'restart-failed'; attempt?: number; err?: unknown }) => void;
}

const DEFAULT_BACKOFF = [500, 1000, 2000, 4000, 8000, 16000, 30000];

export async function superviseEmbeddedPostgres(options: EmbeddedPostgresOptions, sup: SupervisorOptions = {}): Promise<SupervisedPostgres> {
  const start = sup.start ?? startEmbeddedPostgres;
  const backoff = sup.backoffMs?.length ? sup.backoffMs : DEFAULT_BACKOFF;
  const failAfter = sup.failAfter ?? 3;
  const emit = sup.onEvent ?? (() => undefined);
  // The first start is the app's own: a failure there ends start-up (main.ts), as before.
  let current = await start(options);
  // Restarts keep the data: never wipe it again, whatever the first start was asked to do.
  const restartOptions: EmbeddedPostgresOptions = { ...options, fresh: false };
  const health: PostgresHealth = { state: 'running', restarts: 0, failures: 0, lastError: null };
  let stopping = false;
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => ((wake = null), resolve()), ms);
      timer.unref();
      wake = () => (clearTimeout(timer), (wake = null), resolve());
    });

  const watch = async () => {
    while (!stopping) {
      await current.exited;
      if (stopping) return;
      health.state = 'restarting';
      emit({ type: 'exited' });
      for (let attempt = 0; !stopping; attempt++) {
        try {
          current = await start(restartOptions);
          if (stopping) return void (await current.stop());
          health.restarts++;
          health.failures = 0;
          health.lastError = null;
          health.state = 'running';
          emit({ type: 'restarted', attempt });
          break;
        } catch (err) {
          health.failures++;
          health.lastError = err instanceof Error ? err.message : String(err);
          if (health.failures >= failAfter) health.state = 'failed';
          emit({ type: 'restart-failed', attempt, err });
          await sleep(backoff[Math.min(attempt, backoff.length - 1)]!);
        }
      }
    }
  };
  const watching = watch();

  return {
    url: current.url,
    dataDir: current.dataDir,
    health: () => ({ ...health }),
    async stop() {
      stopping = true;
      health.state = 'stopped';
      wake?.();
      await current.stop();
      await watching;
    },
  };
}
