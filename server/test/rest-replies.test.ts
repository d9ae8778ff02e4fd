/**
 * The recorded REST replies (safety net of the server refactor): the normalizer and the differ that
 * the recording test will use (rest-replies-normalize.ts).
 */
import { describe, expect, it } from 'vitest';
import { firstDifference, ReplyNormalizer } from './rest-replies-normalize';

describe('#rest-replies.normalizer', () => {
  it('replaces timestamps and random values, and keeps every other value exactly', () => {
    const n = new ReplyNormalizer([]);
    const out = n.value({
      created_at: '2026-11-21T10:00:00.123Z',
      issued: 'Issued 2026-11-21T10:00:00+01:00 by u-0f8fad5b-d9cb-469f-a165-70867728950e@test.example',
      also: 'u-0f8fad5b-d9cb-469f-a165-70867728950e@test.example',
      other: 'u-1b4e28ba-2fa1-11d2-883f-0016d3cca427@test.example',
      demo: 'admin@seller.demo',
      document_id: 'GIA-7K3M-Q9XZ',
      typed: 'gia7k3mq9xz',
      partner: 'Partner 1a2b3c4d',
      date: '2023-12-29',
      kwh: 0.1 + 0.2,
      vat_no: '12345678',
      amount: 12345678,
      flags: [true, null, 0],
    });
    expect(out).toEqual({
      also: '<email:1>',
      amount: 12345678,
      created_at: '<timestamp>',
      date: '2023-12-29',
      demo: 'admin@seller.demo',
      document_id: '<document:1>',
      flags: [true, null, 0],
      issued: 'Issued <timestamp> by <email:1>',
      kwh: 0.30000000000000004,
      other: '<email:2>',
      partner: '<partner-name:1>',
      typed: '<document:1>',
      vat_no: '12345678',
    });
  });

  it('maps created ids to a placeholder per table in order of first appearance; seed ids and figures stay', () => {
    const n = new ReplyNormalizer(['clients', 'projects']);
    expect(n.path('/api/v1/project-manager/projects/20000007/notes?client_id=10000002')).toBe('/api/v1/project-manager/projects/<projects:1>/notes?client_id=<clients:1>');
    const out = n.value({
      data: [
        { id: 20000009, client_id: '10000002', owner_id: 3, e_papi_product_id: 'p-20000007', total_kwh: 20000009, message: 'Project 20000007 moved; 123456789 kWh' },
        { id: 20000007, projectIds: [20000009, 20000007, 4], unknown_id: 990000001 },
      ],
    });
    expect(out).toEqual({
      data: [
        { client_id: '<clients:1>', e_papi_product_id: 'p-<projects:1>', id: '<projects:2>', message: 'Project <projects:1> moved; 123456789 kWh', owner_id: 3, total_kwh: 20000009 },
        { id: '<projects:1>', projectIds: ['<projects:2>', '<projects:1>', 4], unknown_id: 990000001 },
      ],
    });
    // A request lists ids under other keys as well; only ids already met are mapped there.
    expect(n.request({ solutions: [20000009, 20000008], amount: 20000007 })).toEqual({ amount: '<projects:1>', solutions: ['<projects:2>', 20000008] });
  });

  it('ignores the order of keys but not the order of array elements', () => {
    const a = new ReplyNormalizer(['projects']).value({ b: [1, 2], a: { y: 1, x: 2 }, id: 10000001 });
    const b = new ReplyNormalizer(['projects']).value({ id: 10000001, a: { x: 2, y: 1 }, b: [1, 2] });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(firstDifference(a, b)).toBeNull();
    const swapped = new ReplyNormalizer(['projects']).value({ id: 10000001, a: { x: 2, y: 1 }, b: [2, 1] });
    expect(firstDifference(a, swapped)).toBe('$.b[0]: expected 1, got 2');
  });

  it('names the first difference with its JSON path: changed values, missing and unexpected keys, lengths', () => {
    const expected = { data: { items: [{ amount: 2, kwh: 1.5 }], name: 'A', 'odd key': null } };
    expect(firstDifference(expected, { data: { items: [{ amount: 2, kwh: 1.5000001 }], name: 'A', 'odd key': null } })).toBe('$.data.items[0].kwh: expected 1.5, got 1.5000001');
    expect(firstDifference(expected, { data: { items: [{ amount: 2, kwh: 1.5 }], 'odd key': null } })).toBe('$.data.name: missing (expected "A")');
    expect(firstDifference(expected, { data: { items: [{ amount: 2, kwh: 1.5, extra: true }], name: 'A', 'odd key': null } })).toBe('$.data.items[0].extra: unexpected key (got true)');
    expect(firstDifference(expected, { data: { items: [], name: 'A', 'odd key': null } })).toBe('$.data.items: expected 1 elements, got 0 (missing {"amount":2,"kwh":1.5} at [0])');
    expect(firstDifference(expected, { data: { items: [{ amount: '2', kwh: 1.5 }], name: 'A', 'odd key': 0 } })).toBe('$.data.items[0].amount: expected 2, got "2"');
    expect(firstDifference(expected, { data: { items: [{ amount: 2, kwh: 1.5 }], name: 'A', 'odd key': 0 } })).toBe('$.data["odd key"]: expected null, got 0');
  });
});
