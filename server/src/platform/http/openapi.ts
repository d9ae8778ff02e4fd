/**
 * The REST facade described: an OpenAPI 3.1 document generated from the same route table the app
 * mounts (route-table.ts), so it cannot drift from what answers. Paths, path parameters, request
 * bodies (JSON, or multipart for uploads), replies (`{ data }`) and the error shapes of
 * spec/platform-and-shell.md §8; which operations need no session ({@link PUBLIC_OPERATIONS}).
 * Served at /api/v1/openapi.json, browsable at /api/v1/docs (a plain HTML page: no script, so it
 * runs under the CSP).
 */
import { NAMESPACES } from '../../../../shared/constants';
import { isPaidFor } from '../../../../shared/subscriptions/paid';
import { schemaOfTable, type RestFieldNames } from './rest-fields';
import type { RouteEntry } from './route-table';
import type { RepliesDocument } from './openapi-replies';
import generatedReplies from './openapi-replies.json';

/** The replies' schemas generated from the handlers' types (openapi-replies.ts; `npm run openapi:emit`). */
const REPLIES = generatedReplies as RepliesDocument;

/** Operations that answer without a session or token (everything else is 401 for anonymous callers). */
export const PUBLIC_OPERATIONS = new Set([
  'POST /api/v1/login',
  'POST /api/v1/register',
  'POST /api/v1/forgot-password',
  'POST /api/v1/reset-password',
  'POST /api/v1/email/verify',
  'POST /api/v1/logout',
  'GET /api/v1/verify-evoice/:documentId',
  // Issue #31: a document's manifest and re-run answer 404 to everyone but the document's partner, signed-out callers included (never 401).
  'GET /api/v1/documents/:documentId/manifest',
  'POST /api/v1/documents/:documentId/rerun',
  'GET /api/v1/register/challenge',
  'GET /api/v1/stripe/subscriptions',
  'GET /api/v1/subscriptions',
  'GET /api/v1/client_pk',
  'GET /api/v1/locale/:locale',
]);

export const operationKey = (r: Pick<RouteEntry, 'method' | 'path'>) => `${r.method} ${r.path}`;
const openApiPath = (p: string) => p.replace(/:(\w+)/g, '{$1}');
const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

const components = {
  securitySchemes: {
    session: {
      type: 'apiKey',
      in: 'cookie',
      name: 'gia_session',
      description: 'Set by POST /api/v1/login. State changes must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header (403 CSRF otherwise).',
    },
    bearer: { type: 'http', scheme: 'bearer', description: 'An API token: `Authorization: Bearer <token>` (no CSRF header needed).' },
  },
  schemas: {
    Data: { type: 'object', required: ['data'], properties: { data: {} }, description: 'Every successful reply wraps its result in `data`.' },
    Message: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
    Forbidden: {
      type: 'object',
      required: ['message', 'errors'],
      properties: { message: { type: 'string' }, code: { type: 'string', enum: ['FORBIDDEN', 'NOT_OWNER', 'CSRF'] }, errors: { type: 'object', properties: { forbidden: { type: 'array', items: { type: 'string' } } } } },
    },
    Validation: {
      type: 'object',
      required: ['message', 'errors'],
      properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } }, description: 'Field name (REST spelling, e.g. items[2].model_name) → messages.' } },
    },
    Internal: { type: 'object', required: ['errors'], properties: { errors: { type: 'object', properties: { internal_server_error: { type: 'string' } } } } },
    Error: {
      type: 'object',
      required: ['message'],
      properties: {
        message: { type: 'string' },
        code: { type: 'string', description: 'The error code of the closed list (shared/errors), when the reply names one.' },
        errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } }, description: 'Field name (REST spelling) → messages.' },
        retry_after: { type: 'number', description: 'Seconds to wait before trying again (also in the Retry-After header).' },
      },
      description: 'An error reply: the message, and the code and field errors where they apply.',
    },
  },
  responses: {
    Unauthenticated: { description: 'No valid session or token.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' }, example: { message: 'Your session has expired. Please log in again.' } } } },
    Forbidden: { description: 'Not allowed (permission, project owner, or a CSRF token mismatch).', content: { 'application/json': { schema: { $ref: '#/components/schemas/Forbidden' } } } },
    NotFound: { description: 'No such record, or one the caller may not see.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' }, example: { message: 'Not found.' } } } },
    Invalid: { description: 'The input was refused: field errors.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Validation' } } } },
    BadBody: { description: 'The body is not JSON (400) or too large (413).', content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } } },
    NotJson: { description: 'The body has another content type than JSON (or multipart for uploads): text/plain, a form, none given.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } } },
    Internal: { description: 'An unexpected failure.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Internal' } } } },
    Error: {
      description: 'Another refusal: 409 (a state that does not allow it), 429 (too many attempts), 503 (the database or the renderer is unavailable, with Retry-After), 504 (a time-out).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  },
} as const;

