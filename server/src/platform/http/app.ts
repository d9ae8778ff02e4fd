/**
 * One HTTP server for everything: the SPA, GraphQL (HTTP and graphql-ws on /graphql), the REST
 * facade under /api/v1 (plus the paths the spec puts elsewhere), health checks and the GraphiQL
 * explorer. Every API request gets a forked EntityManager, its caller and a request id.
 */
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Authenticate } from '../auth/authenticate';
import { keyed, renderMessage } from '../../../../shared/errors';
import { ROOT_DIR, type Config } from '../config';
import { formatError } from '../graphql/format-error';
import type { GqlContext } from '../graphql/context';
import type { PostgresHealth } from '../db/pg-supervisor';
import { PARSE_OPTIONS } from '../graphql/document-guard';
import { graphqlDocumentGuard, graphqlInputHygiene, literalHygieneRule } from '../graphql/input-hygiene';
import { checkQueryLimits, type QueryLimits } from '../graphql/limits';
import { notSignedInPlugin } from '../graphql/not-signed-in';
import { attachGraphqlWs } from '../graphql/ws-server';
import { JobRunner } from '../jobs/queue';
import { attachPgBus } from '../realtime/pubsub';
import { logger } from '../logger';
import { csrfProtection } from './csrf';
import { errorHandler, graphqlUnavailableHandler } from './errors';
import { restInputHygiene } from './input-hygiene';
import { restJsonBody } from './json-body';
import { openApiDocument, openApiHtml } from './openapi';
import { apiRouteTable, type RouteEntry } from './route-table';
import { securityHeaders } from './security-headers';

export interface AppHandle {
  server: http.Server;
  /** Every REST route the app answers (read from its routers): the matrix, fuzz and OpenAPI source. */
  routes: RouteEntry[];
  /** This instance's background-job worker (platform/jobs). */
  jobs: JobRunner;
  close(): Promise<void>;
}

const CLIENT_DIST = path.join(ROOT_DIR, 'dist', 'client');

