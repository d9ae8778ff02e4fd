import { describe, expect, it } from 'vitest';
import { isLockedFor } from './paid';

describe('isLockedFor (issue #34 point 2: paid areas are marked before the work)', () => {
  const user = (type: string, paidSubscription: boolean) => ({ paidSubscription, partner: { type } });

  it.each([
    ['seller', false, 'comparativeProject', true],
    ['seller', false, 'projectManager', true],
    ['seller', false, 'solutions', true],
    ['seller', false, 'projects', false],
    ['seller', false, 'sellerRequests', false],
    ['seller', true, 'comparativeProject', false],
    ['buyer', false, 'solutions', false],
    ['buyer', false, 'reports', false],
    ['buyer', false, 'lcaReport', true],
    ['buyer', true, 'lcaReport', false],
  ] as const)('a %s partner (paid %s) is locked out of %s: %s', (type, paid, capability, locked) => {
    expect(isLockedFor(user(type, paid), capability)).toBe(locked);
  });
});
