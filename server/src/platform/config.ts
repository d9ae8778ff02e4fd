/**
 * Configuration, read and validated once at start-up (house style rule 10). Every variable is listed
 * in .env.example with its default; the embedded defaults need none of them. A bad value ends the
 * process with a message that names it.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  embeddedPgPort: number;
  publicUrl: string;
  logLevel: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** SUPPORT_EMAIL: where the support dialog's messages go (POST /user/support/submit). */
  supportEmail: string;
  outboxDir: string;
  uploadsDir: string;
  secureCookies: boolean;
  stripeSecretKey: string;
  /** STRIPE_SECRET_KEY was given: invoices are read from Stripe; otherwise the local placeholder is in use. */
  stripeConfigured: boolean;
  stripePublishableKey: string;
  stripeApiBase: string | null;
  /** Base URL of the company-registry (CVR) lookup; null: a local stub with a handful of companies, started in-process. */
  cvrApiUrl: string | null;
  /** STRIPE_WEBHOOK_SECRET: signs POST /stripe/webhook events; without it the webhook refuses every event. */
  stripeWebhookSecret: string | null;
  /** Secret of the self-hosted proof-of-work bot check at registration (ALTCHA_HMAC_KEY; a random one per process by default). */
  altchaHmacKey: string;
  seedDemo: boolean;
  graphqlMaxDepth: number;
  graphqlMaxCost: number;
  graphqlMaxAliases: number;
  /** Open graphql-ws sockets one user may hold (WS_MAX_SOCKETS_PER_USER; every open screen holds one). */
  wsMaxSocketsPerUser: number;
  /**
   * The proxies whose `X-Forwarded-For` is believed (TRUST_PROXY: comma-separated addresses, CIDR
   * ranges or express's `loopback`, `linklocal`, `uniquelocal`); none by default, so no caller picks
   * the address its rate limits are counted under (issue #45, point 9).
   */
  trustProxy: string[];
  /** Chromium for PDF export; null: /usr/bin/chromium if present, else Playwright's own download. */
  chromiumPath: string | null;
  /** The origin the PDF renderer opens the print view on; null: the server's own listening address. */
  pdfRenderBaseUrl: string | null;
  /** Background jobs this instance runs at once (JOBS_CONCURRENCY; 0: it only queues them). */
  jobConcurrency: number;
  /** How long a claimed job stays this instance's without a heartbeat (JOBS_LEASE_MS). */
  jobLeaseMs: number;
  /** How often an idle worker looks for due jobs besides being woken (JOBS_POLL_MS). */
  jobPollMs: number;
  /**
   * Items the per-instance cache of computed project figures may hold in all (FIGURES_CACHE_ITEMS; 0
   * turns it off). Entries are keyed by project revision, so a cache never serves stale figures.
   */
  figuresCacheItems: number;
  /**
   * Whether the per-request reads (the caller, the project, the report row and options) run as named
   * prepared statements (platform/db/prepared.ts); DATABASE_PREPARED_STATEMENTS=false turns them off,
   * e.g. behind a connection pooler in transaction mode that cannot keep them.
   */
  preparedStatements: boolean;
  /**
   * The longest wait for a database connection, from the pool or a new one (DATABASE_TIMEOUT_MS,
   * default 3000): a request then answers 503 instead of hanging while PostgreSQL is away or stalled.
   */
  databaseTimeoutMs: number;
  /**
   * The longest one SQL statement may run (DATABASE_STATEMENT_TIMEOUT_MS, default 5000; 0 turns it
   * off): a statement waiting on a held lock or a stalled server ends, and the request answers 503.
   */
  databaseStatementTimeoutMs: number;
  /** Embedded PostgreSQL only: restart attempts in a row that fail before /healthz answers 503 (PG_RESTART_FAILURES, default 3). */
  pgRestartFailures: number;
}

function int(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw == null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Configuration error: ${name} must be a whole number, got "${raw}".`);
  return n;
}

function pdfRenderBaseUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.PDF_RENDER_BASE_URL?.trim();
  if (!raw) return null;
  if (!/^https?:\/\/[^/?#]+\/?$/.test(raw)) {
    throw new Error(`Configuration error: PDF_RENDER_BASE_URL must be an origin such as http://127.0.0.1:3000, got "${raw}".`);
  }
  return raw.replace(/\/$/, '');
}

