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
function successReply(r: RouteEntry): Record<string, unknown> {
  const reply = REPLIES.operations[replyKey(r)];
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

function operation(r: RouteEntry) {
  const isPublic = PUBLIC_OPERATIONS.has(operationKey(r));
  const hasBody = r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH';
  const responses: Record<string, unknown> = {
    ...successReply(r),
    ...(isPublic ? {} : { '401': ref('Unauthenticated'), '403': ref('Forbidden') }),
    ...(r.params.length ? { '404': ref('NotFound') } : {}),
    ...(hasBody ? { '400': ref('BadBody'), '415': ref('NotJson'), '422': ref('Invalid') } : {}),
    '500': ref('Internal'),
    default: ref('Error'),
  };
  return {
    operationId: `${r.method.toLowerCase()}${r.path.replace(/^\/api\/v1/, '').replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(r.paid ? { description: paidDescription(r) } : {}),
    'x-paid-for': r.paidFor,
    tags: [r.path.replace(/^\/api\/v1\//, '').split('/').find((s) => s && !s.startsWith(':') && !(NAMESPACES as readonly string[]).includes(s)) ?? 'root'],
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
            : { required: false, content: { 'application/json': { schema: { ...bodySchema(r.bodyFields), description: BODY_RULES } } } },
        }
      : {}),
    responses,
  };
}

export function openApiDocument(routes: RouteEntry[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) (paths[openApiPath(r.path)] ??= {})[r.method.toLowerCase()] = operation(r);
  return {
    openapi: '3.1.0',
    info: {
      title: 'GreenIT Assess REST facade',
      version: '1',
      description: 'Generated from the routes the server mounts. Errors: 401 {message}; 403 {message, errors:{forbidden}}; 422 {message, errors:{field:[…]}}; 500 {errors:{internal_server_error}}; unknown paths 404.',
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }, { bearer: [] }],
    paths,
    components: { ...components, schemas: { ...REPLIES.schemas, ...components.schemas } },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The browsable page: every operation with its parameters and whether it needs a session. */
export function openApiHtml(routes: RouteEntry[]): string {
  const rows = routes
    .map((r) => `<tr><td><code>${r.method}</code></td><td><code>${escapeHtml(openApiPath(r.path))}</code></td><td>${r.params.map(escapeHtml).join(', ')}</td><td>${r.multipart ? 'multipart file' : r.method === 'GET' || r.method === 'DELETE' ? '' : 'JSON'}</td><td>${PUBLIC_OPERATIONS.has(operationKey(r)) ? 'public' : 'session or token'}</td></tr>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GreenIT Assess REST API</title><link rel="icon" href="data:,"><style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.3rem .6rem;text-align:left}</style></head><body>
<h1>GreenIT Assess REST API</h1><p>The machine-readable description: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1). Replies are wrapped in <code>data</code>; errors are 401 <code>{message}</code>, 403 <code>{message, errors:{forbidden}}</code>, 422 <code>{message, errors:{field:[…]}}</code>, 500 <code>{errors:{internal_server_error}}</code>.</p>
<table><thead><tr><th>method</th><th>path</th><th>parameters</th><th>body</th><th>auth</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
