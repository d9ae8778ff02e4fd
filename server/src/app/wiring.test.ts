import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { declaredSlots, unfilledSlots } from '../platform/wiring';
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

  it("docs/architecture.md's slot table names every slot the code declares, and no other (issue #48, point 8)", () => {
    expect(typeof createApp).toBe('function'); // every feature loaded: every slot declared
    const doc = readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'architecture.md'), 'utf8');
    const table = doc.slice(doc.indexOf('| slot | declared by | filled with |'));
    const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
    const documented = rows.map((r) => /^\| `([^`]+)` \|/.exec(r)?.[1]).filter((x): x is string => Boolean(x));
    expect(documented.length).toBe(rows.length);
    expect([...documented].sort()).toEqual([...new Set(declaredSlots())].sort());
  });
});
