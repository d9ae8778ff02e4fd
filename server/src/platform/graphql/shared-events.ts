/**
 * Subscription events executed once per event and per visibility class, not once per socket (issue #33:
 * "fan-out independent of subscriber count").
 *
 * graphql-js runs a subscription as a source stream of payloads, each mapped to a response by executing
 * the operation's selection with the payload as root value (graphql-js 16
 * src/execution/subscribe.ts `mapSourceToResponse`). With 20 open solutions screens that is 20 executions
 * of the same selection over the same rows, each with its own reads. {@link subscribeSharing} does what
 * graphql-js's `subscribe` does, but a subscription root field may declare how its recipients fall into
 * visibility classes ({@link shareEventResults}): recipients of one event in the same class, with the same
 * document and variables, see exactly the same data, so the first of them executes and the others receive
 * that same result. The source stream (with its per-recipient `filter` and paid check) still runs per
 * socket; only the reads of the selection are shared.
 *
 * The shared results are kept in a WeakMap keyed by the payload object: the in-process bus hands every
 * subscriber the same object (@graphql-yoga/subscription dispatches one CustomEvent whose `detail` every
 * listener reads), and a payload (with its results) is garbage once every subscriber has taken it.
 */
import { createSourceEventStream, execute, getOperationAST, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { GqlContext } from './context';

/**
 * The recipient's visibility class for an event: recipients of the same class must see exactly the
 * same result for the same document and variables. null: execute for this recipient alone.
 */
export type VisibilityClass = (ctx: GqlContext, payload: never) => string | null;

const classes = new Map<string, VisibilityClass>();

/** Declares the visibility classes of a subscription root field's recipients (the feature that owns it knows them). */
export function shareEventResults(field: string, classOf: VisibilityClass): void {
  classes.set(field, classOf);
}

type Results = Map<string, Promise<ExecutionResult>>;
const shared = new WeakMap<object, Results>();

/** Executions that were shared (served from another recipient's) and run, since start (tests and the bench). */
export const sharedEventStats = { executed: 0, shared: 0 };

function isAsyncIterable(x: unknown): x is AsyncIterable<unknown> {
  return typeof (x as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';
}

/**
 * An async iterator of `fn` over `source`, whose return() reaches the source at once (an async generator
 * would wait for a pending next(): a socket closing before the next event would never end its source).
 * As graphql-js 16 src/execution/mapAsyncIterator.ts.
 */
function mapIterator<T, U>(source: AsyncIterable<T>, fn: (value: T) => Promise<U>): AsyncGenerator<U, void, void> {
  const it = source[Symbol.asyncIterator]();
  const done = async (): Promise<IteratorResult<U, void>> => {
    await it.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next() {
      const r = await it.next();
      if (r.done) return { value: undefined, done: true };
      try {
        return { value: await fn(r.value), done: false };
      } catch (err) {
        await it.return?.();
        throw err;
      }
    },
    return: done,
    async throw(err: unknown) {
      await it.return?.();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
    // Node 20's AsyncGenerator type asks for this too (explicit resource management).
    async [Symbol.asyncDispose]() {
      await done();
    },
  } as AsyncGenerator<U, void, void>;
}

/**
 * graphql-js's `subscribe`, with each event's execution shared between the recipients of one visibility
 * class (see the file's comment). Same arguments and results.
 */
export async function subscribeSharing(args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult, void, void> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!isAsyncIterable(stream)) return stream as ExecutionResult;
  const run = (payload: unknown): Promise<ExecutionResult> => Promise.resolve(execute({ ...args, rootValue: payload }));
  const op = getOperationAST(args.document, args.operationName);
  const roots = op?.selectionSet.selections ?? [];
  const root = roots.length === 1 && roots[0].kind === 'Field' ? roots[0].name.value : null;
  const classOf = root ? classes.get(root) : undefined;
  if (!classOf) return mapIterator(stream, run);
  // What else makes two recipients' results differ: the document and its variables.
  const operation = JSON.stringify([print(args.document), args.operationName ?? null, args.variableValues ?? null]);
  const ctx = args.contextValue as GqlContext;
  return mapIterator(stream, (payload) => {
    if (typeof payload !== 'object' || payload === null) return run(payload);
    const cls = classOf(ctx, payload as never);
    if (cls === null) return run(payload);
    let results = shared.get(payload);
    if (!results) shared.set(payload, (results = new Map()));
    const key = `${cls}\u0000${operation}`;
    let result = results.get(key);
    if (result) {
      sharedEventStats.shared++;
    } else {
      sharedEventStats.executed++;
      result = run(payload);
      results.set(key, result);
    }
    return result;
  });
}
