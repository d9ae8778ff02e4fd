import { describe, expect, it } from 'vitest';
import { modesYearlyEnergyKwh } from '../reference/categories';
import {
  BoaviztaFormatError,
  boaviztaProductId,
  mapBoaviztaCategory,
  modesForYearlyEnergy,
  parseBoaviztaCsv,
} from './boavizta';

// The real file's header and one of its rows, verbatim.
const REAL_HEADER =
  'manufacturer,name,category,subcategory,gwp_total,gwp_use_ratio,yearly_tec,lifetime,use_location,report_date,sources,sources_hash,gwp_error_ratio,gwp_manufacturing_ratio,weight,assembly_location,screen_size,server_type,hard_drive,memory,number_cpu,height,added_date,add_method,gwp_transport_ratio,gwp_eol_ratio,gwp_electronics_ratio,gwp_battery_ratio,gwp_hdd_ratio,gwp_ssd_ratio,gwp_othercomponents_ratio,comment';
const REAL_ROW =
  'Dell,PowerEdge R640,Datacenter,Server,7730,0.8300,1760.3,4,EU,January 2019,https://i.dell.com/sites/csdocuments/CorpComm_Docs/en/carbon-footprint-poweredge-r640.pdf,0c7e8a2b,0.0000,0.1660,26.3,,,Rack,,,,,01-11-2020,Initial Parsing,,,,,,,,';

// A shorter header in another column order: the reader goes by column name.
const HEADER =
  'name,manufacturer,category,subcategory,gwp_total,gwp_use_ratio,gwp_manufacturing_ratio,gwp_transport_ratio,gwp_eol_ratio,yearly_tec,lifetime,weight,report_date,sources,sources_hash,server_type,use_location,added_date';
const row = (cells: Partial<Record<string, string>>) => {
  const base: Record<string, string> = {
    name: 'Book 14',
    manufacturer: 'Acme',
    category: 'Workplace',
    subcategory: 'Laptop',
    gwp_total: '300',
    gwp_use_ratio: '0.2',
    gwp_manufacturing_ratio: '0.7',
    gwp_transport_ratio: '0.08',
    gwp_eol_ratio: '0.02',
    yearly_tec: '20',
    lifetime: '4',
    weight: '1.5',
    report_date: 'May 2021',
    sources: 'https://example.com/book14.pdf',
    sources_hash: 'abc123',
    server_type: '',
    use_location: 'EU',
    added_date: '2022-01-01',
  };
  return HEADER.split(',')
    .map((column) => cells[column] ?? base[column])
    .join(',');
};

describe('#mapBoaviztaCategory', () => {
  it.each([
    ['Workplace', 'Laptop', '', 'laptop'],
    ['Workplace', 'Thin client', '', 'thin_client'],
    ['Workplace', 'Thin Client', '', 'thin_client'],
    ['Workplace', 'Workstation', '', 'workstation'],
    ['Datacenter', 'Server', 'Rack', 'server'],
    ['Datacenter', 'Server', 'Tower', 'server'],
    ['Datacenter', 'Server', 'Blade', 'blade_server'],
    ['Datacenter', 'Converged', '', 'blade_server'],
    ['Datacenter', 'Converged Edge', '', 'server'],
    ['Datacenter', 'SAN/NAS', '', 'storage'],
    ['Datacenter', 'Hard drive', '', 'storage_drive'],
    ['Home', 'Network', '', 'wifi_access_point'],
    ['Home', 'IoT', '', null],
    ['Home', 'Gaming', '', null],
    ['Workplace', 'Coffee machine', '', null],
  ])('maps %s / %s (%s) to %s', (category, subcategory, serverType, expected) => {
    expect(mapBoaviztaCategory(category, subcategory, serverType)).toBe(expected);
  });
});

