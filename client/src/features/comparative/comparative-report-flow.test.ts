import { describe, expect, it } from 'vitest';
import { packFlow, type FlowMeasure } from './comparative-report-flow';

const block = (height: number): FlowMeasure => ({ kind: 'block', height });
const table = (rows: number[], title = 20, head = 10, continuedTitle = 12): FlowMeasure => ({ kind: 'table', title, continuedTitle, head, rows });

describe('packFlow (issue #28: no page of the comparative-solution report left mostly blank)', () => {
  it('puts short blocks and tables on one sheet instead of a sheet each', () => {
    // 100 + 5 + (20 + 10 + 3 × 8) + 5 + 60 = 224 ≤ 240.
    expect(packFlow([block(100), table([8, 8, 8]), block(60)], 240, 5)).toEqual([[{ unit: 0 }, { unit: 1, from: 0, to: 3, continued: false }, { unit: 2 }]]);
  });

  it('starts a new sheet for a block that does not fit below what is there', () => {
    expect(packFlow([block(150), block(100)], 240, 5)).toEqual([[{ unit: 0 }], [{ unit: 1 }]]);
  });

  it('lets a long table flow onto the next sheet, repeating its head under a continued title', () => {
    // Sheet 1: 100 + 5 + 20 + 10 = 135; rows of 10 fit while ≤ 240: 10 rows (235). Sheet 2: 12 + 10 + 5 rows = 72.
    const sheets = packFlow([block(100), table(Array(15).fill(10))], 240, 5);
    expect(sheets).toEqual([
      [{ unit: 0 }, { unit: 1, from: 0, to: 10, continued: false }],
      [{ unit: 1, from: 10, to: 15, continued: true }],
    ]);
  });

  it('never leaves a title and head with fewer than two rows at the foot of a sheet', () => {
    // 200 + 5 + 20 + 10 = 235: room for no row below the head → the table starts on a new sheet.
    expect(packFlow([block(200), table([8, 8, 8])], 240, 5)).toEqual([[{ unit: 0 }], [{ unit: 1, from: 0, to: 3, continued: false }]]);
    // A one-row table needs one row only.
    expect(packFlow([block(190), table([8])], 240, 5)).toEqual([[{ unit: 0 }, { unit: 1, from: 0, to: 1, continued: false }]]);
  });

  it('gives a block taller than a sheet a sheet of its own, and puts at least one row on an empty sheet', () => {
    expect(packFlow([block(300), block(10)], 240, 5)).toEqual([[{ unit: 0 }], [{ unit: 1 }]]);
    expect(packFlow([table([500, 10])], 240, 5)).toEqual([[{ unit: 0, from: 0, to: 1, continued: false }], [{ unit: 0, from: 1, to: 2, continued: true }]]);
  });

  it('puts every unit whole on a sheet of its own before it is measured (no room known)', () => {
    expect(packFlow([block(10), table([8, 8])], 0, 5)).toEqual([[{ unit: 0 }], [{ unit: 1, from: 0, to: 2, continued: false }]]);
  });

  it('uses a block\'s own gap (a paragraph that goes on the section above it) where it has one', () => {
    // 200 + 8 + 30 = 238 ≤ 240 with the block's gap of 8; with the default gap of 20 it would not fit.
    expect(packFlow([block(200), { kind: 'block', height: 30, gap: 8 }], 240, 20)).toEqual([[{ unit: 0 }, { unit: 1 }]]);
    expect(packFlow([block(200), block(30)], 240, 20)).toEqual([[{ unit: 0 }], [{ unit: 1 }]]);
  });

  it('skips an empty table', () => {
    expect(packFlow([block(10), table([])], 240, 5)).toEqual([[{ unit: 0 }]]);
  });
});
