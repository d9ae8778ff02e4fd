/**
 * Ids are parsed at the edge (issue #30, point 5): the GraphQL resolvers read `ID` arguments with
 * `@IdArg` (platform/graphql/id-arg.ts) and the REST handlers read route params with `idParam`
 * (platform/http/rest.ts), so the services of a converted feature take `number` ids and typed inputs.
 * This reads the features' sources with the TypeScript parser and refuses a parameter named like an id
 * (`id`, `…Id`, `…Ids`) or `input` that is typed `unknown`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config';

const FEATURES_DIR = path.join(ROOT_DIR, 'server/src/features');

/** Every feature takes parsed ids, a new one included. */
const CONVERTED = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** Ids that are not record numbers (feature/file:function:parameter). */
const TEXT_IDS = new Set([
  // A Stripe Checkout session id (text), which the service checks as sent, and a report document's
  // public verification id (text), normalised by the service.
  'subscriptions/subscriptions.service.ts:completeCheckout:sessionId',
  'reports/pdf/report-pdf.service.ts:getReportDocument:documentId',
  'documents/document.service.ts:verifyDocument:documentId',
]);

const ID_OR_INPUT = /^(id|ids|input)$|Ids?$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

function functionName(fn: ts.Node): string {
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name) return fn.name.getText();
  if (ts.isVariableDeclaration(fn.parent)) return fn.parent.name.getText();
  return '<anonymous>';
}

/** Every `feature/file:function:parameter` whose id-like or `input` parameter is typed `unknown`. */
export function untypedIdParameters(feature: string, root = FEATURES_DIR): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join(root, feature))) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isParameter(node) && node.type?.kind === ts.SyntaxKind.UnknownKeyword && ID_OR_INPUT.test(node.name.getText())) {
        found.push(`${path.relative(root, file)}:${functionName(node.parent)}:${node.name.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('ids parsed at the edge', () => {
  it('covers the features', () => {
    expect(CONVERTED).toEqual(expect.arrayContaining(['projects', 'clients', 'comparative', 'validation', 'subscriptions', 'partner-admin', 'reports', 'catalogue', 'documents', 'solutions', 'requests']));
  });

  it.each(CONVERTED)('%s: no service takes an id or an input typed unknown', (feature) => {
    expect(untypedIdParameters(feature).filter((p) => !TEXT_IDS.has(p))).toEqual([]);
  });

  it('finds an id typed unknown (the check can fail)', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-ids-'));
    try {
      fs.mkdirSync(path.join(root, 'x'));
      fs.writeFileSync(path.join(root, 'x', 'x.service.ts'), 'export function f(ctx: object, projectId: unknown, input: unknown, search: unknown, id: number) {}\n');
      expect(untypedIdParameters('x', root)).toEqual(['x/x.service.ts:f:projectId', 'x/x.service.ts:f:input']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
