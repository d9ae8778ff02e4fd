import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/auth/actor';
import { changesDashboardOf } from './dashboard.resolver';

const actor = (userId: number, partnerId: number, isPartnerAdmin: boolean) => ({ user: { id: userId, isPartnerAdmin }, partner: { id: partnerId } }) as unknown as Actor;
const project = (partnerId: number, ownerId: number, action: 'created' | 'updated' = 'created') => ({ projectId: 1, partnerId, ownerId, subscriberIds: [], action, byUserId: ownerId });
const doc = (partnerId: number, byUserId: number) => ({ documentId: 'GIA-AAAA-BBBB', partnerId, projectId: 1, type: 'comparative', byUserId });

describe('changesDashboardOf (who gets dashboardChanged)', () => {
  it('reaches partner admins of the same partner only', () => {
    expect(changesDashboardOf(actor(1, 10, true), project(10, 2))).toBe(true);
    expect(changesDashboardOf(actor(1, 10, true), doc(10, 2))).toBe(true);
    expect(changesDashboardOf(actor(1, 10, true), project(11, 2))).toBe(false);
    expect(changesDashboardOf(actor(1, 10, true), doc(11, 2))).toBe(false);
  });
  it("reaches other users only for their own projects and reports", () => {
    expect(changesDashboardOf(actor(1, 10, false), project(10, 2))).toBe(false);
    expect(changesDashboardOf(actor(1, 10, false), project(10, 1))).toBe(true);
    expect(changesDashboardOf(actor(1, 10, false), doc(10, 2))).toBe(false);
    expect(changesDashboardOf(actor(1, 10, false), doc(10, 1))).toBe(true);
  });
  it('ignores project changes that move no figure', () => {
    expect(changesDashboardOf(actor(1, 10, true), project(10, 2, 'updated'))).toBe(false);
  });
});
