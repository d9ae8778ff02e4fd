/**
 * The REST facade's OpenAPI document, linted as a partner developer would (issue #53): Redocly CLI's
 * recommended rules (redocly.yaml) report no error. The document is built from the same routers the
 * app mounts (app/routes.ts), written to a file and handed to the CLI.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restComposition } from './routes';
import { ROOT_DIR } from '../platform/config';
import { openApiDocument, operationSummary } from '../platform/http/openapi';
import { apiRouteTable } from '../platform/http/route-table';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}

describe('#openapi.lint', () => {
  it('passes Redocly CLI\'s recommended rules without an error', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'greenit-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(openApiDocument(apiRouteTable(restComposition()))));
      const run = spawnSync(path.join(ROOT_DIR, 'node_modules', '.bin', 'redocly'), ['lint', file, '--config', path.join(ROOT_DIR, 'redocly.yaml'), '--format', 'json'], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      });
      const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: Problem[] };
      const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
      expect(errors.slice(0, 20)).toEqual([]);
      expect(report.totals.errors).toBe(0);
      // The accepted warnings (redocly.yaml says why): nothing else.
      expect([...new Set(report.problems.map((p) => p.ruleId))].sort()).toEqual(['no-ambiguous-paths', 'operation-4xx-response']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives every operation a summary and an area, and the main calls the specification\'s words', () => {
    expect(operationSummary({ method: 'POST', path: '/api/v1/:namespace/projects/create' })).toBe('Create a project');
    expect(operationSummary({ method: 'GET', path: '/api/v1/clients/:id' })).toBe('Read clients (one)');
    expect(operationSummary({ method: 'GET', path: '/api/v1/:namespace/projects/search' })).toBe('Search: projects');
    const doc = openApiDocument(apiRouteTable(restComposition()));
    const missing = Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).filter(([, op]) => !(op as { summary?: string }).summary).map(([m]) => `${m} ${p}`));
    expect(missing).toEqual([]);
    const untagged = Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).filter(([, op]) => (op as { tags: string[] }).tags.includes('Other')).map(([m]) => `${m} ${p}`));
    expect(untagged).toEqual([]);
  });
});
