/**
 * graphql-ws on the HTTP server's `/graphql` path, under the rules of GraphQL over HTTP. graphql-ws
 * runs operations itself, so none of Apollo Server's plugins, validation rules or `formatError` apply
 * (stack notes, trap 27); each is applied here explicitly:
 * - the document's length is capped before it is parsed, and the parser stops at MAX_TOKENS;
 * - validation runs graphql-js's rules plus the literal checks (literalHygieneRule);
 * - variables get the input hygiene of HTTP (NUL, invalid UTF-16, non-finite or huge numbers, nesting);
 * - depth, cost, alias and expanded-field limits (limits.ts);
 * - every error sent (`error` and `next` messages) goes through formatError: codes of the one list, no
 *   SQL, no stack (graphql-ws `onError` / `onNext`, graphql-ws server.ts);
 * - the socket's credentials (session cookie or bearer token) are signed in again for every operation,
 *   and on every re-check the bus asks for (realtime/sockets.ts), so a revoked token, a deleted or
 *   deactivated user or an ended session stops working on every instance.
 * Anonymous sockets are refused at connect, so the not-signed-in wording of HTTP (not-signed-in.ts)
 * has no case here: a socket whose credentials stop working is told its session expired, then closed.
 */
import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { execute, getOperationAST, getVariableValues, GraphQLError, parse, specifiedRules, validate, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import type { FormattedExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { DomainError } from '../../../../shared/errors';
import type { Actor } from '../auth/actor';
import type { Authenticate, Credentials } from '../auth/authenticate';
import { ACCESS_CHANGED_CLOSE_CODE, listenForSocketRechecks, registerSocket, SESSION_ENDED_CLOSE_CODE } from '../realtime/sockets';
import type { GqlContext } from './context';
import { formatError } from './format-error';
import { literalHygieneRule, variablesError } from './input-hygiene';
import { checkQueryLimits, documentSizeError, PARSE_OPTIONS, type QueryLimits } from './limits';
import { subscribeSharing } from './shared-events';

/** How often an idle socket signs its credentials in again, whatever the bus says (ms). */
export const SOCKET_RECHECK_MS = 60_000;

export interface GraphqlWsOptions {
  server: http.Server;
  schema: GraphQLSchema;
  orm: MikroORM;
  limits: QueryLimits;
  /** Resolves the caller from the socket's credentials (the auth feature's, passed by the composition root). */
  authenticate: Authenticate;
  /** The client's address as the app logs it. */
  ip(req: http.IncomingMessage): string;
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
  const wss = new WebSocketServer({ server: opts.server, path: '/graphql' });
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
        const bearer = typeof c.connectionParams?.authorization === 'string' ? c.connectionParams.authorization : undefined;
        // A cookie-authenticated socket must come from our own origin (no cross-site WebSocket hijacking).
        const origin = req.headers.origin;
        if (!bearer && origin && !sameOrigin(origin, req.headers.host)) return false;
        const credentials: Credentials = { cookieHeader: bearer ? null : req.headers.cookie, authorization: bearer };
        const em = orm.em.fork();
        const actor = await authenticate(em, credentials);
        if (!actor) return false;
        c.extra.ctx = { em, actor, ip: opts.ip(req), requestId: randomUUID() };
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
        // In the order of HTTP: the length and the variables (graphqlInputHygiene), then the document.
        const tooLong = documentSizeError(payload.query);
        if (tooLong) return [tooLong];
        const badVariables = variablesError(payload.variables);
        if (badVariables) return [badVariables];
        let document;
        try {
          document = parse(payload.query, PARSE_OPTIONS);
        } catch (err) {
          return [err instanceof GraphQLError ? err : new GraphQLError('Syntax error')];
        }
        const invalid = validate(schema, document, [...specifiedRules, literalHygieneRule]);
        if (invalid.length) return invalid;
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
    stopRechecks();
    await wsServer.dispose();
    wss.close();
  };
}
