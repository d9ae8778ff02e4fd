/**
 * The bench's browser runs load the built client (dist/client), as `npm start` serves it. On a bare
 * clone it is missing, and after a change it is stale: then the report screen waited for a 503 page
 * for 180 s. This builds it first when index.html is missing or older than any client source.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILT = path.join(ROOT, 'dist', 'client', 'index.html');
const SOURCES = ['client/src', 'client/index.html', 'client/graphiql.html', 'client/vite.config.ts', 'client/babel-plugins.ts', 'client/graphql-documents-babel.ts', 'client/public', 'shared', 'package-lock.json'];

/** The newest modification time of the files below `p` (0 when it does not exist). */
function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

/** Why the client must be built, or null when dist/client is current. */
export function clientBuildNeeded(): string | null {
  if (!existsSync(BUILT)) return 'dist/client is missing';
  const built = statSync(BUILT).mtimeMs;
  const stale = SOURCES.find((s) => newest(path.join(ROOT, s)) > built);
  return stale ? `dist/client is older than ${stale}` : null;
}

/** Builds the client when it is missing or stale; throws when the build fails. */
export function ensureClientBuilt(): void {
  const reason = clientBuildNeeded();
  if (!reason) return;
  console.log(`bench: ${reason}: building the client (npm run build)…`);
  const run = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`the client build failed (exit ${run.status})`);
}
