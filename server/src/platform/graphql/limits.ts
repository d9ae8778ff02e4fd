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
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  aliases: number;
  introspection: boolean;
  /** Whether a list size came from a variable (then the measure holds for these variables only). */
  variableUsed: boolean;
}

function fieldsOf(type: GraphQLCompositeType): Record<string, GraphQLField<unknown, unknown>> {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
}

function measure(selection: SelectionSetNode, type: GraphQLCompositeType, w: Walk, seen: Set<string>): { depth: number; cost: number } {
  let depth = 0;
  let cost = 0;
  for (const sel of selection.selections) {
    if (sel.kind === Kind.FIELD) {
      const { d, c } = measureField(sel, type, w, seen);
      depth = Math.max(depth, d);
      cost += c;
    } else {
      const frag = sel.kind === Kind.FRAGMENT_SPREAD ? w.fragments[sel.name.value] : sel;
      if (!frag || (sel.kind === Kind.FRAGMENT_SPREAD && seen.has(sel.name.value))) continue;
      const cond = frag.typeCondition ? w.schema.getType(frag.typeCondition.name.value) : type;
      const next = new Set(seen);
      if (sel.kind === Kind.FRAGMENT_SPREAD) next.add(sel.name.value);
      const r = measure(frag.selectionSet, (cond && isCompositeType(cond) ? cond : type) as GraphQLCompositeType, w, next);
      depth = Math.max(depth, r.depth);
      cost += r.cost;
    }
  }
  return { depth, cost };
}

function measureField(node: FieldNode, parent: GraphQLCompositeType, w: Walk, seen: Set<string>): { d: number; c: number } {
  if (node.alias && node.alias.value !== node.name.value) w.aliases += 1;
  const name = node.name.value;
  if (name in INTROSPECTION_WEIGHTS) {
    // The introspection types are fixed and small in depth of meaning; price the whole answer.
    w.introspection = true;
    return { d: 1, c: INTROSPECTION_WEIGHTS[name] };
  }
  const def = fieldsOf(parent)[name];
  const key = `${parent.name}.${name}`;
  const weight = FIELD_WEIGHTS[key];
  if (!node.selectionSet || !def) return { d: 1, c: weight ?? 0 };
  const named = getNamedType(def.type);
  const child = isCompositeType(named) ? measure(node.selectionSet, named, w, seen) : { depth: 0, cost: 0 };
  const isList = getNullableType(def.type) instanceof GraphQLList;
  const size = isList ? (LIST_SIZES[key] ?? listSize(node, w) ?? DEFAULT_LIST_SIZE) : 1;
  return { d: 1 + child.depth, c: (weight ?? 1) + size * Math.max(1, child.cost) };
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

interface Measured {
  depth: number;
  cost: number;
  aliases: number;
  introspection: boolean;
}

/**
 * Measures of parsed documents (Apollo and graphql-ws hand the same DocumentNode to every request of
 * the same text), by operation name; kept only when no variable sized a list, so they hold for any
 * variables and are bounded by the documents themselves.
 */
const measuredDocuments = new WeakMap<DocumentNode, Map<string, Measured>>();

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
    const w: Walk = { schema, fragments, variables: withDefaults(op, req.variables ?? {}), aliases: 0, introspection: false, variableUsed: false };
    const { depth, cost } = measure(op.selectionSet, root, w, new Set());
    m = { depth, cost, aliases: w.aliases, introspection: w.introspection };
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
  if (m.aliases > limits.maxAliases) errors.push(limitError(op, ErrorCode.QUERY_TOO_COSTLY, keyed('graphql.tooManyAliases', { count: m.aliases, limit: limits.maxAliases })));
  if (depth > limits.maxDepth) errors.push(limitError(op, ErrorCode.QUERY_TOO_DEEP, keyed('graphql.tooDeep', { depth, limit: limits.maxDepth })));
  if (cost > limits.maxCost) errors.push(limitError(op, ErrorCode.QUERY_TOO_COSTLY, keyed('graphql.tooCostly', { cost, limit: limits.maxCost })));
  return errors;
}
