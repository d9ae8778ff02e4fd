import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryScripts, measureFirstPageJs, staticImports } from './bundle-size';

/** A tiny built client: an entry, a preloaded chunk, a chunk imported only statically, a lazy chunk and a stylesheet. */
const FILES: Record<string, string> = {
  'assets/main-a1.js': 'import{a as b}from"./vendor-b2.js";import"./side-c3.js";const r=()=>import("./lazy-d4.js");console.log(b,r);'.repeat(3),
  'assets/vendor-b2.js': 'export const a="vendor code, vendor code, vendor code";',
  'assets/side-c3.js': 'export*from"./deep-e5.js";',
  'assets/deep-e5.js': 'export const deep=1;',
  'assets/lazy-d4.js': 'export default "loaded on demand only, never on the first page";'.repeat(20),
  'assets/main-f6.css': 'body{margin:0}',
  'assets/unused-g7.js': 'export const unused=1;',
};
const FIRST_PAGE = ['assets/main-a1.js', 'assets/vendor-b2.js', 'assets/side-c3.js', 'assets/deep-e5.js'];

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'bundle-size-'));
  await mkdir(path.join(dist, 'assets'));
  for (const [name, text] of Object.entries(FILES)) await writeFile(path.join(dist, name), text);
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/main-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
    <link rel="stylesheet" href="/assets/main-f6.css">
    <link rel="icon" href="data:,">
    </head><body><div id="root"></div></body></html>`,
  );
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('#measureFirstPageJs', () => {
  it('sums the entry, its preloads and their static imports, raw and gzipped, and leaves lazy chunks out', async () => {
    const r = await measureFirstPageJs(dist);
    expect([...r.files].sort()).toEqual([...FIRST_PAGE].sort());
    expect(r.rawBytes).toBe(FIRST_PAGE.reduce((n, f) => n + Buffer.byteLength(FILES[f]), 0));
    expect(r.gzipBytes).toBe(FIRST_PAGE.reduce((n, f) => n + gzipSync(Buffer.from(FILES[f])).length, 0));
  });

  it('reads module scripts and modulepreload links, not other tags', () => {
    expect(entryScripts('<script src="/a.js"></script><script type="module" src="/b.js"></script><link rel="modulepreload" href="/c.js"><link rel="preload" href="/d.js">')).toEqual(['/b.js', '/c.js']);
  });

  it('finds static imports and re-exports but not dynamic imports', () => {
    expect(staticImports('import{x as y}from"./a.js";import"./b.js";export*from"./c.js";import("./d.js");const s="import";')).toEqual(['./a.js', './b.js', './c.js']);
  });
});