const BODY_RULES = 'Fields in the REST (snake_case) spelling. Strings without NUL or invalid UTF-16, finite numbers within ±1e15, nesting up to 12 levels.';

type FieldDescription = {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  oneOf?: unknown[];
  tests?: Array<{ name?: string; params?: Record<string, unknown> }>;
  fields?: Record<string, FieldDescription>;
  innerType?: FieldDescription;
};

const param = (d: FieldDescription, test: string, key: string): number | undefined => {
  const v = d.tests?.find((t) => t.name === test)?.params?.[key];
  return typeof v === 'number' ? v : undefined;
};

/** A yup field description as JSON Schema: type, bounds, allowed values, null when nullable. */
export function jsonSchemaOfField(d: FieldDescription | undefined): Record<string, unknown> {
  if (!d) return {};
  const out: Record<string, unknown> = {};
  const min = param(d, 'min', 'min');
  const max = param(d, 'max', 'max');
  switch (d.type) {
    case 'string':
      out.type = 'string';
      if (min !== undefined) out.minLength = min;
      if (max !== undefined) out.maxLength = max;
      if (d.tests?.some((t) => t.name === 'email')) out.format = 'email';
      break;
    case 'number':
      out.type = d.tests?.some((t) => t.name === 'integer') ? 'integer' : 'number';
      if (min !== undefined) out.minimum = min;
      if (max !== undefined) out.maximum = max;
      break;
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'date':
      out.type = 'string';
      out.format = 'date';
      break;
    case 'array':
      out.type = 'array';
      out.items = jsonSchemaOfField(d.innerType);
      if (min !== undefined) out.minItems = min;
      if (max !== undefined) out.maxItems = max;
      break;
    case 'object':
      Object.assign(out, objectSchemaOf(d));
      break;
    default:
      break;
  }
  // A reference to another field (yup `oneOf([ref('password')])`) is a rule between fields, not a value.
  const isRef = (v: unknown): v is { type: 'ref'; key: string } => typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'ref';
  const refs = (d.oneOf ?? []).filter(isRef);
  const allowed = (d.oneOf ?? []).filter((v) => v !== undefined && v !== null && !isRef(v));
  if (allowed.length) out.enum = allowed;
  if (refs.length) out.description = `Must equal ${refs.map((r) => `\`${r.key}\``).join(' or ')}.`;
  if (d.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

function objectSchemaOf(d: FieldDescription): Record<string, unknown> {
  const fields = d.fields ?? {};
  const required = Object.entries(fields).filter(([, f]) => f.optional === false).map(([k]) => k);
  return { type: 'object', properties: Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, jsonSchemaOfField(f)])), ...(required.length ? { required } : {}) };
}

/**
 * A JSON body's schema from the route's REST field table: every field it reads, by its REST name, typed
 * from the shared validation schema recorded for the table (rest-fields.ts describedBy): type, bounds,
 * allowed values, required. A nested table is an object (or a list of such objects) with its own
 * fields. A table without a recorded schema lists its fields untyped; the 422 answers field by field.
 */
function bodySchema(fields: RestFieldNames | undefined, described?: FieldDescription): Record<string, unknown> {
  if (!fields) return { type: 'object' };
  const recorded = schemaOfTable(fields);
  const description = described ?? (recorded ? (recorded.describe() as FieldDescription) : undefined);
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [domain, spec] of Object.entries(fields)) {
    const d = description?.fields?.[domain];
    const restName = typeof spec === 'string' ? spec : spec[0];
    if (d && d.optional === false) required.push(restName);
    if (typeof spec === 'string') {
      properties[restName] = jsonSchemaOfField(d);
      continue;
    }
    if (d?.type === 'array') properties[restName] = { type: 'array', items: bodySchema(spec[1], d.innerType) };
    else if (d?.type === 'object') properties[restName] = bodySchema(spec[1], d);
    else {
      const nested = bodySchema(spec[1]);
      properties[restName] = { oneOf: [nested, { type: 'array', items: nested }] };
    }
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** The areas of the API (one tag each), by the feature that mounts the route, in the specification's words. */
const AREAS: Record<string, { name: string; description: string }> = {
  auth: { name: 'Session', description: 'Sign-in, registration, password reset and e-mail verification; API tokens sign in with `Authorization: Bearer`.' },
  users: { name: 'User', description: 'The current user: profile, settings, language, subscription and partner-admin flags.' },
  apps: { name: 'Session', description: '' },
  clients: { name: 'Clients', description: "The partner's clients (customers) and the company-registry lookup." },
  projects: { name: 'Projects', description: 'Project lists, projects, notes, shares, owners and states.' },
  solutions: { name: 'Solutions', description: 'Solution groups, solutions, items, capacities, category infrastructure shares and the summaries (kWh, kg CO2e, cost).' },
  catalogue: { name: 'Catalogue', description: 'Products of the catalogue: search, read, create and import.' },
  reference: { name: 'Reference data', description: 'Categories, solution types, UPS and cooling presets, grid factors, currencies, locales.' },
  'report-options': { name: 'Report options', description: 'Report options per user, or partner-wide from the partner-admin screen; front-page images.' },
  documents: { name: 'Documents', description: 'Registered documents: verification, manifest and re-run.' },
  reports: { name: 'Reports', description: 'Reports of a project (baseline, comparative, LCA, refurbishment), their settings, data, availability and PDF export.' },
  comparative: { name: 'Comparative analysis', description: 'The comparative-solution app: energy wheel, pre-analysis, report settings and data.' },
  'partner-admin': { name: 'Partner admin', description: 'The partner, its users, roles, logos, subsidiaries, invoices, question templates and API tokens.' },
  requests: { name: 'Requests', description: 'Buyer requests and seller request shares.' },
  subscriptions: { name: 'Subscriptions and payment', description: 'Plans, checkout, payment methods, seats.' },
  dashboard: { name: 'Dashboard and currency', description: 'Dashboard figures and widgets; currencies and conversion.' },
  'eed-reports': { name: 'EED reports', description: 'Energy Efficiency Directive data-centre reports.' },
  scope2: { name: 'Scope 2', description: 'Market-based scope 2: energy instruments and covered kWh.' },
  decisions: { name: 'Decisions over time', description: 'Carbon and money payback of each group against the baseline, year by year.' },
};

const FILE_OF = /server\/src\/features\/([\w-]+)\//;

/** The area of a route: the feature whose file mounts it (openapi-replies.json). */
function areaOf(r: RouteEntry, replies: RepliesDocument): string {
  const key = replyKey(r);
  const source = replies.operations[key]?.source ?? replies.untyped[key] ?? '';
  // The app mounts the password change itself (outside /api): the session's area.
  return AREAS[FILE_OF.exec(source)?.[1] ?? (r.path === '/user/password' ? 'auth' : '')]?.name ?? 'Other';
}

const VERBS: Record<RouteEntry['method'], string> = { GET: 'Read', POST: 'Create', PUT: 'Update', PATCH: 'Change', DELETE: 'Delete' };
/** A last path segment that names what the call does (POST /projects/create: "Create projects"). */
const ACTIONS = /^(create|update|delete|clone|clonetoitanalysis|search|restore|convert|submit|upload|re-order|start-validation|import|import-items|check-items|request-items|cancel|resume|increment|decrement|assign|release|checkout|attach_payment|rerun|verify|resubscribe-invoice|resubscribe-checkout|jobs|primary|count|check|login|logout|register|forgot-password|reset-password|copy|duplicate|apply|reset|accept|reject|send)$/i;

const words = (s: string) => s.replace(/[-_.]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** Summaries the paths cannot say (the main calls, in the specification's words). */
const SUMMARIES: Record<string, string> = {
  'POST /api/v1/login': 'Sign in (sets the session cookie)',
  'POST /api/v1/logout': 'Sign out',
  'POST /api/v1/clients': 'Create a client',
  'POST /api/v1/:namespace/projects/create': 'Create a project',
  'POST /api/v1/project-manager/projects/:projectId/solution-groups': 'Add a solution group to a project',
  'POST /api/v1/project-manager/projects/:projectId/solution-groups/:groupId/solution': 'Add a solution to a solution group',
  'POST /api/v1/project-manager/projects/:projectId/solution/:solutionId/solution-item': 'Add an item to a solution',
  'GET /api/v1/project-manager/projects/:projectId/summary': "Read a project's summary (kWh, kg CO2e, cost per group and solution)",
  'GET /api/v1/:namespace/projects': 'List projects',
  'GET /api/v1/project-manager/projects/:projectId/documents': "List a project's issued documents (ID, type, date, issuer, registered CO2 total, manifest SHA-256)",
  'GET /api/v1/project-manager/product/:productId/usage': "Where one of your own products is used (projects you may open named, the others counted)",
  'PUT /user/password': 'Change the password (outside /api/v1)',
};

/**
 * An operation's summary: from {@link SUMMARIES}, else from its method and path ("Read clients (one)",
 * "Search projects"), so that every operation has one.
 */
export function operationSummary(r: Pick<RouteEntry, 'method' | 'path'>): string {
  const given = SUMMARIES[operationKey(r)];
  if (given) return given;
  const segments = r.path.replace(/^\/api\/v\d+/, '').split('/').filter(Boolean);
  const literals = segments.filter((s) => !s.startsWith(':') && !(NAMESPACES as readonly string[]).includes(s));
  const last = segments.at(-1) ?? '';
  const one = last.startsWith(':') && literals.length > 0 ? ' (one)' : '';
  if (ACTIONS.test(last) && literals.length > 0) {
    const action = words(last);
    const rest = literals.slice(0, -1).map(words).join(' › ');
    return `${action[0]!.toUpperCase()}${action.slice(1)}${rest ? `: ${rest}` : ''}`;
  }
  return `${VERBS[r.method]} ${literals.map(words).join(' › ') || 'root'}${one}`;
}

/** Request bodies of the main calls (valid against their schemas: Redocly checks them). */
const EXAMPLES: Record<string, unknown> = {
  'POST /api/v1/login': { email: 'admin@seller.demo', password: 'a long passphrase' },
  'POST /api/v1/clients': { name: 'Golden Reply A/S', country: 'DK', address: 'Havnegade 1', city: 'Odense', zip: '5000', vat_no: 'DK12345678' },
  'POST /api/v1/:namespace/projects/create': { name: 'Data centre consolidation 2027', client_id: 12, country: 'DK' },
  'POST /api/v1/project-manager/projects/:projectId/solution-groups': { name: 'Current', state: 'baseline' },
  'POST /api/v1/project-manager/projects/:projectId/solution-groups/:groupId/solution': { solution_type_id: 'datacenter', name: 'Server room' },
  'POST /api/v1/project-manager/projects/:projectId/solution/:solutionId/solution-item': { product_id: 101, amount: 4 },
};

/** What the paid declaration (shared/subscriptions/paid.ts) says of the route. */
function paidDescription(r: RouteEntry): string {
  const who = r.paidFor.length === 2 ? 'every partner' : `${r.paidFor.join(', ')} partners`;
  const where = r.capability && typeof r.capability === 'object'
    ? ` in the namespaces ${Object.entries(r.capability.byNamespace).filter(([, c]) => r.paidFor.some((p) => isPaidFor(c, p))).map(([n]) => n).join(', ')}`
    : '';
  return `A paid call (capability ${typeof r.capability === 'string' ? r.capability : 'by namespace'}): 403 'No active subscription' for ${who}${where} without an active paid subscription and a seat.`;
}

/** The key of a route in the generated replies: the Express path below its /api/vN prefix. */
export const replyKey = (r: Pick<RouteEntry, 'method' | 'path'>) => `${r.method} ${r.path.replace(/^\/api\/v\d+/, '')}`;

/** Routes that answer a file (handleRaw): their media type, by the path's end. */
const FILE_REPLIES: Array<[RegExp, string]> = [
  [/\.csv$/, 'text/csv'],
  [/\.xlsx$/, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  [/(\.pdf|\/file)$/, 'application/pdf'],
];

/**
 * The success reply of a route: `{ data }` with the schema generated from the handler's type
 * (openapi-replies.json), 204 when it answers nothing, or the file it sends.
 */
function successReply(r: RouteEntry, replies: RepliesDocument): Record<string, unknown> {
  const reply = replies.operations[replyKey(r)];
  if (!reply) {
    const media = FILE_REPLIES.find(([re]) => re.test(r.path))?.[1];
    if (media) return { '200': { description: 'The file.', content: { [media]: { schema: { type: 'string', contentMediaType: media } } } } };
    // A route added since the last `npm run openapi:emit` (openapi-replies.test.ts fails until it is run).
    return { [r.method === 'POST' ? '2XX' : '200']: { description: 'Success.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Data' } } } } };
  }
  if (reply.status === 204) return { '204': { description: 'Done (no content).' } };
  const data = { type: 'object', required: ['data'], properties: { data: reply.data }, additionalProperties: false };
  return { [String(reply.status)]: { description: reply.status === 201 ? 'Created.' : 'Success.', content: { 'application/json': { schema: data } } } };
}

function operation(r: RouteEntry, replies: RepliesDocument) {
  const isPublic = PUBLIC_OPERATIONS.has(operationKey(r));
  const hasBody = r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH';
  const responses: Record<string, unknown> = {
    ...successReply(r, replies),
    ...(isPublic ? {} : { '401': ref('Unauthenticated'), '403': ref('Forbidden') }),
    ...(r.params.length ? { '404': ref('NotFound') } : {}),
    ...(hasBody ? { '400': ref('BadBody'), '415': ref('NotJson'), '422': ref('Invalid') } : {}),
    '500': ref('Internal'),
    default: ref('Error'),
  };
  const example = EXAMPLES[operationKey(r)];
  return {
    summary: operationSummary(r),
    operationId: `${r.method.toLowerCase()}${r.path.replace(/^\/api\/v1/, '').replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(r.paid ? { description: paidDescription(r) } : {}),
    'x-paid-for': r.paidFor,
    tags: [areaOf(r, replies)],
    security: isPublic ? [] : [{ session: [] }, { bearer: [] }],
    parameters: r.params.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: name === 'namespace' ? { type: 'string', enum: [...NAMESPACES] } : { type: 'string' },
    })),
    ...(hasBody
      ? {
          requestBody: r.multipart
            ? { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } } } } } }
            : { required: false, content: { 'application/json': { schema: { ...bodySchema(r.bodyFields), description: BODY_RULES }, ...(example ? { example } : {}) } } },
        }
      : {}),
    responses,
  };
}

