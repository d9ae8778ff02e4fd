/**
 * Query depth, cost and alias limits, checked before an operation runs on every transport (HTTP
 * through an Apollo plugin, graphql-ws in its onSubscribe). They need the operation's variables, so
 * they are not a validation rule (validation never sees variables): `items(limit: $l)` costs what `$l`
 * says.
 *
 * - Cost: every object field costs 1, or its weight when it is known to be expensive (FIELD_WEIGHTS);
 *   scalar fields are free (they come with their row); a list field costs its selection (at least 1)
 *   times its `limit` (or `first`) argument, literal or variable, or 20 when it has none, unless
 *   LIST_SIZES says better.
 * - Aliases: at most `maxAliases` per operation, so that one request cannot fan one resolver out a
 *   thousand times under the cost budget.
 * - Introspection (`__schema`, `__type`): signed-in callers only, and priced (a whole schema is big).
 * - Expanded fields: at most MAX_EXPANDED_FIELDS field selections once fragment spreads are expanded
 *   (`F1 { ...F0 ...F0 }` doubling: 2^40 fields in 1 KB).
 *
 * The walk is linear in the document (each named fragment is measured once per type and its measure
 * reused), and documents are bounded before they get here, before validation and sign-in
 * (document-guard.ts: length, tokens, nesting, selections, same-named fields).
 *
 * Why hand-written and not GraphQL Armor (issue #27 weighed @escape.tech/graphql-armor-cost-limit,
 * -max-depth, -max-aliases and -max-tokens): Armor's checks are validation rules, and validation never
 * sees the variables, so its cost limit prices a list by fixed object/scalar costs and a depth factor;
 * it cannot make `productSearch(limit: $l)` cost what `$l` says, nor weigh a report field more than a
 * row, which is what the README promises. Depth and aliases come out of the same walk at no extra cost
 * (a second walk by Armor would only add a dependency and a second error shape to translate), and the
 * token cap is graphql-js's own parser option, which Apollo Server and our graphql-ws setup pass
 * directly. The walk that once expanded every spread (2^n steps) is now memoised and tested for it
 * (server/src/app/graphql-limits.test.ts, server/test/graphql-ws-rules.test.ts).
 */
import {
  GraphQLError,
  getNamedType,
  getNullableType,
  GraphQLList,
  isCompositeType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLCompositeType,
  type SelectionSetNode,
  type GraphQLSchema,
  isObjectType,
  isInterfaceType,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { ErrorCode, keyed, renderMessage, type Message } from '../../../../shared/errors';

const DEFAULT_LIST_SIZE = 20;

/** Root fields whose resolvers do far more work than one row (reports and summaries recompute a project). */
export const FIELD_WEIGHTS: Record<string, number> = {
  'Query.projectReport': 500,
  'Query.projectReportAvailability': 50,
  'Query.projectSummary': 100,
  'Query.solutionGroupSummary': 50,
  'Query.solutionSummary': 20,
  'Query.productSearch': 20,
  'Query.documentVerify': 10,
};
/**
 * Lists whose length is known better than by a `limit` argument: the projects of a projectList group
 * share the list's one `limit` (at most `limit` projects in all), so they count once per group.
 */
export const LIST_SIZES: Record<string, number> = {
  'ClientProjects.projects': 1,
};
/** A whole-schema introspection answer is tens of kilobytes: five fit the default budget. */
const INTROSPECTION_WEIGHTS: Record<string, number> = { __schema: 2000, __type: 50 };

export interface QueryLimits {
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
  /** Field selections once fragments are expanded (default {@link MAX_EXPANDED_FIELDS}). */
  maxFields?: number;
}

/**
 * The most field selections an operation may have once its fragment spreads are expanded. The
 * client's largest operation has 169 (app/graphql-limits.test.ts); `F1 { ...F0 ...F0 } … F40 { ...F39 ...F39 }` has 2^40
 * in a document of 1 KB (graphql-js merges the repeats when it executes, but every measure that
 * expands them does 2^40 steps: issue #27).
 */
export const MAX_EXPANDED_FIELDS = 5000;
interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** Whether a list size came from a variable (then the measure holds for these variables only). */
  variableUsed: boolean;
  /** Each named fragment's measure, by fragment and the type it is spread on: measured once (linear walk). */
  memo: Map<string, Measure>;
}

