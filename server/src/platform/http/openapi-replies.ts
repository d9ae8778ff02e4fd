/**
 * The REST replies' schemas, generated from the code that shapes them (issue #53): for every route a
 * `*.rest.ts` file mounts with `handle(…)`, the TypeScript type of what its handler returns — a feature's
 * output table through `toRest` (rest-fields.ts `RestOf`: the table's REST names with the view's types),
 * or the object a presenter builds — is written as JSON Schema (draft 2020-12), so the OpenAPI document
 * never needs a second, hand-written schema. `npm run openapi:emit` writes openapi-replies.json (committed
 * beside this file, like schema.graphql); openapi-replies.test.ts fails when it drifts from the code.
 *
 * Routes are found by their calls `router.get(path, …, handle(fn, status))`; the path is evaluated from
 * literals, constants, templates and `for … of` loops over constant lists.
 */
import path from 'node:path';
import ts from 'typescript';

type Schema = Record<string, unknown>;

export interface ReplyOperation {
  /** The success status `handle` answers (204 when the handler returns nothing). */
  status: number;
  /** The schema of `data` (absent for 204). */
  data?: Schema;
  /** The file that mounts the handler (relative to the repository). */
  source: string;
}

export interface RepliesDocument {
  about: string;
  /** `METHOD /router/path` (the Express path below the /api/vN prefix) → the reply. */
  operations: Record<string, ReplyOperation>;
  /** Named types the replies refer to (`#/components/schemas/<name>`). */
  schemas: Record<string, Schema>;
  /** Routes the generator saw but could not type (say why). */
  untyped: Record<string, string>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Generates the replies document from the repository at `root`. */
export function generateReplies(root: string): RepliesDocument {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const featuresDir = path.join(root, 'server', 'src', 'features');
  // The routers, and the composition that mounts a handler outside them (app/routes.ts `outsideApi`).
  const restFiles = parsed.fileNames.filter((f) => (f.startsWith(featuresDir) && f.endsWith('.rest.ts')) || f === path.join(root, 'server', 'src', 'app', 'routes.ts')).sort();
  const program = ts.createProgram(restFiles, parsed.options);
  const checker = program.getTypeChecker();
  const gen = new SchemaWriter(checker);
  const operations: Record<string, ReplyOperation> = {};
  const untyped: Record<string, string> = {};

  for (const file of restFiles) {
    const sf = program.getSourceFile(file)!;
    const rel = path.relative(root, file).split(path.sep).join('/');
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text) && node.arguments.length >= 2) {
        // The handler: `handle(…)` in place, or one made by `handle` elsewhere (its type carries the reply: rest.ts RestRoute).
        const handleCall = node.arguments.slice(1).find((a) => checker.getTypeAtLocation(a).getProperty('replyType'));
        const raw = node.arguments.slice(1).some((a) => ts.isCallExpression(a) && ts.isIdentifier(a.expression) && a.expression.text === 'handleRaw');
        const paths = evaluate(checker, node.arguments[0]!);
        const method = node.expression.name.text.toUpperCase();
        const source = rel;
        if (paths && (handleCall || raw)) {
          for (const p of paths) {
            const key = `${method} ${p}`;
            if (raw) {
              untyped[key] = `${source}: writes its own reply (handleRaw: a file or a stream)`;
              continue;
            }
            const reply = replyOf(checker, gen, handleCall!, source);
            const known = operations[key];
            if (known && JSON.stringify(known.data) !== JSON.stringify(reply.data)) throw new Error(`${key} is mounted twice with different replies (${known.source}, ${source})`);
            operations[key] ??= reply;
          }
        } else if (handleCall || raw) {
          untyped[`${method} ${node.arguments[0]!.getText()}`] = `${source}: the path could not be evaluated`;
        }
      }
      if (ts.isObjectLiteralExpression(node)) {
        // `{ method: 'PUT', path: '/user/password', handler }`: a route mounted by the app itself.
        const prop = (name: string) => node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;
        const [method, routePath, handler] = [prop('method'), prop('path'), prop('handler')];
        if (method && ts.isStringLiteral(method) && routePath && handler && checker.getTypeAtLocation(handler).getProperty('replyType')) {
          for (const p of evaluate(checker, routePath) ?? []) operations[`${method.text} ${p}`] = replyOf(checker, gen, handler, rel);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return {
    about: 'Generated by `npm run openapi:emit` (server/src/platform/http/openapi-replies.ts) from the types of the REST handlers; do not edit.',
    operations: Object.fromEntries(Object.entries(operations).sort(([a], [b]) => a.localeCompare(b))),
    schemas: Object.fromEntries(Object.entries(gen.named).sort(([a], [b]) => a.localeCompare(b))),
    untyped: Object.fromEntries(Object.entries(untyped).sort(([a], [b]) => a.localeCompare(b))),
  };
}

function replyOf(checker: ts.TypeChecker, gen: SchemaWriter, handler: ts.Expression, source: string): ReplyOperation {
  // The status is read from a `handle(fn, status)` call written in place or as a constant's value (else 200).
  let call: ts.Node | undefined = handler;
  if (ts.isIdentifier(call)) {
    const decl = checker.getSymbolAtLocation(call)?.valueDeclaration;
    call = decl && ts.isVariableDeclaration(decl) ? decl.initializer : undefined;
  }
  const options = call && ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === 'handle' ? call.arguments[1] : undefined;
  let status = 200;
  if (options && ts.isNumericLiteral(options)) status = Number(options.text);
  if (options && ts.isObjectLiteralExpression(options)) {
    const s = options.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'status');
    if (s && ts.isNumericLiteral(s.initializer)) status = Number(s.initializer.text);
  }
  const replyType = checker.getTypeAtLocation(handler).getProperty('replyType');
  const declared = replyType ? checker.getTypeOfSymbolAtLocation(replyType, handler) : undefined;
  // The property is optional: its type is `T | undefined` (undefined answers 204).
  const members = (declared?.isUnion() ? declared.types : declared ? [declared] : []).filter((m) => !(m.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined | ts.TypeFlags.Never)));
  if (!members.length) return { status: 204, source };
  const data = members.length === 1 ? gen.schema(unwrapSerialized(checker, members[0]!)) : gen.schema(declared!);
  return { status, data, source };
}