/**
 * The paths of the specification that could match the same URL (`/projects/{id}` beside
 * `/projects/all`): for each route, the literal segments of other paths that its parameters never take.
 * Literal segments win over parameters; a parameter with listed values (`{namespace}`) is not one that
 * competes.
 */
function literalsThatWin(routes: RouteEntry[]): Map<RouteEntry, Map<string, Set<string>>> {
  const segmentsOf = (r: RouteEntry) => r.path.split('/').slice(1);
  const open = (s: string) => s.startsWith(':') && s !== ':namespace';
  const out = new Map<RouteEntry, Map<string, Set<string>>>();
  for (const r of routes) {
    const a = segmentsOf(r);
    for (const o of routes) {
      const b = segmentsOf(o);
      if (o === r || o.method !== r.method || a.length !== b.length) continue;
      const compatible = a.every((s, i) => s === b[i] || s.startsWith(':') || b[i]!.startsWith(':'));
      if (!compatible) continue;
      a.forEach((s, i) => {
        if (open(s) && !b[i]!.startsWith(':')) {
          const byParam = out.get(r) ?? new Map<string, Set<string>>();
          byParam.set(s.slice(1), (byParam.get(s.slice(1)) ?? new Set()).add(b[i]!));
          out.set(r, byParam);
        }
      });
    }
  }
  return out;
}