describe('#parseBoaviztaCsv', () => {
  it('maps a row of the real file format', () => {
    const { rows, skipped } = parseBoaviztaCsv(`${REAL_HEADER}\n${REAL_ROW}\n`);
    expect(skipped).toEqual([]);
    expect(rows).toHaveLength(1);
    const [p] = rows;
    expect(p).toMatchObject({
      manufacturer: 'Dell',
      modelName: 'PowerEdge R640',
      categoryId: 'server',
      yearlyEnergyKwh: 1760.3,
      weightKg: 26.3,
      lifetimeYears: 4,
      dataMethod: 'product',
      reportDate: 'January 2019',
      useLocation: 'EU',
      manufacturerPartNumber: null,
    });
    expect(p.lca).toEqual({
      manufacturingKgCo2e: 1283.18, // 7730 × 0.166
      transportationKgCo2e: null,
      eolKgCo2e: null,
      useKgCo2e: 6415.9, // 7730 × 0.83
      totalKgCo2e: 7730,
    });
    expect(p.sources[0]).toEqual({
      title: 'Dell PowerEdge R640 — product carbon footprint',
      publisher: 'Dell',
      year: 2019,
      url: 'https://i.dell.com/sites/csdocuments/CorpComm_Docs/en/carbon-footprint-poweredge-r640.pdf',
    });
    expect(p.sources[1].title).toMatch(/Boavizta/);
    expect(p.notes).toContain('Transportation is not published separately by the manufacturer.');
  });

  it('computes each stage as gwp_total × its ratio', () => {
    const { rows } = parseBoaviztaCsv(`${HEADER}\n${row({})}`);
    expect(rows[0].lca).toEqual({
      manufacturingKgCo2e: 210,
      transportationKgCo2e: 24,
      eolKgCo2e: 6,
      useKgCo2e: 60,
      totalKgCo2e: 300,
    });
    expect(rows[0].notes).toEqual([]);
  });

  it('gives a product modes whose yearly energy equals its yearly_tec', () => {
    const { rows } = parseBoaviztaCsv(`${HEADER}\n${row({ yearly_tec: '31.5' })}`);
    expect(rows[0].modes.map((m) => m.name)).toEqual(['On', 'Sleep', 'Off']);
    expect(rows[0].modes.map((m) => m.hours)).toEqual([2080, 4160, 2520]);
    expect(modesYearlyEnergyKwh(rows[0].modes)).toBeCloseTo(31.5, 1);
  });

  it('derives manufacturing as the non-use remainder when its ratio is missing, and says so', () => {
    const { rows } = parseBoaviztaCsv(
      `${HEADER}\n${row({ gwp_manufacturing_ratio: '', gwp_transport_ratio: '', gwp_eol_ratio: '', gwp_use_ratio: '0.25' })}`,
    );
    expect(rows[0].lca.manufacturingKgCo2e).toBe(225);
    expect(rows[0].lca.transportationKgCo2e).toBeNull();
    expect(rows[0].lca.eolKgCo2e).toBeNull();
    expect(rows[0].notes.join(' ')).toMatch(/Manufacturing = gwp_total × \(1 − the published use ratios\) = 0.75/);
    expect(rows[0].notes.join(' ')).toMatch(/part of the manufacturing remainder/);
  });

  it('reads quoted names with commas, doubled quotes and line breaks, and CRLF files', () => {
    const text = [
      HEADER,
      row({ name: '"Book 14, 16GB"' }),
      row({ name: '"Book ""Pro"" 16"' }),
      row({ name: '"Book\nTwo lines"' }),
      row({ name: 'After' }),
    ].join('\r\n');
    const { rows, skipped } = parseBoaviztaCsv(text);
    expect(skipped).toEqual([]);
    expect(rows.map((r) => r.modelName)).toEqual(['Book 14, 16GB', 'Book "Pro" 16', 'Book\nTwo lines', 'After']);
    // The row after the two-line name starts on line 6.
    expect(rows[3].sources[1].note).toMatch(/line 6/);
  });

  it('skips unusable rows with their line and a clear reason', () => {
    const text = [
      HEADER,
      row({ gwp_total: '' }), // 2
      row({ gwp_total: 'abc' }), // 3
      row({ gwp_total: '0' }), // 4
      row({ gwp_total: '-5' }), // 5
      row({ manufacturer: '' }), // 6
      row({ name: ' ' }), // 7
      row({ category: 'Home', subcategory: 'IoT' }), // 8
      row({ gwp_manufacturing_ratio: '0.9', gwp_use_ratio: '0.4' }), // 9: 0.4 + 0.9 + 0.08 + 0.02
      row({ gwp_manufacturing_ratio: '7.76' }), // 10
      row({ gwp_manufacturing_ratio: '', gwp_use_ratio: '' }), // 11
      row({ gwp_manufacturing_ratio: '', gwp_use_ratio: '0.95', gwp_transport_ratio: '0.08' }), // 12: nothing left
      row({ sources: '' }), // 13
      'Acme,Short row,Workplace', // 14
      row({ gwp_eol_ratio: 'n/a' }), // 15
    ].join('\n');
    const { rows, skipped } = parseBoaviztaCsv(text);
    expect(rows).toEqual([]);
    expect(skipped.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 2, reason: 'no gwp_total' },
      { line: 3, reason: 'gwp_total "abc" is not a number' },
      { line: 4, reason: 'gwp_total must be a positive number (got 0)' },
      { line: 5, reason: 'gwp_total must be a positive number (got -5)' },
      { line: 6, reason: 'missing manufacturer' },
      { line: 7, reason: 'missing name' },
      { line: 8, reason: 'unknown category "Home / IoT" (not IT equipment this product assesses)' },
      { line: 9, reason: 'stage ratios sum to 1.4, far above 1' },
      { line: 10, reason: 'gwp_manufacturing_ratio 7.76 is outside 0–1' },
      {
        line: 11,
        reason: 'neither gwp_manufacturing_ratio nor gwp_use_ratio is given, so gwp_total cannot be split into stages',
      },
      { line: 12, reason: 'gwp_manufacturing_ratio is missing and the other stage ratios leave no share for it' },
      { line: 13, reason: 'no source URL (sources must be one http(s) address)' },
      { line: 14, reason: 'row has 3 fields but the header has 18 (a comma or quote is out of place)' },
      { line: 15, reason: 'gwp_eol_ratio "n/a" is not a number' },
    ]);
  });

  it('tolerates rounded ratios summing slightly above 1', () => {
    // Fairphone 4 publishes 0.248 + 0.737 + 0.047 + 0.042 = 1.074.
    const { rows } = parseBoaviztaCsv(
      `${HEADER}\n${row({ gwp_use_ratio: '0.248', gwp_manufacturing_ratio: '0.737', gwp_transport_ratio: '0.047', gwp_eol_ratio: '0.042' })}`,
    );
    expect(rows).toHaveLength(1);
  });

  it('keeps the last of two rows with the same manufacturer and name, and reports the first', () => {
    const text = [HEADER, row({ gwp_total: '300' }), row({ name: 'Other' }), row({ name: ' BOOK 14 ', gwp_total: '320' })].join('\n');
    const { rows, skipped } = parseBoaviztaCsv(text);
    expect(rows.map((r) => [r.modelName, r.lca.totalKgCo2e])).toEqual([
      ['Other', 300],
      ['BOOK 14', 320],
    ]);
    expect(skipped.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 2, reason: 'duplicate of line 4 (same manufacturer and name); the last occurrence is kept' },
    ]);
  });

  it('keeps an earlier row when the later duplicate is itself unusable', () => {
    const text = [HEADER, row({}), row({ gwp_total: '' })].join('\n');
    const { rows, skipped } = parseBoaviztaCsv(text);
    expect(rows).toHaveLength(1);
    expect(skipped.map(({ line, reason }) => ({ line, reason }))).toEqual([{ line: 3, reason: 'no gwp_total' }]);
  });

  it('sets aside optional numbers that are not positive, with a note', () => {
    const { rows } = parseBoaviztaCsv(`${HEADER}\n${row({ weight: 'heavy', lifetime: '0', yearly_tec: '' })}`);
    expect(rows[0]).toMatchObject({ weightKg: null, lifetimeYears: null, yearlyEnergyKwh: null, modes: [] });
    expect(rows[0].notes).toEqual(
      expect.arrayContaining([
        'Weight ignored: weight "heavy" is not a number.',
        'Lifetime ignored: 0 is not positive.',
        'No yearly energy is published, so the product has no modes of its own.',
      ]),
    );
  });

  it('takes the year of a report date in any of the published formats, else the year the row was added', () => {
    const years = ['September 14 2021', '2022-2-6', '03/11/2020', '2019', ''].map((d) => {
      const { rows } = parseBoaviztaCsv(`${HEADER}\n${row({ report_date: d, added_date: '27-05-2022' })}`);
      return [rows[0].sources[0].year, rows[0].sources[0].note ?? null];
    });
    expect(years).toEqual([
      [2021, null],
      [2022, null],
      [2020, null],
      [2019, null],
      [2022, 'No report date is published; the year is the one the row was added to the Boavizta data set.'],
    ]);
  });

  it('maps blade servers by server_type and keeps Seagate part numbers', () => {
    const text = [
      HEADER,
      row({ manufacturer: 'Dell', name: 'PowerEdge M640', category: 'Datacenter', subcategory: 'Server', server_type: 'Blade' }),
      row({ manufacturer: 'Seagate', name: 'Exos X12 ST12000NM0007 12TB', category: 'Datacenter', subcategory: 'Hard drive' }),
    ].join('\n');
    const { rows } = parseBoaviztaCsv(text);
    expect(rows.map((r) => [r.categoryId, r.manufacturerPartNumber])).toEqual([
      ['blade_server', null],
      ['storage_drive', 'ST12000NM0007'],
    ]);
  });

  it('gives a product the same id whatever the case and spacing of its name', () => {
    expect(boaviztaProductId('Dell', 'Latitude 5420')).toBe(boaviztaProductId(' dell ', 'LATITUDE 5420'));
    expect(boaviztaProductId('Dell', 'Latitude 5420')).toMatch(/^bz-[0-9a-f]{8}$/);
    expect(boaviztaProductId('Dell', 'Latitude 5420')).not.toBe(boaviztaProductId('Dell', 'Latitude 5430'));
  });

  it('returns nothing for a file with only a header', () => {
    expect(parseBoaviztaCsv(`${HEADER}\n`)).toEqual({ rows: [], skipped: [] });
  });

  it('rejects an empty file', () => {
    expect(() => parseBoaviztaCsv('')).toThrow(BoaviztaFormatError);
    expect(() => parseBoaviztaCsv('\n\n')).toThrow(/The file is empty/);
  });

  it('rejects a file whose header is not the Boavizta one, naming the missing columns', () => {
    expect(() => parseBoaviztaCsv('id,title,price\n1,Laptop,900\n')).toThrow(
      /Not a Boavizta footprint file: the header lacks manufacturer, name, category, subcategory, gwp_total, sources/,
    );
  });

  it('rejects a file that is not readable CSV', () => {
    expect(() => parseBoaviztaCsv(`${HEADER}\n${row({ name: '"never closed' })}\n`)).toThrow(/Not a readable CSV file: line 2/);
  });
});

describe('#modesForYearlyEnergy', () => {
  it.each([
    ['server', 1760.3],
    ['laptop', 12],
    ['monitor', 80],
    ['smartphone', 3.2],
  ] as const)('keeps the %s profile hours and matches %s kWh', (categoryId, kwh) => {
    const modes = modesForYearlyEnergy(categoryId, kwh);
    expect(modesYearlyEnergyKwh(modes)).toBeCloseTo(kwh, 0);
    expect(modes.reduce((h, m) => h + m.hours, 0)).toBeLessThanOrEqual(8760);
  });

  it('falls back to one all-year mode for a category without default energy', () => {
    expect(modesForYearlyEnergy('docking_station', 8.76)).toEqual([{ name: 'On', powerWatts: 1, hours: 8760 }]);
  });
});