/** `SerializedData<T>` (a reply serialised once) answers T. */
function unwrapSerialized(checker: ts.TypeChecker, t: ts.Type): ts.Type {
  if (t.getSymbol()?.getName() === 'SerializedData') {
    const arg = checker.getTypeArguments(t as ts.TypeReference)[0];
    if (arg) return arg;
  }
  return t;
}

/** The values a path expression can take: literals, constants, templates, `for … of` over constant lists. */
function evaluate(checker: ts.TypeChecker, e: ts.Expression): string[] | undefined {
  const values = evaluateNode(checker, e, 0);
  if (!values) return undefined;
  const out: string[] = [];
  for (const v of values) {
    if (typeof v !== 'string') return undefined;
    out.push(v);
  }
  return out;
}

type Value = string | number | Value[] | undefined;

function evaluateNode(checker: ts.TypeChecker, e: ts.Node, depth: number): Value[] | undefined {
  if (depth > 20) return undefined;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isNumericLiteral(e)) return [Number(e.text)];
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) return evaluateNode(checker, e.expression, depth + 1);
  if (ts.isTemplateExpression(e)) {
    let acc: string[] = [e.head.text];
    for (const span of e.templateSpans) {
      const vs = evaluateNode(checker, span.expression, depth + 1);
      if (!vs || vs.some((v) => typeof v !== 'string' && typeof v !== 'number')) return undefined;
      acc = acc.flatMap((a) => vs.map((v) => `${a}${String(v)}${span.literal.text}`));
    }
    return acc;
  }
  if (ts.isArrayLiteralExpression(e)) {
    const items: Value[] = [];
    for (const el of e.elements) {
      const vs = evaluateNode(checker, el, depth + 1);
      // An element that is not a constant (a scope function) stays unknown: only the other positions are read.
      items.push(vs && vs.length === 1 ? vs[0] : undefined);
    }
    return [items];
  }
  if (ts.isIdentifier(e)) {
    const symbol = checker.getSymbolAtLocation(e);
    const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!decl) return undefined;
    const resolved = decl.getSourceFile() === e.getSourceFile() || !ts.isImportSpecifier(decl) ? decl : undefined;
    if (!resolved) return undefined;
    return evaluateDeclaration(checker, resolved, depth + 1);
  }
  return undefined;
}

