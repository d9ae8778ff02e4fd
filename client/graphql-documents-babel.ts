/**
 * Build step (client/vite.config.ts): each `graphql(`…`)` call is replaced by its finished document
 * (the object codegen wrote to src/gql/graphql.ts, fragments included), so that a chunk carries only
 * the documents it uses. Without it every document of the app lands on the first page: the codegen
 * map in src/gql/gql.ts holds them all, and importing them from graphql.ts instead would not help
 * either, as a bundler keeps one module in one chunk (bench/bundle-size.ts measures the first page).
 *
 * Types are unaffected: TypeScript checks the sources, where `graphql()` returns the typed document.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';

interface Options {
  /** The codegen output folder (src/gql). */
  artifactDirectory: string;
  /** The tag function's name. */
  gqlTagName: string;
}

/** The few shapes of Babel's API used here (the project has no @types/babel__core). */
interface BabelNode {
  type: string;
}
interface CallPath {
  node: BabelNode & { callee: BabelNode & { name?: string }; arguments: Array<BabelNode & { quasis?: Array<{ value: { raw: string } }> }> };
  replaceWith(node: BabelNode): void;
}
interface BabelTypes {
  valueToNode(value: unknown): BabelNode;
}

/** graphql.ts's documents by generated name (`LoginDocument`, `ProjectFieldsFragmentDoc`), read again when the file changes. */
let cache: { file: string; mtimeMs: number; documents: Map<string, unknown> } | null = null;
function documentsOf(file: string): Map<string, unknown> {
  const { mtimeMs } = statSync(file);
  if (cache?.file === file && cache.mtimeMs === mtimeMs) return cache.documents;
  const documents = new Map<string, unknown>();
  for (const m of readFileSync(file, 'utf8').matchAll(/^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode</gm)) documents.set(m[1], JSON.parse(m[2]));
  cache = { file, mtimeMs, documents };
  return documents;
}

/** codegen's names (client preset, default naming): operations `<Name>Document`, fragments `<Name>FragmentDoc`. */
function generatedName(source: string): string | null {
  const [definition] = parse(source).definitions;
  if (definition.kind === 'OperationDefinition' && definition.name) return `${definition.name.value}Document`;
  if (definition.kind === 'FragmentDefinition') return `${definition.name.value}FragmentDoc`;
  return null;
}

export function graphqlDocumentsBabel({ types: t }: { types: BabelTypes }, opts: Options) {
  const file = path.join(opts.artifactDirectory, 'graphql.ts');
  return {
    name: 'graphql-documents',
    visitor: {
      CallExpression(call: CallPath) {
        const { callee, arguments: args } = call.node;
        if (callee.type !== 'Identifier' || callee.name !== opts.gqlTagName) return;
        const [arg] = args;
        if (arg?.type !== 'TemplateLiteral' || arg.quasis?.length !== 1) return;
        const name = generatedName(arg.quasis[0].value.raw);
        if (!name) return;
        const document = documentsOf(file).get(name);
        // Not generated yet (run `npm run codegen`): left to the codegen map, which fails the same way.
        if (!document) return;
        call.replaceWith(t.valueToNode(document));
      },
    },
  };
}
