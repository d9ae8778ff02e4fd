import { describe, expect, it } from 'vitest';
import {
  CAPACITIES,
  capacitiesForCategory,
  CATEGORIES,
  CATEGORY_IDS,
  COOLING_COP_PRESET_VALUES,
  COOLING_PRESETS,
  CURRENCIES,
  GRID_FACTORS,
  gridFactorForCountry,
  HOUR_PROFILES,
  INFRASTRUCTURE_PRESET_SOURCES,
  isCategoryId,
  modesYearlyEnergyKwh,
  RATING_ANCHORS,
  RATING_SCALES,
  REFERENCE_PRODUCTS,
  SOLUTION_TYPES,
  SOURCES,
  sourceWithNote,
  TAX_ID_TYPES,
  UPS_EFFICIENCY_PRESET_VALUES,
  UPS_PRESETS,
  VAT_COUNTRIES,
  vatForCountry,
  type Source,
} from './index';

const expectCitable = (source: Source, where: string) => {
  expect(source.title.trim(), `${where}: title`).not.toBe('');
  expect(source.publisher.trim(), `${where}: publisher`).not.toBe('');
  expect(Number.isInteger(source.year) && source.year >= 1990 && source.year <= 2030, `${where}: year ${source.year}`).toBe(true);
  expect(source.url, `${where}: url`).toMatch(/^https?:\/\/\S+$/);
};

const expectUnique = (values: readonly string[], what: string) => {
  const seen = new Set<string>();
  const duplicates = values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
  expect(duplicates, `duplicate ${what}`).toEqual([]);
};

describe('sources', () => {
  it('copies a registered source with an entry-specific note, leaving the registry unchanged', () => {
    const copy = sourceWithNote('ember', 'Denmark, 2024.');
    expect(copy).toEqual({ ...SOURCES.ember, note: 'Denmark, 2024.' });
    expect(SOURCES.ember).not.toHaveProperty('note');
  });

  it('registers only citable sources', () => {
    for (const [key, source] of Object.entries(SOURCES)) expectCitable(source, `SOURCES.${key}`);
  });

  it('gives every figure-bearing entry at least one citable source', () => {
    const entries: [string, readonly Source[]][] = [
      ...CATEGORIES.filter((c) => c.defaultsBasis !== 'none').map((c): [string, readonly Source[]] => [`category ${c.id}`, c.sources]),
      ...GRID_FACTORS.map((g): [string, readonly Source[]] => [`grid factor ${g.code}`, [g.source]]),
      ...CURRENCIES.map((c): [string, readonly Source[]] => [`currency ${c.code}`, [c.source]]),
      ...VAT_COUNTRIES.map((v): [string, readonly Source[]] => [`VAT ${v.code}`, v.sources]),
      ...REFERENCE_PRODUCTS.map((p): [string, readonly Source[]] => [`product ${p.id}`, p.sources]),
      ...RATING_SCALES.map((s): [string, readonly Source[]] => [`rating ${s.year} ${s.metric === 'cop' ? 'cooling' : s.capacityId}`, s.sources]),
      ...RATING_ANCHORS.map((a): [string, readonly Source[]] => [`rating anchor ${a.capacityId}`, a.sources]),
      ['infrastructure presets', INFRASTRUCTURE_PRESET_SOURCES],
    ];
    for (const [where, sources] of entries) {
      expect(sources.length, `${where} has no source`).toBeGreaterThan(0);
      sources.forEach((s, i) => expectCitable(s, `${where} source ${i}`));
    }
  });

  it('leaves a category without sources only when it carries no figures', () => {
    for (const c of CATEGORIES.filter((x) => x.sources.length === 0)) {
      expect(c.defaultsBasis).toBe('none');
      expect(c.defaultLca).toBeNull();
      expect(c.lifetimeYears).toBeNull();
      expect(modesYearlyEnergyKwh(c.defaultModes)).toBe(0);
    }
  });
});

describe('ids', () => {
  it.each([
    ['categories', CATEGORIES.map((c) => c.id)],
    ['capacities', CAPACITIES.map((c) => c.id)],
    ['solution types', SOLUTION_TYPES.map((t) => t.id)],
    ['hour profiles', HOUR_PROFILES.map((p) => p.id)],
    ['UPS presets', UPS_PRESETS.map((p) => p.id)],
    ['cooling presets', COOLING_PRESETS.map((p) => p.id)],
    ['infrastructure preset ids across both lists', [...UPS_PRESETS, ...COOLING_PRESETS].map((p) => p.id)],
    ['grid factor codes', GRID_FACTORS.map((g) => g.code)],
    ['currency codes', CURRENCIES.map((c) => c.code)],
    ['VAT country codes', VAT_COUNTRIES.map((v) => v.code)],
    ['product ids', REFERENCE_PRODUCTS.map((p) => p.id)],
    ['product manufacturer and name', REFERENCE_PRODUCTS.map((p) => `${p.manufacturer}|${p.modelName}`.toLowerCase())],
  ])('are unique among %s', (what, ids) => {
    expect(ids.length).toBeGreaterThan(0);
    expectUnique(ids, what);
  });

  it('use stable lower-case slugs for categories, capacities, solution types and presets', () => {
    const slugs = [
      ...CATEGORIES.map((c) => c.id),
      ...CAPACITIES.map((c) => c.id),
      ...SOLUTION_TYPES.map((t) => t.id),
      ...UPS_PRESETS.map((p) => p.id),
      ...COOLING_PRESETS.map((p) => p.id),
    ];
    for (const id of slugs) expect(id).toMatch(/^[a-z0-9_]+$/);
  });
});