function evaluateDeclaration(checker: ts.TypeChecker, decl: ts.Declaration, depth: number): Value[] | undefined {
  // `for (const x of list)` or `for (const [a, b] of list)`: every element (or its position).
  const loopOf = (d: ts.Node): ts.ForOfStatement | undefined => {
    const list = d.parent;
    return list && ts.isVariableDeclarationList(list) && ts.isForOfStatement(list.parent) ? list.parent : undefined;
  };
  if (ts.isVariableDeclaration(decl)) {
    const loop = loopOf(decl);
    if (loop) return iterate(checker, loop.expression, depth);
    return decl.initializer ? evaluateNode(checker, decl.initializer, depth) : undefined;
  }
  if (ts.isBindingElement(decl) && ts.isArrayBindingPattern(decl.parent) && ts.isVariableDeclaration(decl.parent.parent)) {
    const loop = loopOf(decl.parent.parent);
    const index = decl.parent.elements.indexOf(decl);
    if (!loop) return undefined;
    const tuples = iterate(checker, loop.expression, depth);
    return tuples?.map((t) => (Array.isArray(t) ? t[index] : undefined));
  }
  return undefined;
}

function iterate(checker: ts.TypeChecker, e: ts.Expression, depth: number): Value[] | undefined {
  const vs = evaluateNode(checker, e, depth + 1);
  if (!vs || vs.length !== 1 || !Array.isArray(vs[0])) return undefined;
  return vs[0];
}

/** TypeScript types as JSON Schema, as JSON.stringify writes their values. */
class SchemaWriter {
  readonly named: Record<string, Schema> = {};
  private readonly names = new Map<ts.Type, string>();
  /** Anonymous object types being written (a recursive one refers to itself: left open). */
  private readonly open = new Set<ts.Type>();

  constructor(private readonly checker: ts.TypeChecker) {}

