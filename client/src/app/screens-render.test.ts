/**
 * Issue #30, point 8 ("client data in hooks, screens small"): a component renders; the GraphQL writes it
 * triggers live in a hook module beside it (`*.hooks.ts`), which returns named writes, never a raw
 * `useMutation` tuple (docs/architecture.md "Client data in hooks"). And no component grows past 300
 * lines: a screen that does is split into parts before it lands.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_COMPONENT_LINES = 300;

/** Every component of client/src: .tsx files that are not tests (the generated gql/ holds none). */
function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' || e.name === 'locales' ? [] : components(full);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [full] : [];
  });
}

const files = components(src).map((f) => ({ file: path.relative(src, f), text: readFileSync(f, 'utf8') }));

describe('client components', () => {
  it('are found (the walk reads the real tree)', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('call no useMutation: their writes are named functions of a hooks module', () => {
    expect(files.filter((f) => /\buseMutation\s*[(<]/.test(f.text)).map((f) => f.file)).toEqual([]);
  });

  it(`stay at or under ${MAX_COMPONENT_LINES} lines`, () => {
    const long = files.map((f) => ({ file: f.file, lines: f.text.split('\n').length - (f.text.endsWith('\n') ? 1 : 0) })).filter((f) => f.lines > MAX_COMPONENT_LINES);
    expect(long).toEqual([]);
  });
});
