import { describe, expect, it } from 'vitest';
import { BOAVIZTA_CATEGORY_MEDIANS } from './boavizta-medians';
import { CATEGORIES, CATEGORY_IDS, CATEGORIES_BY_ID, modesYearlyEnergyKwh, NON_REFURBISHED_CATEGORY_IDS } from './categories';

describe('#CATEGORIES', () => {
  it('lists every category id once, in CATEGORY_IDS order', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
  });

  it('covers the data-centre and end-user categories the product needs', () => {
    const datacenter = CATEGORIES.filter((c) => c.categoryType === 'datacenter').map((c) => c.id);
    const office = CATEGORIES.filter((c) => c.categoryType === 'office_it').map((c) => c.id);
    expect(datacenter).toEqual(expect.arrayContaining(['server', 'blade_server', 'storage', 'network_switch', 'ups', 'cooling']));
    expect(office).toEqual(
      expect.arrayContaining(['laptop', 'desktop', 'monitor', 'thin_client', 'printer', 'smartphone', 'tablet', 'docking_station']),
    );
  });

  it('marks only UPS and cooling as preset categories, without modes or LCA', () => {
    const presets = CATEGORIES.filter((c) => c.preset);
    expect(presets.map((c) => c.id)).toEqual(['ups', 'cooling']);
    for (const c of presets) expect([c.defaultModes.length, c.defaultLca]).toEqual([0, null]);
  });

  it.each(CATEGORIES.filter((c) => !c.preset).map((c) => [c.id, c] as const))(
    'gives %s modes with non-negative watts and at most 8760 hours',
    (_, category) => {
      expect(category.defaultModes.length).toBeGreaterThan(0);
      for (const m of category.defaultModes) {
        expect(m.powerWatts).toBeGreaterThanOrEqual(0);
        expect(m.hours).toBeGreaterThan(0);
      }
      expect(category.defaultModes.reduce((h, m) => h + m.hours, 0)).toBeLessThanOrEqual(8760);
    },
  );

  it('gives laptops an office profile of On, Sleep and Off over the whole year', () => {
    expect(CATEGORIES_BY_ID.laptop.defaultModes.map((m) => [m.name, m.hours])).toEqual([
      ['On', 2080],
      ['Sleep', 4160],
      ['Off', 2520],
    ]);
  });

  it('gives servers Idle and Active modes where Idle draws half of Active', () => {
    const [idle, active] = CATEGORIES_BY_ID.server.defaultModes;
    expect([idle.name, active.name]).toEqual(['Idle', 'Active']);
    expect(idle.powerWatts / active.powerWatts).toBeCloseTo(0.5, 3);
  });

  it('keeps refurbishment off for UPS, cooling and network equipment only', () => {
    expect([...NON_REFURBISHED_CATEGORY_IDS].sort()).toEqual(['cooling', 'network_switch', 'ups', 'wifi_access_point']);
  });

  it('gives a category without published figures no energy and no LCA', () => {
    for (const c of CATEGORIES.filter((x) => x.defaultsBasis === 'none')) {
      expect(modesYearlyEnergyKwh(c.defaultModes)).toBe(0);
      expect(c.defaultLca).toBeNull();
    }
  });
});

describe('categories derived from the Boavizta medians', () => {
  const derived = CATEGORIES.filter((c) => c.defaultsBasis === 'boavizta_medians');

  it.each(derived.map((c) => [c.id, c] as const))('%s still matches boavizta-medians.ts', (id, category) => {
    const medians = BOAVIZTA_CATEGORY_MEDIANS[id];
    expect(medians, `no medians for ${id}: rerun generate-boavizta-medians.ts`).toBeDefined();
    if (!medians) return;
    expect(category.defaultLca).toEqual({
      manufacturingKgCo2e: medians.manufacturingKgCo2e?.median,
      transportationKgCo2e: medians.transportationKgCo2e?.median ?? null,
      eolKgCo2e: medians.eolKgCo2e?.median ?? null,
    });
    expect(category.lifetimeYears).toBe(medians.lifetimeYears?.median ?? null);
    expect(category.referenceWeightKg).toBe(medians.weightKg?.median ?? null);
    // The modes spread the median yearly energy; watts are rounded to 0.01 W.
    const median = medians.yearlyEnergyKwh?.median ?? 0;
    expect(Math.abs(modesYearlyEnergyKwh(category.defaultModes) - median)).toBeLessThanOrEqual(median * 0.002 + 0.05);
  });
});
