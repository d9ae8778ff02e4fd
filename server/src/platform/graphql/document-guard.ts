/**
 * The first look at a GraphQL document, before graphql-js validates it and before anyone is signed in
 * (issue #45, point 1; stack notes, trap 31). graphql-js's validation is not linear: its
 * `OverlappingFieldsCanBeMerged` rule compares every pair of same-named fields of a selection set
 * (with their sub-selections), so 1,249 × `me{id}` in 9 KB took 0.1–0.7 s each, anonymous, before
 * any of our limits ran. This guard bounds that work in linear passes:
 *
 * 1. the length (MAX_DOCUMENT_CHARS) before anything is read;
 * 2. one pass of graphql-js's own lexer: tokens (MAX_TOKENS, sized to what the client sends) and
 *    bracket nesting (MAX_NESTING: graphql-js's parser recurses per bracket, and a 2,400-deep list
 *    literal made it throw "Maximum call stack size exceeded");
 * 3. parse, with the same token cap;
 * 4. one pass over the parsed document: selections in all (MAX_SELECTIONS), fragment definitions
 *    (MAX_FRAGMENTS), and how often one response name stands in one selection set once its inline
 *    fragments and the fragments spread in it are merged, as the rule merges them (MAX_SAME_NAME),
 *    and aliases as written (the configured alias limit: the later check counts them expanded, so
 *    refusing the written count early refuses nothing that check would let through).
 *    Each named fragment's counts are made once and reused, so the pass stays linear.
 *
 * Within these bounds the rule's pairs are at most MAX_SAME_NAME² per name and selection set.
 * The limits that need the schema and the variables (depth, cost, aliases, expanded fields) run
 * later, once the operation is known (limits.ts).
 *
 * Why our own and not GraphQL Armor's max-tokens / max-directives plugins: those are Envelop/Yoga or
 * Apollo validation rules, so they run inside `validate` beside the quadratic rule, not before it
 * (docs/library-decisions.md).
 */
