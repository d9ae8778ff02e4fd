/**
 * Features import one another without cycles, client and server (issue #48, point 4): the ESLint rule
 * `local/feature-cycles` (scripts/eslint/feature-cycles.mjs) on the real tree and on a planted cycle.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM module of the lint configuration, without type declarations
import { featureCycles, featureCyclesRule, featureGraph } from '../../../scripts/eslint/feature-cycles.mjs';

const root = path.resolve(__dirname, '..', '..', '..');
const planted = mkdtempSync(path.join(os.tmpdir(), 'feature-cycles-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

/** A tree of three client features where a → b → c → a, and d → a outside the circle. */
function plant(): string {
  const file = (name: string, text: string) => {
    const full = path.join(planted, 'client', 'src', 'features', name);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    return full;
  };
  file('b/index.ts', "export { c } from '../c';\nexport const b = 1;\n");
  file('c/deep/thing.ts', "import { a } from '../../a';\nexport const c = a;\n");
  file('c/index.ts', "export { c } from './deep/thing';\n");
  file('d/index.ts', "import { a } from '../a';\nexport const d = a;\n");
  file('common/kit.ts', "import { a } from '../a';\nexport const kit = a;\n");
  return file('a/index.ts', "import { b } from '../b';\nexport const a = b;\n");
}

function lint(rootDir: string, file: string, text: string) {
  const linter = new Linter({ configType: 'flat', cwd: rootDir });
  return linter.verify(text, [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { local: { rules: { 'feature-cycles': featureCyclesRule(rootDir) } } }, rules: { 'local/feature-cycles': 'error' } }], file);
}

describe('feature cycles (issue #48, point 4)', () => {
  it.each(['client', 'server'])('the %s features import one another without a cycle', (side) => {
    const graph = featureGraph(root, side);
    expect(graph.size).toBeGreaterThan(10);
    expect(featureCycles(graph)).toEqual([]);
  });

  it('finds a planted cycle through deep files of three features, and the lint rule reports the import that closes it', () => {
    const a = plant();
    expect(featureCycles(featureGraph(planted, 'client'))).toEqual([['a', 'b', 'c']]);
    const messages = lint(planted, a, "import { b } from '../b';\nexport const a = b;\n");
    expect(messages.map((m) => m.message)).toEqual(['The features a, b, c import one another in a circle (a → b here): pass what one needs from the composition root or move it to a lower feature.']);
    // An import into the circle from outside it (d → a) closes none.
    expect(lint(planted, path.join(planted, 'client', 'src', 'features', 'd', 'index.ts'), "import { a } from '../a';\nexport const d = a;\n")).toEqual([]);
  });
});
