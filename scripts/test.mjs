#!/usr/bin/env node
/**
 * `npm test`: every check and every test, in order, then one summary line of counts.
 *   type check · schema.graphql drift · REST reply schemas and client types drift · codegen drift · translations complete · unit tests (shared, bench,
 *   server, client) · client build (the PDF tests render its print view) · server integration tests on a
 *   real PostgreSQL · Playwright e2e.
 * Each step runs even when an earlier one failed, so one run shows everything; the exit code is
 * non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'greenit-test-'));
const npx = (args, env = {}) => ({ cmd: 'npx', args, env });
const steps = [
  { name: 'type check', ...npx(['tsc', '-p', 'tsconfig.json', '--noEmit']) },
  { name: 'lint (ESLint: boundaries, promises, config)', ...npx(['eslint', '.', '--max-warnings=0']) },
  { name: 'schema.graphql drift', ...npx(['tsx', 'server/src/app/emit-schema.ts', '--check']) },
  { name: 'REST reply schemas and client types drift', ...npx(['tsx', 'server/src/app/emit-openapi.ts', '--check']) },
  { name: 'codegen drift', ...npx(['graphql-codegen', '--config', 'codegen.ts', '--check']) },
  { name: 'translations complete', cmd: 'node', args: ['scripts/i18n-check.mjs'], env: {} },
  { name: 'migrations unchanged', cmd: 'node', args: ['scripts/migrations-check.mjs'], env: {} },
  { name: 'unit tests', ...npx(['vitest', 'run', '--project', 'shared', '--project', 'server-unit', '--project', 'client', '--project', 'bench', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(tmp, 'unit.json')}`]), report: path.join(tmp, 'unit.json'), kind: 'vitest' },
  { name: 'client build', cmd: 'npm', args: ['run', 'build'], env: {} },
  { name: 'integration tests', ...npx(['vitest', 'run', '--project', 'server-integration', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(tmp, 'integration.json')}`]), report: path.join(tmp, 'integration.json'), kind: 'vitest' },
  { name: 'e2e (Chromium)', ...npx(['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(tmp, 'e2e.json') }), report: path.join(tmp, 'e2e.json'), kind: 'playwright' },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const results = [];
const started = Date.now();

function countVitest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
}

function countPlaywright(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const s = r.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  const t0 = Date.now();
  process.stdout.write(`\n▶ ${step.name}\n`);
  const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const ok = run.status === 0;
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (step.report && existsSync(step.report)) {
    const c = step.kind === 'vitest' ? countVitest(step.report) : countPlaywright(step.report);
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
    if (!ok && c.failed === 0) failed += 1; // the runner itself failed (e.g. a suite did not load)
    results.push(`${ok ? '✔' : '✘'} ${step.name}: ${c.passed} passed, ${c.failed} failed (${seconds} s)`);
  } else {
    ok ? (passed += 1) : (failed += 1);
    results.push(`${ok ? '✔' : '✘'} ${step.name} (${seconds} s)`);
  }
}
rmSync(tmp, { recursive: true, force: true });

console.log(`\n${results.join('\n')}\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
