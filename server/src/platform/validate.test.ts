import { describe, expect, it } from 'vitest';
import { isDomainError, type DomainError } from '../../../shared/errors';
import type { Actor } from './auth/actor';
import { inputObject, parseEdgeId, parseOptionalEdgeId } from './validate';

describe('inputObject', () => {
  it('reads a missing input as an empty object', () => {
    expect(inputObject(undefined)).toEqual({});
    expect(inputObject(null)).toEqual({});
    expect(inputObject({ name: 'x' })).toEqual({ name: 'x' });
  });

  it('refuses a list or a scalar with a VALIDATION error instead of a TypeError', () => {
    for (const bad of [[1], 'text', 5, true]) {
      let caught: unknown;
      try {
        inputObject(bad as unknown as object);
      } catch (e) {
        caught = e;
      }
      expect(isDomainError(caught), String(bad)).toBe(true);
      expect((caught as DomainError).code).toBe('VALIDATION');
      expect((caught as DomainError).fieldErrors?._?.[0]?.key).toBe('common.bodyNotObject');
    }
  });
});

describe('parseEdgeId', () => {
  const actor = {} as Actor;
  const codeOf = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return isDomainError(e) ? e.code : 'other';
    }
    return 'none';
  };

  it('reads the canonical decimal form (or a positive safe integer) as the id', () => {
    expect(parseEdgeId(actor, '42')).toBe(42);
    expect(parseEdgeId(null, 7)).toBe(7);
    expect(parseOptionalEdgeId(null, '')).toBeUndefined();
    expect(parseOptionalEdgeId(null, null)).toBeUndefined();
    expect(parseOptionalEdgeId(actor, '3')).toBe(3);
  });

  it('answers a malformed id NOT_FOUND, but UNAUTHENTICATED to a signed-out caller', () => {
    for (const bad of ['abc', '0x1', '01', '1e0', '0', '-1', ' 1', '', undefined, 1.5, {}]) {
      expect(codeOf(() => parseEdgeId(actor, bad)), String(bad)).toBe('NOT_FOUND');
      expect(codeOf(() => parseEdgeId(null, bad)), String(bad)).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(() => parseOptionalEdgeId(actor, 'x'))).toBe('NOT_FOUND');
  });
});
