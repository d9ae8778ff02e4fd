/**
 * The guards against hostile input, timed (issue #48, point 7: speed targets belong in the bench, not in
 * unit tests; the unit tests keep what the guards answer, and a guard that turned exponential would run
 * into the test's timeout):
 *  - the GraphQL limits on a 1 KB document of fragments that double each other 40 times (2^40 spreads,
 *    issue #27): target ≤ 100 ms, signed in and anonymous;
 *  - the item import's grid from a sheet that declares A1:XFD1048576 but holds three rows: target ≤ 500 ms.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { parse } from 'graphql';
import * as XLSX from 'sheetjs-style';
import { gridFromSheet } from '../client/src/features/solutions/item-import/import-read';
import { createSchema } from '../server/src/app/schema';
import { loadConfig } from '../server/src/platform/config';
import { checkQueryLimits } from '../server/src/platform/graphql/limits';

function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export async function runLimitsBench(): Promise<void> {
  const schema = await createSchema();
  const config = loadConfig({ NODE_ENV: 'test' });
  const limits = { maxDepth: config.graphqlMaxDepth, maxAliases: config.graphqlMaxAliases, maxCost: config.graphqlMaxCost };
  const fragments = ['fragment F0 on Query { __typename }'];
  for (let i = 1; i <= 40; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
  const source = `${fragments.join(' ')} query { ...F40 }`;
  for (const signedIn of [false, true]) {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const document = parse(source); // measures are kept per document: a new one each time
      const t0 = performance.now();
      checkQueryLimits(schema, limits, { document, signedIn });
      times.push(performance.now() - t0);
    }
    console.log(`limits: 2^40 doubling fragments (${source.length} bytes), ${signedIn ? 'signed in' : 'anonymous'}: median ${median(times).toFixed(2)} ms (target ≤ 100 ms)`);
  }
  const rows = [['brand', 'model', 'part', 'amount'], ['Dell', 'PowerEdge R6515', '', 4], ['HPE', 'ProLiant DL380', 'P20174']];
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    sheet['!ref'] = 'A1:XFD1048576';
    const t0 = performance.now();
    gridFromSheet(sheet);
    times.push(performance.now() - t0);
  }
  console.log(`limits: item import grid of a sheet declaring A1:XFD1048576 with 3 rows: median ${median(times).toFixed(2)} ms (target ≤ 500 ms)`);
}
