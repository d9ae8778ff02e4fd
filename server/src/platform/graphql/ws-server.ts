/**
 * graphql-ws on the HTTP server's `/graphql` path, under the rules of GraphQL over HTTP. graphql-ws
 * runs operations itself, so none of Apollo Server's plugins, validation rules or `formatError` apply
 * (stack notes, trap 27); each is applied here explicitly:
 * - the caller is signed in and its `Origin` checked in the HTTP upgrade, before `ws` reads a frame
 *   (issue #45, point 2: graphql-ws parses `connection_init` before `onConnect` can refuse); frames
 *   are limited to the HTTP body limit (MAX_WS_PAYLOAD; `ws` allows 100 MiB by default) and a user
 *   holds at most `maxSocketsPerUser` sockets; upgrades still being signed in are bounded per address;
 * - the document is bounded in linear time before validation (document-guard.ts), as over HTTP;
 * - validation runs graphql-js's rules plus the literal checks (literalHygieneRule); parse and
 *   validation errors carry the codes HTTP gives them (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED);
 * - variables get the input hygiene of HTTP (NUL, invalid UTF-16, non-finite or huge numbers, nesting);
 * - depth, cost, alias and expanded-field limits (limits.ts);
 * - every error sent (`error` and `next` messages) goes through formatError: codes of the one list, no
 *   SQL, no stack (graphql-ws `onError` / `onNext`, graphql-ws server.ts);
 * - the socket's credentials (session cookie or bearer token) are signed in again for every operation,
 *   and on every re-check the bus asks for (realtime/sockets.ts), so a revoked token, a deleted or
 *   deactivated user or an ended session stops working on every instance.
 * Anonymous sockets are refused in the upgrade (401), so the not-signed-in wording of HTTP
 * (not-signed-in.ts) has no case here: a socket whose credentials stop working is told its session
 * expired, then closed. A token client sends `Authorization: Bearer …` with the upgrade; the
 * `authorization` connection parameter, when also given, must name the same token.
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { execute, getOperationAST, getVariableValues, GraphQLError, specifiedRules, validate, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import type { FormattedExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { DomainError, keyed, renderMessage } from '../../../../shared/errors';
import type { Actor } from '../auth/actor';
import type { Authenticate, Credentials } from '../auth/authenticate';
import { ACCESS_CHANGED_CLOSE_CODE, listenForSocketRechecks, registerSocket, SESSION_ENDED_CLOSE_CODE } from '../realtime/sockets';
import type { GqlContext } from './context';
import { formatError } from './format-error';
import { literalHygieneRule, variablesError } from './input-hygiene';
import { guardDocument, VALIDATION_FAILED } from './document-guard';
import { checkQueryLimits, type QueryLimits } from './limits';
import { subscribeSharing } from './shared-events';

/** How often an idle socket signs its credentials in again, whatever the bus says (ms). */
export const SOCKET_RECHECK_MS = 60_000;
/** The largest frame a socket may send: the HTTP body limit (app.ts `express.json({ limit: '2mb' })`); larger closes with 1009. */
export const MAX_WS_PAYLOAD = 2 * 1024 * 1024;
/** Upgrades from one address still being signed in at once (each costs a database read). */
export const MAX_PENDING_UPGRADES_PER_ADDRESS = 20;

export interface GraphqlWsOptions {
  server: http.Server;
  schema: GraphQLSchema;
  orm: MikroORM;
  limits: QueryLimits;
  /** Resolves the caller from the socket's credentials (the auth feature's, passed by the composition root). */
  authenticate: Authenticate;
  /** The client's address as the app logs it. */
  ip(req: http.IncomingMessage): string;
  /** Open sockets one user may hold (every open screen of the SPA holds one). */
  maxSocketsPerUser: number;
}

/** A caller signed in during the upgrade, handed to onConnect. */
interface Admitted {
  actor: Actor;
  credentials: Credentials;
}