const AMBIGUITY = 'Some paths of the specification could match the same URL (`/{namespace}/projects/{id}` beside `/{namespace}/projects/create`): literal segments win over parameters, so `create`, `all` or `search` is never taken as an id (ids are positive integers). `{namespace}` is one of its listed values. Each such operation names the literals its parameters never take.';

/** The document of the routes; `replies` are the generated reply schemas (the committed ones by default). */
export function openApiDocument(routes: RouteEntry[], replies: RepliesDocument = REPLIES) {
  const paths: Record<string, Record<string, unknown>> = {};
  const ambiguous = literalsThatWin(routes);
  for (const r of routes) {
    const op: Record<string, unknown> = operation(r, replies);
    const wins = ambiguous.get(r);
    if (wins) {
      const note = [...wins].map(([param, literals]) => `\`{${param}}\` is never ${[...literals].sort().map((l) => `\`${l}\``).join(', ')}`).join('; ');
      op.description = `${op.description ? `${String(op.description)} ` : ''}Literal segments of other paths win: ${note}.`;
    }
    (paths[openApiPath(r.path)] ??= {})[r.method.toLowerCase()] = op;
  }
  const areas = [...new Set(Object.values(AREAS).map((a) => a.name))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'GreenIT Assess REST facade',
      version: '1',
      description: `Generated from the routes the server mounts; every reply's schema from the code that shapes it. Replies are wrapped in \`data\`. Errors: 401 {message}; 403 {message, code, errors:{forbidden}}; 422 {message, errors:{field:[…]}}; 500 {errors:{internal_server_error}}; unknown paths 404. ${AMBIGUITY}`,
      contact: { name: 'GreenIT Assess support: the Help menu of the app, or POST /api/v1/user/support/submit (signed in)' },
      license: { name: 'Proprietary: use under the partner agreement', identifier: 'LicenseRef-GreenIT-Assess-Partner' },
    },
    tags: areas.map((name) => ({ name, description: Object.values(AREAS).filter((a) => a.name === name && a.description).map((a) => a.description).join(' ') })),
    servers: [{ url: '/' }],
    security: [{ session: [] }, { bearer: [] }],
    paths,
    components: { ...components, schemas: { ...replies.schemas, ...withoutUnused(components.schemas, paths) } },
  };
}