  schema(t: ts.Type, depth = 0): Schema {
    const c = this.checker;
    if (depth > 24) throw new Error(`a reply type nests deeper than 24 levels: ${c.typeToString(t)}`);
    if (t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (t.flags & ts.TypeFlags.Null) return { type: 'null' };
    if (t.flags & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(t as ts.StringLiteralType).value] };
    if (t.flags & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(t as ts.NumberLiteralType).value] };
    if (t.flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean' };
    if (t.flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return { type: 'string' };
    if (t.flags & ts.TypeFlags.Number) return { type: 'number' };
    if (t.flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (t.flags & (ts.TypeFlags.EnumLiteral | ts.TypeFlags.Enum) && !(t.flags & ts.TypeFlags.Union)) return { type: typeof (t as ts.LiteralType).value === 'number' ? 'number' : 'string' };
    if (t.isUnion()) return this.union(t.types, depth);
    if (t.isIntersection()) {
      // MikroORM's brands (`Opt<T>`, `Hidden<T>`: T & { [symbol]?: 1 }) are not in the JSON.
      const members = t.types.filter((m) => !this.isBrand(m));
      if (members.length === 1) return this.schema(members[0]!, depth);
    }
    const symbolName = t.getSymbol()?.getName();
    if (symbolName === 'Date') return { type: 'string', format: 'date-time' };
    if (c.isArrayType(t)) return { type: 'array', items: this.schema(c.getTypeArguments(t as ts.TypeReference)[0]!, depth + 1) };
    if (c.isTupleType(t)) {
      const items = c.getTypeArguments(t as ts.TypeReference).map((x) => this.schema(x, depth + 1));
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    if (t.flags & ts.TypeFlags.Object || t.isIntersection()) return this.object(t, depth);
    return {};
  }

  private union(types: ts.Type[], depth: number): Schema {
    const members = types.filter((x) => !(x.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const hasNull = members.some((x) => x.flags & ts.TypeFlags.Null);
    const rest = members.filter((x) => !(x.flags & ts.TypeFlags.Null));
    const nullable = (s: Schema): Schema => {
      if (!hasNull) return s;
      if (typeof s.type === 'string' && !s.$ref) return { ...s, type: [s.type, 'null'], ...(Array.isArray(s.enum) ? { enum: [...s.enum, null] } : {}) };
      return { anyOf: [s, { type: 'null' }] };
    };
    if (rest.length === 0) return { type: 'null' };
    if (rest.every((x) => x.flags & ts.TypeFlags.BooleanLiteral)) return nullable({ type: 'boolean' });
    if (rest.every((x) => x.flags & ts.TypeFlags.StringLiteral)) return nullable({ type: 'string', enum: rest.map((x) => (x as ts.StringLiteralType).value) });
    if (rest.every((x) => x.flags & ts.TypeFlags.NumberLiteral)) return nullable({ type: 'number', enum: rest.map((x) => (x as ts.NumberLiteralType).value) });
    const schemas: Schema[] = [];
    const seen = new Set<string>();
    // true | false arrive as two members: one boolean.
    for (const x of rest) {
      const s = this.schema(x, depth + 1);
      const key = JSON.stringify(s);
      if (!seen.has(key)) {
        seen.add(key);
        schemas.push(s);
      }
    }
    if (schemas.some((s) => Object.keys(s).length === 0)) return {};
    if (schemas.length === 1) return nullable(schemas[0]!);
    // Plain types only: one `type` list.
    if (schemas.every((s) => Object.keys(s).length === 1 && typeof s.type === 'string')) return { type: [...schemas.map((s) => s.type as string), ...(hasNull ? ['null'] : [])] };
    return { anyOf: [...schemas, ...(hasNull ? [{ type: 'null' }] : [])] };
  }

  private isBrand(t: ts.Type): boolean {
    if (!(t.flags & ts.TypeFlags.Object) || this.checker.isArrayType(t)) return false;
    const props = this.checker.getPropertiesOfType(t);
    return props.length > 0 && props.every((p) => p.getName().startsWith('__@'));
  }

  /** A named class or interface (not generic) is a component; other objects are written in place. */
  private object(t: ts.Type, depth: number): Schema {
    const symbol = t.aliasSymbol ?? t.getSymbol();
    const name = symbol?.getName();
    const generic = (t as ts.TypeReference).typeArguments?.length || t.aliasTypeArguments?.length;
    const nameable = !!name && /^[A-Z]\w*$/.test(name) && !generic && !!(symbol!.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias));
    if (!nameable) {
      if (this.open.has(t)) return {};
      this.open.add(t);
      try {
        return this.objectBody(t, depth);
      } finally {
        this.open.delete(t);
      }
    }
    let ref = this.names.get(t);
    if (!ref) {
      ref = name!;
      for (let i = 2; this.named[ref]; i++) ref = `${name}${i}`;
      this.names.set(t, ref);
      this.named[ref] = {};
      this.named[ref] = this.objectBody(t, depth);
    }
    return { $ref: `#/components/schemas/${ref}` };
  }

  private objectBody(t: ts.Type, depth: number): Schema {
    const c = this.checker;
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const p of c.getPropertiesOfType(t)) {
      const decl = p.valueDeclaration ?? p.declarations?.[0];
      if (p.flags & ts.SymbolFlags.Method || (decl && (ts.isMethodDeclaration(decl) || ts.isGetAccessor(decl)))) continue;
      const pt = decl ? c.getTypeOfSymbolAtLocation(p, decl) : c.getTypeOfSymbol(p);
      if (pt.getCallSignatures().length || p.getName().startsWith('__@')) continue;
      const optional = !!(p.flags & ts.SymbolFlags.Optional) || (pt.isUnion() && pt.types.some((x) => x.flags & ts.TypeFlags.Undefined)) || !!(pt.flags & ts.TypeFlags.Undefined);
      if (pt.flags & ts.TypeFlags.Undefined) continue;
      properties[p.getName()] = this.schema(pt, depth + 1);
      if (!optional) required.push(p.getName());
    }
    const index = c.getIndexInfosOfType(t).find((i) => i.keyType.flags & ts.TypeFlags.String);
    return {
      type: 'object',
      ...(Object.keys(properties).length ? { properties } : {}),
      ...(required.length ? { required } : {}),
      additionalProperties: index ? this.schema(index.type, depth + 1) : false,
    };
  }
}