/** What one selection set costs. Every count is of the EXPANDED selection: a fragment spread twice counts twice. */
interface Measure {
  depth: number;
  cost: number;
  aliases: number;
  /** Field selections (scalars included), with fragment spreads expanded. */
  fields: number;
  introspection: boolean;
}

const EMPTY: Measure = { depth: 0, cost: 0, aliases: 0, fields: 0, introspection: false };

function fieldsOf(type: GraphQLCompositeType): Record<string, GraphQLField<unknown, unknown>> {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
}

function add(into: Measure, m: Measure): void {
  into.depth = Math.max(into.depth, m.depth);
  into.cost += m.cost;
  into.aliases += m.aliases;
  into.fields += m.fields;
  into.introspection ||= m.introspection;
}

/**
 * The measure of a selection set. Linear in the document's size: a named fragment is measured once
 * per type it is spread on and its measure reused (the hand-written walk before issue #27 expanded
 * every spread, 2^n steps for n doubling fragments). Counts may grow huge (2^40) but stay numbers.
 * A fragment that spreads itself (invalid: validation refuses it first) counts as empty.
 */
function measure(selection: SelectionSetNode, type: GraphQLCompositeType, w: Walk, active: Set<string>): Measure {
  const total: Measure = { ...EMPTY };
  for (const sel of selection.selections) {
    if (sel.kind === Kind.FIELD) {
      add(total, measureField(sel, type, w, active));
      continue;
    }
    const frag = sel.kind === Kind.FRAGMENT_SPREAD ? w.fragments[sel.name.value] : sel;
    if (!frag) continue;
    const cond = frag.typeCondition ? w.schema.getType(frag.typeCondition.name.value) : type;
    const on = (cond && isCompositeType(cond) ? cond : type) as GraphQLCompositeType;
    if (sel.kind === Kind.INLINE_FRAGMENT) {
      add(total, measure(frag.selectionSet, on, w, active));
      continue;
    }
    const key = `${sel.name.value}@${on.name}`;
    let m = w.memo.get(key);
    if (!m) {
      if (active.has(key)) continue;
      active.add(key);
      m = measure(frag.selectionSet, on, w, active);
      active.delete(key);
      w.memo.set(key, m);
    }
    add(total, m);
  }
  return total;
}

function measureField(node: FieldNode, parent: GraphQLCompositeType, w: Walk, active: Set<string>): Measure {
  const aliases = node.alias && node.alias.value !== node.name.value ? 1 : 0;
  const name = node.name.value;
  if (name in INTROSPECTION_WEIGHTS) {
    // The introspection types are fixed and small in depth of meaning; price the whole answer.
    return { depth: 1, cost: INTROSPECTION_WEIGHTS[name], aliases, fields: 1, introspection: true };
  }
  const def = fieldsOf(parent)[name];
  const key = `${parent.name}.${name}`;
  const weight = FIELD_WEIGHTS[key];
  if (!node.selectionSet || !def) return { depth: 1, cost: weight ?? 0, aliases, fields: 1, introspection: false };
  const named = getNamedType(def.type);
  const child = isCompositeType(named) ? measure(node.selectionSet, named, w, active) : EMPTY;
  const isList = getNullableType(def.type) instanceof GraphQLList;
  const size = isList ? (LIST_SIZES[key] ?? listSize(node, w) ?? DEFAULT_LIST_SIZE) : 1;
  return {
    depth: 1 + child.depth,
    cost: (weight ?? 1) + size * Math.max(1, child.cost),
    aliases: aliases + child.aliases,
    fields: 1 + child.fields,
    introspection: child.introspection,
  };
}

/** The value of a literal or variable, as far as a list size needs it. */
function valueOf(node: ValueNode, variables: Record<string, unknown>, w?: Walk): unknown {
  if (node.kind === Kind.VARIABLE) {
    if (w) w.variableUsed = true;
    return variables[node.name.value];
  }
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.OBJECT) return Object.fromEntries(node.fields.map((f) => [f.name.value, valueOf(f.value, variables, w)]));
  return undefined;
}