describe('infrastructure presets', () => {
  it('equal the specification’s UPS list exactly, in order', () => {
    expect(UPS_PRESETS.map((p) => p.efficiencyPercent)).toEqual([87.2, 89.3, 92.1, 94.6, 96.2, 98.1, 'custom', 0]);
    expect([...UPS_EFFICIENCY_PRESET_VALUES]).toEqual([87.2, 89.3, 92.1, 94.6, 96.2, 98.1, 'custom', 0]);
  });

  it('equal the specification’s cooling COP list exactly, in order', () => {
    expect(COOLING_PRESETS.map((p) => p.cop)).toEqual([1.63, 2.53, 2.98, 4.37, 6.33, 8.26, 'custom', 0]);
    expect([...COOLING_COP_PRESET_VALUES]).toEqual([1.63, 2.53, 2.98, 4.37, 6.33, 8.26, 'custom', 0]);
  });

  it('label every preset', () => {
    for (const p of [...UPS_PRESETS, ...COOLING_PRESETS]) expect(p.label.trim()).not.toBe('');
  });
});

describe('capacities and solution types', () => {
  it('give every non-preset category at least one capacity and the presets none', () => {
    for (const c of CATEGORIES) {
      const count = CAPACITIES.filter((x) => x.categoryId === c.id).length;
      if (c.preset) expect(count, c.id).toBe(0);
      else expect(count, c.id).toBeGreaterThan(0);
    }
    for (const capacity of CAPACITIES) expect(CATEGORY_IDS).toContain(capacity.categoryId);
  });

  it('offer VMs and cores for servers, usable TB for storage, ports for switches and users for end-user IT', () => {
    const units = (categoryId: string) => CAPACITIES.filter((c) => c.categoryId === categoryId).map((c) => c.unit);
    expect(units('server')).toEqual(['VM', 'core']);
    expect(units('storage')).toEqual(['TB']);
    expect(units('network_switch')).toEqual(['port']);
    for (const c of CATEGORIES.filter((x) => x.categoryType === 'office_it')) expect(units(c.id)).toEqual(['user']);
  });

  it.each([
    ['server', ['server_vms', 'server_cores']],
    ['laptop', ['laptop_users']],
    ['ups', []],
  ] as const)('lists the capacities of %s', (categoryId, ids) => {
    expect(capacitiesForCategory(categoryId).map((c) => c.id)).toEqual(ids);
  });

  it.each([
    ['laptop', true],
    ['ups', true],
    ['Laptop', false],
    ['printer/multifunction', false],
    ['', false],
  ])('tells whether %j is a category id', (value, expected) => {
    expect(isCategoryId(value)).toBe(expected);
  });

  it('have one solution type per calculation mode 1, 2 and 3', () => {
    expect(SOLUTION_TYPES.map((t) => t.calculationMode)).toEqual([1, 2, 3]);
    expect(SOLUTION_TYPES.filter((t) => t.usesInfrastructure).map((t) => t.calculationMode)).toEqual([1]);
  });
});

describe('hour profiles', () => {
  it('state arithmetic that gives their hours', () => {
    for (const p of HOUR_PROFILES) {
      const factors = [...p.arithmetic.split('=')[0].matchAll(/(\d+)\s*[hdw]/g)].map((m) => Number(m[1]));
      expect(factors.reduce((a, b) => a * b, 1), p.id).toBe(p.hoursPerYear);
      expect(p.hoursPerYear).toBeLessThanOrEqual(8760);
    }
  });

  it('include 24/7 as 8760 h and office hours as 8 h × 5 d × 52 w = 2080 h', () => {
    const hours = Object.fromEntries(HOUR_PROFILES.map((p) => [p.id, p.hoursPerYear]));
    expect(hours).toMatchObject({ '24x7': 8760, '8x5': 2080, '10x5': 2600, '12x6': 3744 });
  });
});

