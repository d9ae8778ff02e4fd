/**
 * One HTTP server for everything: the SPA, GraphQL (HTTP and graphql-ws on /graphql), the REST
 * facade under /api/v1 (plus the paths the spec puts elsewhere), health checks and the GraphiQL
 * explorer. Every API request gets a forked EntityManager, its caller and a request id.
 */
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type NextFunction, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { appsRoutes } from '../../features/apps/apps.rest';
import { authRoutes, passwordChangeHandler } from '../../features/auth/auth.rest';
import { clientRoutes } from '../../features/clients/client.rest';
import { projectRoutes } from '../../features/projects/project.rest';
import { solutionRoutes } from '../../features/solutions/solutions.rest';
import { catalogueRoutes } from '../../features/catalogue/catalogue.rest';
import { referenceRoutes } from '../../features/reference/reference.rest';
import { userRoutes } from '../../features/users/user.rest';
import { reportOptionsRoutes } from '../../features/report-options/report-options.rest';
import { documentRoutes } from '../../features/documents/document.rest';
import { reportRoutes } from '../../features/reports/report.rest';
import { apiTokenRoutes, partnerAdminRoutes } from '../../features/partner-admin';
import { authenticate } from '../auth/authenticate';
import { ROOT_DIR, type Config } from '../config';
import { formatError } from '../graphql/format-error';
import type { GqlContext } from '../graphql/context';
import { queryLimitsRule } from '../graphql/limits';
import { createSchema } from '../graphql/schema';
import { logger } from '../logger';
import { csrfProtection } from './csrf';
import { errorHandler } from './errors';

export interface AppHandle {
  server: http.Server;
  close(): Promise<void>;
}

const CLIENT_DIST = path.join(ROOT_DIR, 'dist', 'client');

function requestIp(req: http.IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

export async function createApp(orm: MikroORM, cfg: Config): Promise<AppHandle> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const server = http.createServer(app);
  const schema = await createSchema();

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

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
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
      req.ctx = { em, actor, ip: requestIp(req), requestId: req.requestId };
      next();
    } catch (err) {
      next(err);
    }
  };
  const json = express.json({ limit: '2mb' });

  // GraphiQL in a browser; queries, mutations and subscriptions for everything else.
  const apollo = new ApolloServer<GqlContext>({
    schema,
    formatError,
    validationRules: [queryLimitsRule(cfg.graphqlMaxDepth, cfg.graphqlMaxCost)],
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
  app.use('/graphql', json, withContext, csrfProtection, expressMiddleware(apollo, { context: async ({ req, res }) => ({ ...req.ctx, res }) }));

  // REST facade.
  const api = express.Router();
  api.use(json, withContext, csrfProtection);
  api.use(authRoutes());
  api.use(userRoutes());
  api.use(appsRoutes());
  api.use(clientRoutes());
  api.use(projectRoutes());
  api.use(solutionRoutes());
  api.use(referenceRoutes());
  api.use(catalogueRoutes());
  api.use(reportOptionsRoutes());
  api.use(documentRoutes());
  api.use(reportRoutes());
  api.use(partnerAdminRoutes());
  api.use((req, res) => void res.status(404).json({ message: `Unknown path ${req.method} ${req.baseUrl}${req.path}` }));
  app.use('/api/v1', api);
  const apiV3 = express.Router();
  apiV3.use(json, withContext, csrfProtection, apiTokenRoutes());
  apiV3.use((req, res) => void res.status(404).json({ message: `Unknown path ${req.method} ${req.baseUrl}${req.path}` }));
  app.use('/api/v3', apiV3);
  app.use('/api', (req, res) => void res.status(404).json({ message: `Unknown path ${req.method} ${req.originalUrl.split('?')[0]}` }));
  app.put('/user/password', json, withContext, csrfProtection, passwordChangeHandler);

  // Uploaded files (front-page images) under random names; never sniffed as another type.
  app.use('/uploads', express.static(cfg.uploadsDir, { index: false, dotfiles: 'deny', maxAge: '1h', setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff') }));

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

  // graphql-ws on the same path; session cookie or bearer token on connect.
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const wsServer = useServer<Record<string, unknown>, { ctx?: GqlContext }>(
    {
      schema,
      onConnect: async (c) => {
        const req = c.extra.request;
        const bearer = typeof c.connectionParams?.authorization === 'string' ? c.connectionParams.authorization : undefined;
        // A cookie-authenticated socket must come from our own origin (no cross-site WebSocket hijacking).
        const origin = req.headers.origin;
        if (!bearer && origin && new URL(origin).host !== req.headers.host) return false;
        const em = orm.em.fork();
        const actor = await authenticate(em, { cookieHeader: bearer ? null : req.headers.cookie, authorization: bearer });
        if (!actor) return false;
        c.extra.ctx = { em, actor, ip: requestIp(req), requestId: randomUUID() };
        return true;
      },
      context: (c) => ({ ...c.extra.ctx!, em: orm.em.fork() }),
      validate: undefined,
    },
    wss,
  );

  return {
    server,
    async close() {
      // Stop taking requests, let running ones finish (3 s at most), then stop GraphQL.
      const closed = new Promise<void>((r) => server.close(() => r()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 3000);
      await wsServer.dispose();
      wss.close();
      await closed;
      clearTimeout(force);
      await apollo.stop();
      if (closeVite) await closeVite();
    },
  };
}
