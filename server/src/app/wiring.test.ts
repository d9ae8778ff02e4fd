import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { unfilledSlots } from '../platform/wiring';
import { newRequestCounter } from '../features/users/user.service';
import { requestShareGrants } from '../features/solutions/access';
import { createApp } from './server';
// The index that used to register its callbacks as a side effect of being imported.
import '../features/requests';
import { wireFeatures } from './wiring';

describe('#app.wiring', () => {
  it('leaves nothing wired by importing a feature: the composition root fills every slot at start', () => {
    // Every feature is loaded (createApp imports the whole composition), yet nothing filled itself on import.
    expect(typeof createApp).toBe('function');
    expect(newRequestCounter.filled).toBe(false);
    expect(requestShareGrants.filled).toBe(false);
    expect(() => requestShareGrants.get()).toThrow(/not wired/);
    wireFeatures();
    expect(unfilledSlots()).toEqual([]);
  });
});
