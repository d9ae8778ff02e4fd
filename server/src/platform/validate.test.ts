import { describe, expect, it } from 'vitest';
import { isDomainError, type DomainError } from '../../../shared/errors';
import { inputObject } from './validate';

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
