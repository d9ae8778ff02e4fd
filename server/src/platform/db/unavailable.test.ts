import { ConnectionException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (503 instead of 500)', () => {
  it('knows the ways a database is away, over TCP and over its unix socket', () => {
    for (const err of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new Error('connect ENOENT /tmp/greenit-pg-0/.s.PGSQL.54329'),
      new Error('Connection ended unexpectedly'),
      new Error('Connection terminated unexpectedly'),
      new Error('Knex: Timeout acquiring a connection. The pool is probably full.'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('sorry, too many clients already', '53300'),
      new ConnectionException(new Error('down')),
      Object.assign(new Error('wrapped'), { cause: withCode('reset', 'ECONNRESET') }),
      // A stalled server or a held lock (orm.ts timeouts): statement cancelled, lock not available, no reply.
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('could not obtain lock on relation "project_notes"', '55P03'),
      new Error('Query read timeout'),
      new Error('Connection terminated due to connection timeout'),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    }
  });

  it('leaves every other error a 500, a missing file included', () => {
    for (const err of [
      withCode("ENOENT: no such file or directory, open '/data/uploads/x.png'", 'ENOENT'),
      new Error('connect ENOENT /var/run/other.sock'),
      withCode('duplicate key value violates unique constraint', '23505'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });
});