/** The refusal of an upgrade, as a plain HTTP reply before any WebSocket frame. */
function refuseUpgrade(socket: Duplex, status: 401 | 403 | 429, message: string): void {
  const reason = { 401: 'Unauthorized', 403: 'Forbidden', 429: 'Too Many Requests' }[status];
  const body = JSON.stringify({ message });
  // Destroyed once written: a caller that keeps streaming a frame is not read, nor waited for.
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`, () => socket.destroy());
}

type SocketState = {
  ctx?: GqlContext;
  credentials?: Credentials;
};

/**
 * Whether an `Origin` header names the host the request was sent to. An `Origin` that is not a URL
 * (`http://[bad`) is foreign: `new URL` throws on it, and before issue #27 that closed the socket
 * with 4500 "Internal server error" instead of refusing it.
 */
export function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** What decides a socket's rights: when it changes, its subscriptions were set up for other rights. */
function accessOf(a: Actor): string {
  const s = a.subscription;
  return JSON.stringify([a.user.id, a.partner.id, [...a.user.roles].sort(), [...a.user.permissions].sort(), a.user.seatAssignedAt != null, s ? [s.id, s.isFree, s.isActive] : null]);
}

const format = (errors: readonly GraphQLError[]) => errors.map((e) => formatError(e.toJSON(), e));

/** Starts graphql-ws on `server`; returns the function that stops it. */
export function attachGraphqlWs(opts: GraphqlWsOptions): () => Promise<void> {
  const { schema, orm, limits, authenticate } = opts;
  // noServer: the upgrade below signs the caller in before `ws` reads a frame.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_WS_PAYLOAD });
  const admitted = new WeakMap<http.IncomingMessage, Admitted>();
  const pendingByAddress = new Map<string, number>();
  const socketsByUser = new Map<Actor['user']['id'], number>();
  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/graphql') return;
    socket.on('error', () => undefined);
    const authorization = typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined;
    // A cookie-authenticated socket must come from our own origin (no cross-site WebSocket hijacking).
    const origin = req.headers.origin;
    if (!authorization && origin && !sameOrigin(origin, req.headers.host)) return refuseUpgrade(socket, 403, renderMessage(keyed('common.noPermission')));
    if (!authorization && !req.headers.cookie) return refuseUpgrade(socket, 401, renderMessage(keyed('common.notSignedIn')));
    const address = opts.ip(req);
    const pending = pendingByAddress.get(address) ?? 0;
    if (pending >= MAX_PENDING_UPGRADES_PER_ADDRESS) return refuseUpgrade(socket, 429, renderMessage(keyed('common.tooManyAttempts', { seconds: 1 })));
    pendingByAddress.set(address, pending + 1);
    const credentials: Credentials = { cookieHeader: authorization ? null : req.headers.cookie, authorization };
    void authenticate(orm.em.fork(), credentials)
      .then((actor) => {
        if (!actor) return refuseUpgrade(socket, 401, renderMessage(keyed('common.sessionExpired')));
        const open = socketsByUser.get(actor.user.id) ?? 0;
        if (open >= opts.maxSocketsPerUser) return refuseUpgrade(socket, 429, renderMessage(keyed('graphql.tooManySockets', { limit: opts.maxSocketsPerUser })));
        admitted.set(req, { actor, credentials });
        wss.handleUpgrade(req, socket, head, (ws) => {
          // `ws` closes an oversized frame's socket with 1009 itself, then emits the error, which
          // graphql-ws would print as an internal error: a caller could fill the logs with them.
          const emit = ws.emit.bind(ws);
          ws.emit = ((event: string | symbol, ...args: unknown[]) =>
            event === 'error' && (args[0] as { code?: unknown } | undefined)?.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' ? true : emit(event, ...args)) as typeof ws.emit;
          const userId = actor.user.id;
          socketsByUser.set(userId, (socketsByUser.get(userId) ?? 0) + 1);
          ws.once('close', () => {
            const left = (socketsByUser.get(userId) ?? 1) - 1;
            if (left > 0) socketsByUser.set(userId, left);
            else socketsByUser.delete(userId);
          });
          wss.emit('connection', ws, req);
        });
      })
      .catch(() => refuseUpgrade(socket, 401, renderMessage(keyed('common.sessionExpired'))))
      .finally(() => {
        const left = (pendingByAddress.get(address) ?? 1) - 1;
        if (left > 0) pendingByAddress.set(address, left);
        else pendingByAddress.delete(address);
      });
  };
  opts.server.on('upgrade', onUpgrade);
  const stopRechecks = listenForSocketRechecks();
  const wsServer = useServer<Record<string, unknown>, SocketState>(
    {
      schema,
      // Our copy of graphql-js runs the operations, so that their errors are the GraphQLError that
      // formatError knows (a bundler or test runner may load graphql-ws with another copy: stack notes, trap 2).
      execute,
      // graphql-js's subscribe, each event executed once per visibility class (shared-events.ts, issue #33).
      subscribe: subscribeSharing,
      onConnect: async (c) => {
        const req = c.extra.request;
        const admission = admitted.get(req);
        if (!admission) return false;
        // The connection parameter, when given, must name the token the upgrade was signed in with.
        const param = c.connectionParams?.authorization;
        if (param !== undefined && param !== admission.credentials.authorization) return false;
        const { actor, credentials } = admission;
        c.extra.ctx = { em: orm.em.fork(), actor, ip: opts.ip(req), requestId: randomUUID() };
        c.extra.credentials = credentials;
        const socket = c.extra.socket;
        let access = accessOf(actor);
        const recheck = async () => {
          if (socket.readyState !== socket.OPEN) return;
          const now = await authenticate(orm.em.fork(), credentials);
          if (!now) socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
          else if (accessOf(now) !== access) socket.close(ACCESS_CHANGED_CLOSE_CODE, 'Access changed');
          else access = accessOf(now);
        };
        // Ending the session closes this socket; other changes of access re-check it.
        const forget = registerSocket(actor.user.id, actor.sessionHash ?? null, { close: (code, reason) => socket.close(code, reason), recheck });
        const timer = setInterval(() => void recheck().catch(() => undefined), SOCKET_RECHECK_MS);
        timer.unref();
        socket.once('close', () => {
          clearInterval(timer);
          forget();
        });
        return true;
      },
      // Parse, validate and check as HTTP does; the arguments are then used as they are.
      onSubscribe: async (c, _id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        // In the order of HTTP: the variables (graphqlInputHygiene), then the document bounded, parsed and validated.
        const badVariables = variablesError(payload.variables);
        if (badVariables) return [badVariables];
        const guarded = guardDocument(payload.query, limits.maxAliases);
        if (guarded.error) return [guarded.error];
        const { document } = guarded;
        const invalid = validate(schema, document, [...specifiedRules, literalHygieneRule]);
        if (invalid.length) return invalid.map((e) => new GraphQLError(e.message, { nodes: e.nodes, source: e.source, positions: e.positions, originalError: e.originalError, extensions: { ...e.extensions, code: e.extensions.code ?? VALIDATION_FAILED } }));
        // Variables of the wrong type are the caller's error, as Apollo Server says (BAD_USER_INPUT,
        // @apollo/server requestPipeline.ts isBadUserInputGraphQLError): found here, before execution.
        const op = getOperationAST(document, payload.operationName);
        if (!op) return [new GraphQLError('Unable to identify operation', { extensions: { code: 'BAD_USER_INPUT' } })];
        const coerced = getVariableValues(schema, op.variableDefinitions ?? [], payload.variables ?? {}, { maxErrors: 20 });
        if (coerced.errors) return coerced.errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, originalError: e.originalError, extensions: { ...e.extensions, code: 'BAD_USER_INPUT' } }));
        // Limits before any database read (the socket was signed in when it connected: introspection may be measured).
        const refused = checkQueryLimits(schema, limits, { document, operationName: payload.operationName, variables: payload.variables, signedIn: true });
        if (refused.length) return refused;
        // The socket's credentials, signed in again: a revoked token or an ended session stops here.
        const em = orm.em.fork();
        const actor = c.extra.credentials ? await authenticate(em, c.extra.credentials) : null;
        if (!actor) {
          // After the error below is on its way (graphql-ws sends it in this same turn of the event loop).
          const socket = c.extra.socket;
          setImmediate(() => socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended'));
          const err = DomainError.unauthenticated();
          return [new GraphQLError(err.message, { originalError: err })];
        }
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue: { ...c.extra.ctx!, em, actor, requestId: randomUUID() } satisfies GqlContext };
      },
      onError: (_c, _id, _payload, errors) => format(errors),
      onNext: (_c, _id, _payload, _args, result): FormattedExecutionResult | void => {
        if (!result.errors?.length) return;
        return { ...result, errors: format(result.errors) };
      },
    },
    wss,
  );
  return async () => {
    opts.server.off('upgrade', onUpgrade);
    stopRechecks();
    await wsServer.dispose();
    wss.close();
  };
}
