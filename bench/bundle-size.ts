/**
 * The JavaScript a first visit (the login page) loads: the built index.html's module script and
 * modulepreload links, and every chunk those import statically (what the browser fetches before the
 * page can run; `import()` chunks load later and are left out). Sizes raw and gzipped (node:zlib at
 * its default level, as the server's compression middleware sends them).
 *
 * `npx tsx bench/bundle-size.ts [distDir]` prints the figures; bench/run.ts calls measureFirstPageJs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The built client (client/vite.config.ts: build.outDir). */
export const CLIENT_DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'client');

/** src of `<script type="module">` and href of `<link rel="modulepreload">` in an HTML page, in order. */
export function entryScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attr('type') === 'module' && attr('src')) found.push(attr('src')!);
    else if (/^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href')) found.push(attr('href')!);
  }
  return found;
}

/** The specifiers a module imports statically (`import … from "x"`, `import "x"`, `export … from "x"`), not `import("x")`. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const re = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (let m = re.exec(code); m; m = re.exec(code)) found.push(m[1]);
  return found;
}

/** A page-relative or root-relative URL of the page to a file in `distDir` (null for other origins). */
function fileOf(distDir: string, url: string, from: string): string | null {
  if (/^[a-z]+:\/\//i.test(url) || url.startsWith('//') || url.startsWith('data:')) return null;
  const clean = url.split(/[?#]/)[0];
  if (clean.startsWith('/')) return path.join(distDir, clean);
  return path.join(path.dirname(from), clean);
}

export async function measureFirstPageJs(distDir: string): Promise<{ files: string[]; rawBytes: number; gzipBytes: number }> {
  const index = path.join(distDir, 'index.html');
  const html = await readFile(index, 'utf8');
  const queue = entryScripts(html)
    .map((u) => fileOf(distDir, u, index))
    .filter((f): f is string => f !== null);
  const seen = new Set<string>();
  let rawBytes = 0;
  let gzipBytes = 0;
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(file);
    rawBytes += code.length;
    gzipBytes += gzipSync(code).length;
    for (const spec of staticImports(code.toString('utf8'))) {
      if (!/^\.{0,2}\//.test(spec)) continue; // bare specifiers do not exist in a built bundle
      const dep = fileOf(distDir, spec, file);
      if (dep && !seen.has(dep)) queue.push(dep);
    }
  }
  return { files: [...seen].map((f) => path.relative(distDir, f).split(path.sep).join('/')), rawBytes, gzipBytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await measureFirstPageJs(process.argv[2] ?? CLIENT_DIST);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`first page JavaScript: ${r.files.length} files, ${kb(r.rawBytes)} raw, ${kb(r.gzipBytes)} gzipped`);
  if (process.argv.includes('--files')) for (const f of r.files) console.log(`  ${f}`);
}
