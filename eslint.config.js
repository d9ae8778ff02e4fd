// @ts-check
/**
 * Guard rails (part of npm test): typescript-eslint's type-aware checks where they catch real bugs
 * (floating promises), the import boundaries of house style, and configuration read in one place.
 *
 * Boundaries:
 * - shared/ imports nothing from server/ or client/; shared/calc nothing outside itself;
 * - a feature imports another feature only through its public index.ts (client/src/features/common is
 *   the client's kit, not a feature);
 * - server layers point one way (docs/architecture.md): server/src/platform/ is the lowest layer and imports
 *   no feature and not the composition root; features never import the composition root; only
 *   server/src/app/ (the composition root) imports every feature, and it alone may reach into a feature's
 *   files (local/server-layers);
 * - a server feature's index.ts names what it offers: no `export *`;
 * - process.env is read only by server/src/platform/config.ts (and the tooling that starts things).
 */
import path from 'node:path';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureCyclesRule } from './scripts/eslint/feature-cycles.mjs';

const root = import.meta.dirname;

/** `<side>/src/features/<name>/…` → { side, name, rest } for a file or an import target. */
function featureOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const m = /^(server|client)\/src\/features\/([^/]+)(?:\/(.*))?$/.exec(rel);
  return m ? { side: m[1], name: m[2], rest: m[3] ?? '' } : null;
}

/** Folders under features/ that are shared kits, not features. */
const KITS = new Set(['common']);

const featureBoundaries = {
  meta: { type: 'problem', messages: { deep: "Import the {{name}} feature through its index.ts ('{{suggest}}'), not its file {{target}}." } },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), spec));
      if (!to || to.side !== from.side || to.name === from.name || KITS.has(to.name)) return;
      if (to.rest === '' || to.rest === 'index' || to.rest === 'index.ts') return;
      const suggest = path.relative(path.dirname(context.filename), path.join(root, to.side, 'src/features', to.name)).split(path.sep).join('/');
      context.report({ node: node.source, messageId: 'deep', data: { name: to.name, target: to.rest, suggest } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** `server/src/<layer>/…` → 'platform' | 'features' | 'app' | 'entry' (main.ts and other top-level files). */
function serverLayerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const m = /^server\/src\/(?:(platform|features|app)\/)?/.exec(rel);
  if (!m) return null;
  return m[1] ?? 'entry';
}

/**
 * The server's layers point one way: platform → (nothing above it); features → platform and other
 * features' index.ts; app (the composition root) → everything. An entry file beside them (main.ts)
 * starts the composition root and uses platform, like the tooling outside server/src.
 */
const serverLayers = {
  meta: {
    type: 'problem',
    messages: {
      platform: 'server/src/platform/ is the lowest layer: it imports no feature and not the composition root ({{target}}). Take what you need as a parameter and pass it from server/src/app/.',
      feature: 'A feature never imports the composition root ({{target}}): the composition root passes what a feature needs.',
      entry: 'Only the composition root (server/src/app/) imports features ({{target}}); start the app through it.',
    },
  },
  create(context) {
    const from = serverLayerOf(context.filename);
    if (!from || from === 'app') return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), spec);
      const to = serverLayerOf(target);
      const rel = path.relative(root, target).split(path.sep).join('/');
      if (from === 'platform' && (to === 'features' || to === 'app' || to === 'entry')) context.report({ node: node.source, messageId: 'platform', data: { target: rel } });
      else if (from === 'features' && (to === 'app' || to === 'entry')) context.report({ node: node.source, messageId: 'feature', data: { target: rel } });
      else if (from === 'entry' && to === 'features') context.report({ node: node.source, messageId: 'entry', data: { target: rel } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const local = { rules: { 'feature-boundaries': featureBoundaries, 'server-layers': serverLayers, 'feature-cycles': featureCyclesRule(root) } };

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'client/dist/**', 'client/src/gql/**', 'server/test/rest-client/rest-api.ts', 'client/src/locales/**', 'test-results/**', 'playwright-report/**', '.data/**', 'migrations/**'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { '@typescript-eslint': tseslint.plugin, local },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      'local/feature-boundaries': 'error',
      'local/feature-cycles': 'error',
      'local/server-layers': 'error',
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through server/src/platform/config.ts.' }],
    },
  },
  {
    files: ['client/**/*.ts', 'client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A feature's public face is a list of names: what it offers is read in one place.
    files: ['server/src/features/**/index.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: "A feature's index.ts names what it offers: no `export *` (export { a, type B } from './file')." }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)(server|client)/', message: 'shared/ is used by server and client: it imports from neither.' }] }],
    },
  },
  {
    files: ['shared/calc/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'shared/calc is pure: it imports nothing outside itself.' }] }],
    },
  },
  {
    // The one configuration module, its NODE_ENV default for libraries, and the tooling that starts processes or tests.
    files: ['server/src/platform/config.ts', 'server/src/platform/node-env.ts', 'e2e/**', 'scripts/**', 'bench/**', 'server/test/**', '**/*.test.ts', '**/*.test.tsx', '**/vitest.config.ts', 'codegen.ts', 'client/vite.config.ts', 'client/lingui.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