describe('grid factors', () => {
  it('hold every country of the Ember file under its alpha-2 code and no regions', () => {
    expect(GRID_FACTORS).toHaveLength(209);
    for (const g of GRID_FACTORS) {
      expect(g.code).toMatch(/^[A-Z]{2}$/);
      expect(g.gCo2ePerKwh).toBeGreaterThanOrEqual(0);
      expect(g.gCo2ePerKwh).toBeLessThan(1500);
      expect(g.year).toBeGreaterThanOrEqual(2020);
    }
    expect(GRID_FACTORS.map((g) => g.country)).not.toContain('World');
  });

  it.each([
    ['DK', 'DK'],
    ['gb', 'GB'],
    ['US', 'US'],
    ['US-CA', 'US'],
    ['DE', 'DE'],
    ['XK', 'XK'],
  ])('finds the factor for %s', (code, expected) => {
    expect(gridFactorForCountry(code)?.code).toBe(expected);
  });

  it('finds nothing for an unknown or empty code', () => {
    expect(gridFactorForCountry('ZZ')).toBeUndefined();
    expect(gridFactorForCountry('')).toBeUndefined();
    expect(gridFactorForCountry(null)).toBeUndefined();
  });
});

describe('VAT table', () => {
  it('covers about fifty countries with valid codes and locales', () => {
    expect(VAT_COUNTRIES.length).toBeGreaterThanOrEqual(45);
    expect(VAT_COUNTRIES.length).toBeLessThanOrEqual(70);
    for (const v of VAT_COUNTRIES) {
      expect(v.code).toMatch(/^[A-Z]{2}$/);
      expect(v.locale).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
      expect(v.vatPercent).toBeGreaterThanOrEqual(0);
      expect(v.vatPercent).toBeLessThan(30);
      expect(TAX_ID_TYPES).toContain(v.taxIdType);
    }
  });

  it.each([
    ['DK', 25],
    ['DE', 19],
    ['GB', 20],
    ['US', 0],
    ['AE', 5],
    // The specification cites 5 % for SA, the rate before 1 July 2020; the table holds the current 15 %.
    ['SA', 15],
  ])('gives %s %s %%', (code, rate) => {
    expect(vatForCountry(code)?.vatPercent).toBe(rate);
  });

  it('uses every tax-id type the specification names', () => {
    const used = new Set(VAT_COUNTRIES.map((v) => v.taxIdType));
    for (const t of ['eu_vat', 'no_vat', 'mx_rfc', 'in_gst', 'sa_vat', 'au_abn', 'ae_trn', 'id_npwp', 'ru_inn']) {
      expect(used.has(t as never), t).toBe(true);
    }
  });

  it('gives every EU member state the eu_vat type', () => {
    const eu = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];
    for (const code of eu) expect(vatForCountry(code)?.taxIdType, code).toBe('eu_vat');
  });
});

describe('reference products', () => {
  it('hold at least 60 products across the main categories', () => {
    expect(REFERENCE_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    const categories = new Set(REFERENCE_PRODUCTS.map((p) => p.categoryId));
    for (const c of ['laptop', 'desktop', 'monitor', 'server', 'storage', 'smartphone', 'tablet', 'thin_client', 'printer'] as const) {
      expect(categories.has(c), c).toBe(true);
    }
  });

  it.each(REFERENCE_PRODUCTS.map((p) => [`${p.manufacturer} ${p.modelName}`, p] as const))(
    '%s has consistent figures',
    (_, p) => {
      expect(CATEGORY_IDS).toContain(p.categoryId);
      expect(p.dataMethod).toBe('product');
      expect(p.lca.manufacturingKgCo2e).toBeGreaterThan(0);
      const stages =
        p.lca.manufacturingKgCo2e + (p.lca.transportationKgCo2e ?? 0) + (p.lca.eolKgCo2e ?? 0) + (p.lca.useKgCo2e ?? 0);
      expect(stages).toBeLessThanOrEqual(p.lca.totalKgCo2e * 1.1 + 0.01);
      if (p.yearlyEnergyKwh === null) expect(p.modes).toEqual([]);
      else expect(Math.abs(modesYearlyEnergyKwh(p.modes) - p.yearlyEnergyKwh)).toBeLessThanOrEqual(p.yearlyEnergyKwh * 0.01 + 0.05);
      expect(p.modes.reduce((h, m) => h + m.hours, 0)).toBeLessThanOrEqual(8760);
      expect(p.sources[0].publisher).toBe(p.manufacturer);
      expect(p.id).toMatch(/^bz-[0-9a-f]{8}$/);
    },
  );
});

describe('purity', () => {
  // Raw text of the runtime modules (scripts/ and tests excluded), read through Vite, not node:fs.
  const modules = import.meta.glob(['./*.ts', '../catalogue/*.ts', '!./*.test.ts', '!../catalogue/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>;

  it('finds the runtime modules', () => {
    expect(Object.keys(modules)).toEqual(expect.arrayContaining(['./categories.ts', '../catalogue/boavizta.ts']));
  });

  it.each(Object.entries(modules))('%s imports no Node built-in, ORM, GraphQL or React', (_, text) => {
    const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const specifier of imports) {
      expect(specifier).toMatch(/^\.\.?\//);
    }
  });
});