import { GraphQLError, Kind, Lexer, parse, Source, TokenKind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { ErrorCode, keyed, renderMessage, type Message } from '../../../../shared/errors';

/** The longest GraphQL document accepted, in characters, checked before it is read (the client's longest: 3.3 KB). */
export const MAX_DOCUMENT_CHARS = 100_000;
/**
 * The most tokens a document may have. The client's largest document has 269
 * (app/graphql-limits.test.ts) and GraphiQL's introspection query about 300: 2,000 leaves a partner
 * developer room in the explorer and keeps every pass below a millisecond.
 */
export const MAX_TOKENS = 2000;
/** The deepest nesting of `{`, `[` and `(` (the client's deepest: 6; the depth limit of selections is 10). */
export const MAX_NESTING = 32;
/** Field selections, fragment spreads and inline fragments, as written (the client's most: 157). */
export const MAX_SELECTIONS = 400;
/** Fragment definitions in one document (the client's most: 9). */
export const MAX_FRAGMENTS = 20;
/**
 * How often one response name may stand in one merged selection set (the client's most: 1). The
 * overlap rule's work grows with its square, times the sub-selections compared.
 */
export const MAX_SAME_NAME = 5;

/** What graphql-js's parser is given, on HTTP and graphql-ws alike. */
export const PARSE_OPTIONS = { maxTokens: MAX_TOKENS } as const;

/** The graphql-js refusals' codes, as Apollo Server names them; graphql-ws uses the same (point 8). */
export const PARSE_FAILED = 'GRAPHQL_PARSE_FAILED';
export const VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';

/** A refusal of the one error-code list (formatError keeps `limitCode`; `http.status` makes Apollo answer 400). */
function refusal(code: ErrorCode, message: Message): GraphQLError {
  return new GraphQLError(renderMessage(message), { extensions: { code, limitCode: code, key: message.key, params: message.params ?? null, http: { status: 400 } } });
}

/** A syntax error with the code HTTP gives it (Apollo Server's SyntaxError, which answers 400). */
export function parseFailed(error: unknown): GraphQLError {
  const e = error instanceof GraphQLError ? error : null;
  return new GraphQLError(e?.message ?? 'Syntax Error', { source: e?.source, positions: e?.positions, extensions: { code: PARSE_FAILED } });
}

/** The refusal of a document longer than {@link MAX_DOCUMENT_CHARS}, before it is read; null when it may be read. */
export function documentSizeError(query: unknown): GraphQLError | null {
  if (typeof query !== 'string' || query.length <= MAX_DOCUMENT_CHARS) return null;
  return refusal(ErrorCode.QUERY_TOO_COSTLY, keyed('graphql.documentTooLong', { length: query.length, limit: MAX_DOCUMENT_CHARS }));
}

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** Step 2: tokens and nesting, in one pass of the lexer; a syntax error of the lexer is left to the parser. */
function lexicalError(query: string): GraphQLError | null {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  let depth = 0;
  try {
    for (let t = lexer.advance(); t.kind !== TokenKind.EOF; t = lexer.advance()) {
      if (++tokens > MAX_TOKENS) return refusal(ErrorCode.QUERY_TOO_COSTLY, keyed('graphql.tooManyTokens', { limit: MAX_TOKENS }));
      if (OPENING.has(t.kind) && ++depth > MAX_NESTING) return refusal(ErrorCode.QUERY_TOO_DEEP, keyed('graphql.tooNested', { limit: MAX_NESTING }));
      if (CLOSING.has(t.kind)) depth--;
    }
  } catch {
    return null;
  }
  return null;
}

/** Response names of a merged selection set, with how often each stands there. */
type NameCounts = Map<string, number>;

interface ShapeWalk {
  fragments: Map<string, FragmentDefinitionNode>;
  /** Each fragment's merged top-level counts, made once (null while being made: a cycle, which validation refuses). */
  merged: Map<string, NameCounts | null>;
  selections: number;
  aliases: number;
  worst: { name: string; count: number };
}

function addCounts(into: NameCounts, from: NameCounts, w: ShapeWalk): void {
  for (const [name, n] of from) {
    const count = (into.get(name) ?? 0) + n;
    into.set(name, count);
    if (count > w.worst.count) w.worst = { name, count };
  }
}

/**
 * The merged response-name counts of a selection set (its fields, its inline fragments' and its
 * spread fragments'), visiting every sub-selection once. Returns early once the worst count is over.
 */
function countSelectionSet(set: SelectionSetNode, w: ShapeWalk): NameCounts {
  const counts: NameCounts = new Map();
  for (const sel of set.selections) {
    w.selections++;
    if (sel.kind === Kind.FIELD) {
      if (sel.alias && sel.alias.value !== sel.name.value) w.aliases++;
      addCounts(counts, new Map([[(sel.alias ?? sel.name).value, 1]]), w);
      if (sel.selectionSet) countSelectionSet(sel.selectionSet, w);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      addCounts(counts, countSelectionSet(sel.selectionSet, w), w);
    } else {
      const fragment = fragmentCounts(sel.name.value, w);
      if (fragment) addCounts(counts, fragment, w);
    }
    if (w.worst.count > MAX_SAME_NAME || w.selections > MAX_SELECTIONS) return counts;
  }
  return counts;
}

function fragmentCounts(name: string, w: ShapeWalk): NameCounts | null {
  if (w.merged.has(name)) return w.merged.get(name) ?? null;
  const def = w.fragments.get(name);
  if (!def) return null;
  w.merged.set(name, null);
  const counts = countSelectionSet(def.selectionSet, w);
  w.merged.set(name, counts);
  return counts;
}

/** Step 4: the parsed document's shape. */
function shapeError(document: DocumentNode, maxAliases: number): GraphQLError | null {
  const w: ShapeWalk = { fragments: new Map(), merged: new Map(), selections: 0, aliases: 0, worst: { name: '', count: 0 } };
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) w.fragments.set(def.name.value, def);
  if (w.fragments.size > MAX_FRAGMENTS) return refusal(ErrorCode.QUERY_TOO_COSTLY, keyed('graphql.tooManyFragments', { count: w.fragments.size, limit: MAX_FRAGMENTS }));
  const walk = () => {
    for (const def of document.definitions) {
      if (def.kind === Kind.OPERATION_DEFINITION) countSelectionSet(def.selectionSet, w);
      else if (def.kind === Kind.FRAGMENT_DEFINITION) fragmentCounts(def.name.value, w);
      if (w.worst.count > MAX_SAME_NAME || w.selections > MAX_SELECTIONS) return;
    }
  };
  walk();
  if (w.selections > MAX_SELECTIONS) return refusal(ErrorCode.QUERY_TOO_COSTLY, keyed('graphql.tooManySelections', { limit: MAX_SELECTIONS }));
  if (w.worst.count > MAX_SAME_NAME) return refusal(ErrorCode.QUERY_TOO_COSTLY, keyed('graphql.sameNameTooOften', { name: w.worst.name, limit: MAX_SAME_NAME }));
  if (w.aliases > maxAliases) return refusal(ErrorCode.QUERY_TOO_COSTLY, keyed('graphql.tooManyAliases', { count: w.aliases, limit: maxAliases }));
  return null;
}

export type GuardedDocument = { document: DocumentNode; error?: undefined } | { document?: undefined; error: GraphQLError };

/**
 * The document of `query`, parsed and bounded, or the refusal: every step linear in the text.
 * `query` that is not a string is the transport's to refuse (Apollo: "must contain a non-empty `query`").
 */
export function guardDocument(query: string, maxAliases: number): GuardedDocument {
  const tooLong = documentSizeError(query);
  if (tooLong) return { error: tooLong };
  const lexical = lexicalError(query);
  if (lexical) return { error: lexical };
  let document: DocumentNode;
  try {
    document = parse(query, PARSE_OPTIONS);
  } catch (err) {
    return { error: parseFailed(err) };
  }
  const shape = shapeError(document, maxAliases);
  return shape ? { error: shape } : { document };
}
