/**
 * Query depth and cost limits, as validation rules: a query nested deeper than `maxDepth` or whose
 * estimated cost exceeds `maxCost` is refused before it runs. Cost: every field costs 1; a list
 * field multiplies its selection by its `limit` argument, or by 20 when it has none.
 */
import {
  GraphQLError,
  getNamedType,
  getNullableType,
  GraphQLList,
  isCompositeType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLCompositeType,
  type SelectionSetNode,
  type ValidationContext,
  type GraphQLSchema,
  isObjectType,
  isInterfaceType,
  type OperationDefinitionNode,
} from 'graphql';
import { ErrorCode, keyed, renderMessage, type Message } from '../../../../shared/errors';

const DEFAULT_LIST_SIZE = 20;

function fieldsOf(type: GraphQLCompositeType): Record<string, GraphQLField<unknown, unknown>> {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
}

function measure(
  selection: SelectionSetNode,
  type: GraphQLCompositeType,
  fragments: Record<string, FragmentDefinitionNode>,
  schema: GraphQLSchema,
  seen: Set<string>,
): { depth: number; cost: number } {
  let depth = 0;
  let cost = 0;
  for (const sel of selection.selections) {
    if (sel.kind === Kind.FIELD) {
      const { d, c } = measureField(sel, type, fragments, schema, seen);
      depth = Math.max(depth, d);
      cost += c;
    } else {
      const frag = sel.kind === Kind.FRAGMENT_SPREAD ? fragments[sel.name.value] : sel;
      if (!frag || (sel.kind === Kind.FRAGMENT_SPREAD && seen.has(sel.name.value))) continue;
      const cond = frag.typeCondition ? schema.getType(frag.typeCondition.name.value) : type;
      const next = new Set(seen);
      if (sel.kind === Kind.FRAGMENT_SPREAD) next.add(sel.name.value);
      const r = measure(frag.selectionSet, (cond && isCompositeType(cond) ? cond : type) as GraphQLCompositeType, fragments, schema, next);
      depth = Math.max(depth, r.depth);
      cost += r.cost;
    }
  }
  return { depth, cost };
}

function measureField(
  node: FieldNode,
  parent: GraphQLCompositeType,
  fragments: Record<string, FragmentDefinitionNode>,
  schema: GraphQLSchema,
  seen: Set<string>,
): { d: number; c: number } {
  const def = fieldsOf(parent)[node.name.value];
  if (!node.selectionSet || !def) return { d: 1, c: 1 };
  const named = getNamedType(def.type);
  const child = isCompositeType(named) ? measure(node.selectionSet, named, fragments, schema, seen) : { depth: 0, cost: 0 };
  const isList = getNullableType(def.type) instanceof GraphQLList;
  const size = isList ? (listSize(node) ?? DEFAULT_LIST_SIZE) : 1;
  return { d: 1 + child.depth, c: 1 + size * child.cost };
}

/** A literal `limit` (or `first`) argument, directly or inside an input object such as `input: {limit}`. */
function listSize(node: FieldNode): number | null {
  for (const arg of node.arguments ?? []) {
    const values = arg.value.kind === Kind.OBJECT ? arg.value.fields.map((f) => ({ name: f.name.value, value: f.value })) : [{ name: arg.name.value, value: arg.value }];
    for (const v of values) if ((v.name === 'limit' || v.name === 'first') && v.value.kind === Kind.INT) return Number(v.value.value);
  }
  return null;
}

/**
 * A refusal of the one error-code list. Apollo files validation errors under its own code, so the
 * code, key and parameters ride in `extensions` (`limitCode` survives Apollo's rewrap; formatError
 * restores them).
 */
function limitError(op: OperationDefinitionNode, code: ErrorCode, message: Message): GraphQLError {
  return new GraphQLError(renderMessage(message), { nodes: [op], extensions: { code, limitCode: code, key: message.key, params: message.params } });
}

export function queryLimitsRule(maxDepth: number, maxCost: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    const schema = context.getSchema();
    return {
      OperationDefinition(op) {
        const root = op.operation === 'query' ? schema.getQueryType() : op.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
        if (!root) return;
        const { depth, cost } = measure(op.selectionSet, root, fragments, schema, new Set());
        if (depth > maxDepth) context.reportError(limitError(op, ErrorCode.QUERY_TOO_DEEP, keyed('graphql.tooDeep', { depth, limit: maxDepth })));
        if (cost > maxCost) context.reportError(limitError(op, ErrorCode.QUERY_TOO_COSTLY, keyed('graphql.tooCostly', { cost, limit: maxCost })));
      },
    };
  };
}
