import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GqlContext } from './context';
import { shareEventResults, subscribeSharing } from './shared-events';

/** A schema whose `changed` subscription reads `seen` once per execution, as a recipient's reads would. */
function setup() {
  const reads: string[] = [];
  const listeners = new Set<(p: object) => void>();
  const Event = new GraphQLObjectType<{ n: number }, GqlContext & { who: string }>({
    name: 'Event',
    fields: {
      n: { type: GraphQLInt },
      seen: {
        type: GraphQLString,
        resolve: (e, _a, ctx) => {
          reads.push(ctx.who);
          return `${ctx.who} saw ${e.n}`;
        },
      },
    },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { x: { type: GraphQLInt } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        changed: {
          type: Event,
          subscribe: () => {
            const queue: object[] = [];
            let wake: (() => void) | null = null;
            const push = (p: object) => {
              queue.push(p);
              wake?.();
            };
            listeners.add(push);
            return {
              [Symbol.asyncIterator]() {
                return this;
              },
              async next() {
                while (!queue.length) await new Promise<void>((r) => (wake = r));
                return { value: queue.shift(), done: false };
              },
              async return() {
                listeners.delete(push);
                return { value: undefined, done: true };
              },
            };
          },
          resolve: (p: unknown) => p,
        },
      },
    }),
  });
  const publish = (p: object) => listeners.forEach((l) => l(p));
  return { schema, reads, publish, listeners };
}

async function open(schema: GraphQLSchema, who: string, cls: string | null, query = '{ changed { n seen } }') {
  const ctx = { who, cls } as unknown as GqlContext;
  const it = (await subscribeSharing({ schema, document: parse(`subscription ${query}`), contextValue: ctx })) as AsyncGenerator<ExecutionResult, void, void>;
  return it;
}

describe('subscribeSharing', () => {
  shareEventResults('changed', (ctx) => (ctx as unknown as { cls: string | null }).cls);

  it('executes an event once per visibility class and document, and hands the others that result', async () => {
    const { schema, reads, publish } = setup();
    const a1 = await open(schema, 'a1', 'A');
    const a2 = await open(schema, 'a2', 'A');
    const b = await open(schema, 'b', 'B');
    const alone = await open(schema, 'alone', null);
    const other = await open(schema, 'other', 'A', '{ changed { seen } }');
    const event = { n: 1 };
    publish(event);
    const [ra1, ra2, rb, ralone, rother] = await Promise.all([a1.next(), a2.next(), b.next(), alone.next(), other.next()]);
    expect(ra1.value).toEqual({ data: { changed: { n: 1, seen: 'a1 saw 1' } } });
    expect(ra2.value).toBe(ra1.value);
    expect(rb.value).toEqual({ data: { changed: { n: 1, seen: 'b saw 1' } } });
    expect(ralone.value).toEqual({ data: { changed: { n: 1, seen: 'alone saw 1' } } });
    expect(rother.value).toEqual({ data: { changed: { seen: 'other saw 1' } } });
    expect(reads.sort()).toEqual(['a1', 'alone', 'b', 'other']);
    // The next event is executed afresh (results belong to their event).
    publish({ n: 2 });
    const [next1, next2] = await Promise.all([a1.next(), a2.next(), b.next(), alone.next(), other.next()]);
    expect(next1.value).toEqual({ data: { changed: { n: 2, seen: 'a1 saw 2' } } });
    expect(next2.value).toBe(next1.value);
    expect(reads).toHaveLength(8);
    for (const it of [a1, a2, b, alone, other]) await it.return();
  });

  it('ends the source at once when the subscriber leaves while waiting for an event', async () => {
    const { schema, listeners } = setup();
    const it = await open(schema, 'a', 'A');
    void it.next();
    await new Promise((r) => setTimeout(r, 10));
    expect(listeners.size).toBe(1);
    await expect(it.return()).resolves.toEqual({ value: undefined, done: true });
    expect(listeners.size).toBe(0);
  });
});