/** A `limit` (or `first`) argument, literal or variable, directly or inside an input object such as `input: {limit}`. */
function listSize(node: FieldNode, w: Walk): number | null {
  for (const arg of node.arguments ?? []) {
    const value = valueOf(arg.value, w.variables, w);
    const candidates: Array<[string, unknown]> = value && typeof value === 'object' ? Object.entries(value) : [[arg.name.value, value]];
    for (const [key, v] of candidates) if ((key === 'limit' || key === 'first') && typeof v === 'number' && Number.isFinite(v)) return Math.max(0, v);
  }
  return null;
}

/** Variables with the operation's defaults filled in (a default counts like a literal). */
function withDefaults(op: OperationDefinitionNode, variables: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...variables };
  for (const def of op.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (out[name] === undefined && def.defaultValue) out[name] = valueOf(def.defaultValue, {});
  }
  return out;
}

/**
 * A refusal of the one error-code list. `limitCode` survives Apollo's rewrap; formatError restores
 * the code, key and parameters; `http.status` makes Apollo answer 400.
 */
function limitError(op: OperationDefinitionNode, code: ErrorCode, message: Message): GraphQLError {
  return new GraphQLError(renderMessage(message), { nodes: [op], extensions: { code, limitCode: code, key: message.key, params: message.params, http: { status: 400 } } });
}

export interface LimitRequest {
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  /** Whether the caller is signed in (introspection is for signed-in callers only). */
  signedIn: boolean;
}

/**
 * Measures of parsed documents (Apollo and graphql-ws hand the same DocumentNode to every request of
 * the same text), by operation name; kept only when no variable sized a list, so they hold for any
 * variables and are bounded by the documents themselves.
 */
const measuredDocuments = new WeakMap<DocumentNode, Map<string, Measure>>();

/** A count as a message parameter (an expanded count can pass 2^53, or even be Infinity). */
const shown = (n: number) => Math.min(n, Number.MAX_SAFE_INTEGER);

/** The refusals of an operation (empty when it may run). */
export function checkQueryLimits(schema: GraphQLSchema, limits: QueryLimits, req: LimitRequest): GraphQLError[] {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  const operations: OperationDefinitionNode[] = [];
  for (const def of req.document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    if (def.kind === Kind.OPERATION_DEFINITION) operations.push(def);
  }
  const op = req.operationName ? operations.find((o) => o.name?.value === req.operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!op) return [];
  const root = op.operation === 'query' ? schema.getQueryType() : op.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  if (!root) return [];
  const opKey = op.name?.value ?? '';
  let m = measuredDocuments.get(req.document)?.get(opKey);
  if (!m) {
    const w: Walk = { schema, fragments, variables: withDefaults(op, req.variables ?? {}), variableUsed: false, memo: new Map() };
    m = measure(op.selectionSet, root, w, new Set());
    if (!w.variableUsed) {
      let ops = measuredDocuments.get(req.document);
      if (!ops) measuredDocuments.set(req.document, (ops = new Map()));
      ops.set(opKey, m);
    }
  }
  const { depth, cost } = m;
  const errors: GraphQLError[] = [];
  if (m.introspection && !req.signedIn) {
    errors.push(new GraphQLError(renderMessage(keyed('common.sessionExpired')), { nodes: [op], extensions: { code: ErrorCode.UNAUTHENTICATED, limitCode: ErrorCode.UNAUTHENTICATED, key: 'common.sessionExpired', params: null, http: { status: 401 } } }));
    return errors;
  }
  const maxFields = limits.maxFields ?? MAX_EXPANDED_FIELDS;
  if (m.fields > maxFields) errors.push(limitError(op, ErrorCode.QUERY_TOO_COSTLY, keyed('graphql.tooManyFields', { count: shown(m.fields), limit: maxFields })));
  if (m.aliases > limits.maxAliases) errors.push(limitError(op, ErrorCode.QUERY_TOO_COSTLY, keyed('graphql.tooManyAliases', { count: shown(m.aliases), limit: limits.maxAliases })));
  if (depth > limits.maxDepth) errors.push(limitError(op, ErrorCode.QUERY_TOO_DEEP, keyed('graphql.tooDeep', { depth, limit: limits.maxDepth })));
  if (cost > limits.maxCost) errors.push(limitError(op, ErrorCode.QUERY_TOO_COSTLY, keyed('graphql.tooCostly', { cost: shown(cost), limit: limits.maxCost })));
  return errors;
}