/** The generic `Data` schema only while a route has no generated reply yet (before `npm run openapi:emit`). */
function withoutUnused(schemas: typeof components.schemas, paths: unknown): Partial<typeof components.schemas> {
  if (JSON.stringify(paths).includes('"#/components/schemas/Data"')) return schemas;
  const { Data: _unused, ...rest } = schemas;
  return rest;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; anyOf?: JsonSchema[]; enum?: unknown[]; $ref?: string; additionalProperties?: JsonSchema | boolean; format?: string };

/** A reply schema as TypeScript-like text, for people (the page below): `{ id: number; name: string | null }`. */
export function schemaText(s: JsonSchema | undefined, indent = ''): string {
  if (!s || Object.keys(s).length === 0) return 'unknown';
  if (s.$ref) return s.$ref.split('/').pop()!;
  if (s.anyOf) return s.anyOf.map((x) => schemaText(x, indent)).join(' | ');
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const types = Array.isArray(s.type) ? s.type : [s.type ?? 'unknown'];
  return types
    .map((t) => {
      if (t === 'array') return `Array<${schemaText(s.items, indent)}>`;
      if (t !== 'object') return t === 'string' && s.format === 'date-time' ? 'string (date-time)' : t;
      const inner = `${indent}  `;
      const fields = Object.entries(s.properties ?? {}).map(([k, v]) => `${inner}${k}${s.required?.includes(k) ? '' : '?'}: ${schemaText(v, inner)};`);
      if (s.additionalProperties && typeof s.additionalProperties === 'object') fields.push(`${inner}[key: string]: ${schemaText(s.additionalProperties, inner)};`);
      return fields.length ? `{\n${fields.join('\n')}\n${indent}}` : '{}';
    })
    .join(' | ');
}

