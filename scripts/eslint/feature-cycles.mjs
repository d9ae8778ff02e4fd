/**
 * Features import one another without cycles, on both sides (issue #48, point 4). The file-level cycle
 * test (client/src/app/import-cycles.test.ts) cannot see a cycle through different files of three
 * features (solutions → validation → projects → solutions was one). This builds the feature-level
 * graph of a side (every relative import, `import type` included, from a file of one feature into
 * another feature; shared kits such as `common` are no feature) and finds its strongly connected
 * groups (Tarjan). The ESLint rule `local/feature-cycles` reports each import that closes one, naming
 * the cycle; server/src/app/feature-cycles.test.ts runs the same on the real tree and on a planted cycle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Folders under features/ that are shared kits, not features. */
export const KITS = new Set(['common']);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The feature a path of `featuresDir` belongs to, or null. */
function featureIn(featuresDir, file) {
  const rel = path.relative(featuresDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const name = rel.split(path.sep)[0];
  return name && !KITS.has(name) && !name.includes('.') ? name : null;
}

/** The feature-level import graph of `<root>/<side>/src/features`: feature → the features it imports, with one example file each. */
export function featureGraph(root, side) {
  const featuresDir = path.join(root, side, 'src', 'features');
  const graph = new Map();
  for (const file of files(featuresDir)) {
    const from = featureIn(featuresDir, file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const i of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!i.fileName.startsWith('.')) continue;
      const to = featureIn(featuresDir, path.resolve(path.dirname(file), i.fileName));
      if (to && to !== from && !graph.get(from).has(to)) graph.get(from).set(to, path.relative(root, file));
    }
  }
  return graph;
}

/** The groups of more than one feature that import one another in a circle (Tarjan), each sorted. */
export function featureCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The ESLint rule: an import from one feature into another of the same cycle is reported, with the cycle. */
export function featureCyclesRule(root) {
  const cache = new Map();
  const cyclesOf = (side) => {
    if (!cache.has(side)) {
      const groups = featureCycles(featureGraph(root, side));
      cache.set(side, new Map(groups.flatMap((g) => g.map((name) => [name, g]))));
    }
    return cache.get(side);
  };
  return {
    meta: { type: 'problem', messages: { cycle: 'The features {{cycle}} import one another in a circle ({{from}} → {{to}} here): pass what one needs from the composition root or move it to a lower feature.' } },
    create(context) {
      const rel = path.relative(root, context.filename).split(path.sep).join('/');
      const m = /^(server|client)\/src\/features\/([^/]+)\//.exec(rel);
      if (!m || KITS.has(m[2])) return {};
      const [, side, from] = m;
      const check = (node) => {
        const spec = node.source?.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const to = featureIn(path.join(root, side, 'src', 'features'), path.resolve(path.dirname(context.filename), spec));
        if (!to || to === from) return;
        const cycle = cyclesOf(side).get(from);
        if (cycle && cycle.includes(to)) context.report({ node: node.source, messageId: 'cycle', data: { cycle: cycle.join(', '), from, to } });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    },
  };
}
