/**
 * Hand-written reads as named prepared statements (issue #17). The ORM's `em.execute` inlines the
 * parameters into the SQL text, so PostgreSQL parses, analyses and plans every statement afresh:
 * for the caller's or the project's wide joins that is 400–500 µs of the database's CPU per
 * statement, against under 100 µs to execute it (measured on the demo data), and on a small machine
 * the database shares the cores with the app. A prepared statement is planned once per connection.
 *
 * Outside a transaction only (inside one, the statement must run on the transaction's connection:
 * `em.execute` then); the statement is logged as the ORM logs its own, so debug output and the
 * statement counts of the tests and the bench see it. `DATABASE_PREPARED_STATEMENTS=false` turns
 * this off (e.g. behind a connection pooler that cannot keep prepared statements).
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '../config';

interface Prepared {
  name: string;
  text: string;
}

/** The largest int4 (serial ids): a parameter compared with such a column must not exceed it. */
export const PG_INT_MAX = 2_147_483_647;

const statements = new Map<string, Prepared>();

/** The statement's name (a hash of its text) and its text with `$1…` for the ORM's `?` placeholders. */
function prepared(sql: string): Prepared {
  let p = statements.get(sql);
  if (!p) {
    let n = 0;
    p = { name: `gia_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`, text: sql.replace(/\?/g, () => `$${++n}`) };
    statements.set(sql, p);
  }
  return p;
}

interface PgClient {
  query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(c: PgClient): Promise<void>;
}

/**
 * The rows of `sql` (with `?` placeholders, no `?` otherwise: the statements of platform/auth and
 * features/*, never user text) for `params` (numbers and strings). Unlike the ORM's inlined literals,
 * a parameter has the column's type: a number beyond it is an error of the database (PG_INT_MAX).
 */
export async function preparedRows<T>(em: EntityManager, sql: string, params: Array<string | number>): Promise<T[]> {
  if (em.isInTransaction() || !config().preparedStatements) return em.execute<T[]>(sql, params);
  const statement = prepared(sql);
  const connection = em.getConnection();
  const knex = connection.getKnex().client as unknown as KnexClient;
  const logger = em.config.getLogger();
  const started = Date.now();
  const client = await knex.acquireConnection();
  try {
    const { rows } = await client.query({ ...statement, values: params });
    logger.logQuery({ query: sql, params, took: Date.now() - started, results: rows.length, level: 'info' });
    return rows as T[];
  } catch (err) {
    logger.logQuery({ query: sql, params, took: Date.now() - started, level: 'error' });
    throw err;
  } finally {
    await knex.releaseConnection(client);
  }
}