function requestIp(req: http.IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * The client's address of a WebSocket upgrade, as `req.ip` says it for HTTP: express's own trust
 * function (the app's 'trust proxy fn' setting), so both transports key limits alike.
 */
function upgradeIp(app: express.Express): (req: http.IncomingMessage) => string {
  return (req) => {
    const trust = app.get('trust proxy fn') as ((addr: string, i: number) => boolean) | undefined;
    const direct = requestIp(req);
    const forwarded = req.headers['x-forwarded-for'];
    if (!trust || typeof forwarded !== 'string' || !trust(direct, 0)) return direct;
    // Right to left through the trusted hops, as proxy-addr does.
    const hops = forwarded.split(',').map((h) => h.trim()).filter(Boolean).reverse();
    let addr = direct;
    for (let i = 0; i < hops.length; i++) {
      addr = hops[i];
      if (!trust(addr, i + 1)) break;
    }
    return addr;
  };
}

/** The REST facade's routers and the few routes the spec puts elsewhere (the composition root's: app/routes.ts). */
export interface RestComposition {
  /** Routers under /api/v1, in mounting order. */
  v1: Router[];
  /** Routers under /api/v3. */
  v3: Router[];
  /** Routers under /api/v2. */
  v2: Router[];
  /** Routes outside /api, under the same REST middlewares (session, CSRF, input hygiene). */
  outsideApi: Array<{ method: 'PUT'; path: string; handler: RequestHandler }>;
  /** Routes that read their raw body (a signed webhook): mounted before the JSON parser, no session, no CSRF. */
  rawBody: Array<{ path: string; handler: (fork: () => EntityManager) => RequestHandler }>;
}

/**
 * What the HTTP app serves, given by the composition root (server/src/app/server.ts): platform knows
 * no feature, it mounts what it is given.
 */
export interface AppComposition {
  /** The one GraphQL schema (app/schema.ts). */
  schema: GraphQLSchema;
  /** Resolves each request's caller (the auth feature's). */
  authenticate: Authenticate;
  rest: RestComposition;
  /** Tells the job queue how every job name is run, before this instance's runner starts (app/jobs.ts). */
  registerJobs(): void;
}

export interface AppOptions {
  /** The supervised embedded PostgreSQL's health (main.ts): /healthz answers 503 while it cannot be restarted. */
  databaseHealth?: () => PostgresHealth;
}

export async function createHttpApp(orm: MikroORM, cfg: Config, composition: AppComposition, options: AppOptions = {}): Promise<AppHandle> {
  const { schema, authenticate, rest } = composition;
  const app = express();
  app.disable('x-powered-by');
  // Routes match their path's exact case (stack-notes trap 26; the REST routers: api-router.ts).
  app.set('case sensitive routing', true);
  // X-Forwarded-For only from the proxies configuration names (TRUST_PROXY; none by default): otherwise
  // any local process could pick the address its rate limits count under (issue #45, point 9).
  app.set('trust proxy', cfg.trustProxy.length ? cfg.trustProxy : false);
  app.use(securityHeaders({ development: cfg.nodeEnv === 'development' }));
  // gzip for the SPA's files and the API's replies (the login page's JavaScript is ~1.3 MB raw).
  app.use(compression());
  const server = http.createServer(app);

  // Request id and one structured log line per request.
  app.use((req, res, next) => {
    const incoming = req.get('x-request-id');
    req.requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.requestId);
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      if (req.path === '/healthz' || req.path.startsWith('/assets/')) return;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info({ requestId: req.requestId, method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms * 10) / 10, userId: req.ctx?.actor?.user.id }, 'request');
    });
    next();
  });

  app.get('/healthz', (_req, res) => {
    const db = options.databaseHealth?.();
    if (db?.state === 'failed') return void res.status(503).json({ status: 'failing', database: 'embedded PostgreSQL cannot be restarted', failures: db.failures });
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ status: 'ready', database: 'reachable' });
    } catch (err) {
      logger.warn({ err }, 'readiness check failed');
      res.status(503).json({ status: 'not ready', database: 'unreachable' });
    }
  });

  const withContext = async (req: Request, _res: Response, next: NextFunction) => {
    try {
      const em = orm.em.fork();
      const actor = await authenticate(em, { cookieHeader: req.headers.cookie, authorization: req.headers.authorization });
      // req.ip: the client's address, behind a configured proxy its X-Forwarded-For ('trust proxy'); rate limits key on it.
      req.ctx = { em, actor, ip: req.ip ?? requestIp(req), requestId: req.requestId };
      next();
    } catch (err) {
      next(err);
    }
  };
  const json = express.json({ limit: '2mb' });
  // REST writes read JSON only: 415 for another content type, `{}` for no body (json-body.ts).
  const restJson = restJsonBody();

  // GraphiQL in a browser; queries, mutations and subscriptions for everything else. The same
  // limits apply over HTTP (this plugin) and graphql-ws (ws-server.ts).
  const limits: QueryLimits = { maxDepth: cfg.graphqlMaxDepth, maxCost: cfg.graphqlMaxCost, maxAliases: cfg.graphqlMaxAliases };
  const apollo = new ApolloServer<GqlContext>({
    schema,
    formatError,
    // The parser stops at MAX_TOKENS (the document was bounded before, unparsed work included: graphqlDocumentGuard).
    parseOptions: PARSE_OPTIONS,
    // Literal values are checked like variables (input hygiene); limits run once the operation is known.
    validationRules: [literalHygieneRule],
    plugins: [
      // Cache-control hints are not used, and the plugin hooks every field's resolution (issue #17).
      ApolloServerPluginCacheControlDisabled(),
      notSignedInPlugin,
      {
        async requestDidStart() {
          return {
            async didResolveOperation({ document, operationName, request, contextValue }) {
              const [first] = checkQueryLimits(schema, limits, { document, operationName, variables: request.variables, signedIn: !!contextValue.actor });
              if (first) throw first;
            },
          };
        },
      },
    ],
    // Stack traces carry server paths: development only (Apollo would add them whenever NODE_ENV is unset).
    includeStacktraceInErrorResponses: cfg.nodeEnv === 'development',
    introspection: true,
    // main.ts owns shutdown (HTTP, GraphQL, ORM, then PostgreSQL, in that order).
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  app.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) === 'text/html' && !req.query.query) {
      const page = path.join(CLIENT_DIST, 'graphiql.html');
      if (existsSync(page)) return res.sendFile(page);
      if (cfg.nodeEnv === 'development') return res.redirect('/graphiql.html');
    }
    next();
  });
  app.use('/graphql', json, graphqlDocumentGuard(limits.maxAliases), withContext, csrfProtection, graphqlInputHygiene, expressMiddleware(apollo, { context: async ({ req, res }) => ({ ...req.ctx, res }) }), graphqlUnavailableHandler);

  // A signed webhook reads the exact bytes it signed: a raw body, before the JSON parser (no session, no CSRF).
  for (const r of rest.rawBody) app.post(r.path, express.raw({ type: '*/*', limit: '1mb' }), r.handler(() => orm.em.fork()));

  // REST facade.
  // Each route checks its own paid mark (api-router.ts), from the matched route, never the path text.
  const api = express.Router({ caseSensitive: true });
  api.use(...restJson, withContext, csrfProtection, restInputHygiene);
  const routers = rest.v1;
  for (const r of routers) api.use(r);
  // /api/v2 and /api/v3 join the same table, so the matrix, fuzz and OpenAPI cover them.
  const v3Routers = rest.v3;
  const v2Routers = rest.v2;
  const routes = apiRouteTable({ v1: routers, v2: v2Routers, v3: v3Routers, outsideApi: rest.outsideApi });
  // The facade described (OpenAPI 3.1, from the same route table) and a browsable page.
  const openapi = openApiDocument(routes);
  const docsPage = openApiHtml(routes);
  api.get('/openapi.json', (_req, res) => void res.json(openapi));
  api.get('/docs', (_req, res) => void res.type('html').send(docsPage));
  api.use((req, res) => void res.status(404).json({ message: `Unknown path ${req.method} ${req.baseUrl}${req.path}` }));
  app.use('/api/v1', api);
  const apiV2 = express.Router({ caseSensitive: true });
  apiV2.use(...restJson, withContext, csrfProtection, restInputHygiene, ...v2Routers);
  apiV2.use((req, res) => void res.status(404).json({ message: `Unknown path ${req.method} ${req.baseUrl}${req.path}` }));
  app.use('/api/v2', apiV2);
  const apiV3 = express.Router({ caseSensitive: true });
  apiV3.use(...restJson, withContext, csrfProtection, restInputHygiene, ...v3Routers);
  apiV3.use((req, res) => void res.status(404).json({ message: `Unknown path ${req.method} ${req.baseUrl}${req.path}` }));
  app.use('/api/v3', apiV3);
  app.use('/api', (req, res) => void res.status(404).json({ message: `Unknown path ${req.method} ${req.originalUrl.split('?')[0]}` }));
  for (const r of rest.outsideApi) app.put(r.path, ...restJson, withContext, csrfProtection, restInputHygiene, r.handler);

  // Uploaded files (front-page images) under random names; never sniffed as another type.
  app.use('/uploads', express.static(cfg.uploadsDir, { index: false, dotfiles: 'deny', maxAge: '1h', setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff') }));
  // An unknown upload is a 404, not the SPA's page.
  app.use('/uploads', (_req, res) => void res.status(404).json({ message: renderMessage(keyed('common.notFound')) }));

  // The SPA: built files, or Vite's dev server with hot reload.
  let closeVite: (() => Promise<void>) | null = null;
  if (cfg.nodeEnv === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.join(ROOT_DIR, 'client', 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
    });
    app.use(vite.middlewares);
    closeVite = () => vite.close();
  } else {
    app.use(express.static(CLIENT_DIST, { index: 'index.html', maxAge: '1h', setHeaders: (res, file) => {
      if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      // Vite names built files by their content hash: a changed file gets a new name, so they never go stale.
      else if (file.startsWith(path.join(CLIENT_DIST, 'assets') + path.sep)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    } }));
    app.get('/', (_req, res) => {
      if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) return void res.status(503).send('The client is not built: run `npm run build`.');
      res.sendFile(path.join(CLIENT_DIST, 'index.html'));
    });
  }
  // Hash routes live after '#': any other server path is unknown.
  app.use((req, res) => {
    if (req.method === 'GET' && req.accepts('html')) return void res.redirect(302, '/#/404');
    res.status(404).json({ message: `Unknown path ${req.method} ${req.path}` });
  });
  app.use(errorHandler);

  // graphql-ws on the same path, under the same rules as HTTP (platform/graphql/ws-server.ts).
  const closeWs = attachGraphqlWs({ server, schema, orm, limits, authenticate, ip: upgradeIp(app), maxSocketsPerUser: cfg.wsMaxSocketsPerUser });

  // Live events cross instances through PostgreSQL LISTEN/NOTIFY (platform/realtime/pubsub.ts).
  const detachBus = await attachPgBus(orm.config.get('clientUrl')!);
  // Background jobs from the shared `jobs` table (platform/jobs/queue.ts), on every instance.
  composition.registerJobs();
  const jobRunner = new JobRunner(orm, { concurrency: cfg.jobConcurrency, leaseMs: cfg.jobLeaseMs, pollMs: cfg.jobPollMs, baseUrl: () => cfg.pdfRenderBaseUrl ?? listeningOrigin(server) });
  jobRunner.start();

  return {
    server,
    routes,
    jobs: jobRunner,
    async close() {
      // Stop taking requests, let running ones finish (3 s at most), then stop GraphQL.
      const closed = new Promise<void>((r) => server.close(() => r()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 3000);
      await closeWs();
      await closed;
      clearTimeout(force);
      await apollo.stop();
      await jobRunner.stop();
      await detachBus();
      if (closeVite) await closeVite();
    },
  };
}

/** The loopback origin of the listening socket (what a job of this instance renders pages from), or null. */
function listeningOrigin(server: http.Server): string | null {
  const address = server.address();
  if (!address || typeof address !== 'object') return null;
  let host = address.address;
  if (host.startsWith('::ffff:')) host = host.slice('::ffff:'.length);
  if (host === '0.0.0.0' || host === '::' || host === '') host = '127.0.0.1';
  if (host.includes(':')) host = `[${host}]`;
  return `http://${host}:${address.port}`;
}