/** The success reply of a route as the page shows it: its status and the type of `data` (or the file). */
function replyHtml(r: RouteEntry): string {
  const [status, reply] = Object.entries(successReply(r, REPLIES))[0]! as [string, { content?: Record<string, { schema: JsonSchema }> }];
  const json = reply.content?.['application/json']?.schema;
  if (!reply.content) return `${status} (no content)`;
  if (!json) return `${status} ${escapeHtml(Object.keys(reply.content).join(', '))}`;
  const data = json.properties?.data;
  return `<details><summary>${status} <code>{ data }</code></summary><pre>${escapeHtml(schemaText(data))}</pre></details>`;
}

/** The browsable page: every operation with its summary, parameters, whether it needs a session, and its typed reply. */
export function openApiHtml(routes: RouteEntry[]): string {
  const rows = routes
    .map((r) => `<tr><td><code>${r.method}</code></td><td><code>${escapeHtml(openApiPath(r.path))}</code><br>${escapeHtml(operationSummary(r))}</td><td>${r.params.map(escapeHtml).join(', ')}</td><td>${r.multipart ? 'multipart file' : r.method === 'GET' || r.method === 'DELETE' ? '' : 'JSON'}</td><td>${PUBLIC_OPERATIONS.has(operationKey(r)) ? 'public' : 'session or token'}</td><td>${replyHtml(r)}</td></tr>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GreenIT Assess REST API</title><link rel="icon" href="data:,"><style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.3rem .6rem;text-align:left;vertical-align:top}pre{margin:.3rem 0;font-size:12px}</style></head><body>
<h1>GreenIT Assess REST API</h1><p>The machine-readable description: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1). Replies are wrapped in <code>data</code>; errors are 401 <code>{message}</code>, 403 <code>{message, errors:{forbidden}}</code>, 422 <code>{message, errors:{field:[…]}}</code>, 500 <code>{errors:{internal_server_error}}</code>.</p>
<p>Each reply's type is generated from the code that shapes it (open a reply to read it); named types are in the document's <code>components.schemas</code>. A typed client in two commands: <code>npx openapi-typescript &lt;server&gt;/api/v1/openapi.json -o rest-api.d.ts</code> and <code>npm install openapi-fetch</code> (see the README).</p>
<table><thead><tr><th>method</th><th>path</th><th>parameters</th><th>body</th><th>auth</th><th>reply</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