/** The log level (LOG_LEVEL; warn under tests, else info), read by the logger before the configuration loads. */
export function logLevel(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info');
}

/** The environment of a child process (PostgreSQL): the server's own with `extra` on top. */
export function childProcessEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: each entry an IP address, a CIDR range or one of express's presets. */
function trustProxy(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUST_PROXY ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  for (const e of entries) {
    const [addr, bits, extra] = e.split('/');
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(addr) === 6 ? 128 : 32));
    if (!PROXY_PRESETS.has(e) && (extra !== undefined || !isIP(addr) || !prefixOk)) {
      throw new Error(`Configuration error: TRUST_PROXY must list IP addresses, CIDR ranges or loopback/linklocal/uniquelocal, got "${e}".`);
    }
  }
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = (env.NODE_ENV ?? 'production') as Config['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new Error(`Configuration error: NODE_ENV must be development, production or test, got "${nodeEnv}".`);
  }
  const port = int('PORT', 3000, env);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('Configuration error: DATABASE_URL must start with postgres:// or postgresql://');
  }
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR ?? '.data');
  return {
    nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    embeddedPgPort: int('EMBEDDED_PG_PORT', 54329, env),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'GreenIT Assess <no-reply@greenit.local>',
    supportEmail: env.SUPPORT_EMAIL?.trim() || 'support@greenit.local',
    outboxDir: path.resolve(ROOT_DIR, env.OUTBOX_DIR ?? '.outbox'),
    uploadsDir: path.resolve(ROOT_DIR, env.UPLOADS_DIR ?? '.uploads'),
    secureCookies: env.SECURE_COOKIES === '1',
    stripeSecretKey: env.STRIPE_SECRET_KEY ?? 'sk_test_local_placeholder',
    stripeConfigured: !!env.STRIPE_SECRET_KEY?.trim(),
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_local_placeholder',
    stripeApiBase: env.STRIPE_API_BASE?.trim() || null,
    cvrApiUrl: env.CVR_API_URL?.trim().replace(/\/$/, '') || null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    altchaHmacKey: env.ALTCHA_HMAC_KEY?.trim() || randomBytes(32).toString('hex'),
    seedDemo: env.SEED_DEMO !== '0',
    graphqlMaxDepth: int('GRAPHQL_MAX_DEPTH', 10, env),
    graphqlMaxCost: int('GRAPHQL_MAX_COST', 10000, env),
    graphqlMaxAliases: int('GRAPHQL_MAX_ALIASES', 30, env),
    wsMaxSocketsPerUser: Math.max(int('WS_MAX_SOCKETS_PER_USER', 200, env), 1),
    trustProxy: trustProxy(env),
    chromiumPath: env.CHROMIUM_PATH?.trim() || null,
    pdfRenderBaseUrl: pdfRenderBaseUrl(env),
    jobConcurrency: int('JOBS_CONCURRENCY', 2, env),
    jobLeaseMs: Math.max(int('JOBS_LEASE_MS', 30_000, env), 300),
    jobPollMs: Math.max(int('JOBS_POLL_MS', 1000, env), 50),
    figuresCacheItems: int('FIGURES_CACHE_ITEMS', 40_000, env),
    preparedStatements: !['false', '0', 'off'].includes((env.DATABASE_PREPARED_STATEMENTS ?? '').trim().toLowerCase()),
    databaseTimeoutMs: Math.max(int('DATABASE_TIMEOUT_MS', 3000, env), 100),
    databaseStatementTimeoutMs: int('DATABASE_STATEMENT_TIMEOUT_MS', 5000, env),
    pgRestartFailures: Math.max(int('PG_RESTART_FAILURES', 3, env), 1),
  };
}

let current: Config | null = null;
/** The process-wide configuration (loaded on first use). */
export function config(): Config {
  current ??= loadConfig();
  return current;
}
export function setConfig(next: Config): void {
  current = next;
}
