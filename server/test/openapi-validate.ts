/**
 * Checks a REST reply against the OpenAPI document the app publishes (issue #53): the operation is the
 * documented path that matches (literal segments win over parameters, as Express matches the routes
 * mounted first), the reply the one of its status (or `4XX`, or `default`), and a JSON body must be
 * valid against that reply's schema with Ajv (draft 2020-12, formats checked).
 */
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

interface Route {
  template: string;
  segments: string[];
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export class ReplyValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly routes: Route[];

  constructor(private readonly doc: Json) {
    addFormats(this.ajv);
    this.ajv.addSchema(doc, 'api');
    this.routes = Object.keys(doc.paths).map((template) => ({ template, segments: template.split('/').slice(1) }));
  }

  /**
   * The documented path a request path falls under, if any. Where two match, literal segments win over
   * parameters (`/projects/all` is never project "all"); a parameter with listed values (`{namespace}`)
   * counts as a literal, as the document says (info.description).
   */
  operationPath(method: string, url: string): string | undefined {
    const m = method.toLowerCase();
    const segments = decodeURI(url.split('?')[0]!).split('/').slice(1);
    const open = (r: Route, i: number) => {
      const s = r.segments[i]!;
      if (!s.startsWith('{')) return false;
      const param = (this.doc.paths[r.template][m].parameters as Json[] | undefined)?.find((p) => `{${p.name}}` === s);
      return !param?.schema?.enum;
    };
    const candidates = this.routes.filter((r) => r.segments.length === segments.length && this.doc.paths[r.template][m] && r.segments.every((s, i) => s.startsWith('{') || s === segments[i]));
    const beats = (a: Route, b: Route) => a.segments.some((_, i) => !open(a, i) && open(b, i));
    return candidates.find((c) => candidates.every((o) => o === c || !beats(o, c)))?.template;
  }

  /** What is wrong with the reply (nothing: an empty list). */
  check(method: string, url: string, status: number, contentType: string | null, body: unknown): string[] {
    const template = this.operationPath(method, url);
    // An unknown path under /api is not an operation: its 404 has the error shape.
    if (!template) return status === 404 ? this.validate(pointer('components', 'schemas', 'Error'), body) : [`no documented operation for ${method} ${url}`];
    const m = method.toLowerCase();
    const responses = this.doc.paths[template][m].responses as Json;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) return [`status ${status} is not documented for ${method.toUpperCase()} ${template}`];
    let response = responses[key];
    let where = pointer('paths', template, m, 'responses', key);
    if (response.$ref) {
      where = response.$ref.slice(2);
      response = this.doc.components.responses[response.$ref.split('/').pop()];
    }
    const content = response.content as Json | undefined;
    if (!content) return status === 204 || body === undefined ? [] : [`${key} documents no content, the reply has a body`];
    const media = (contentType ?? '').split(';')[0]!.trim();
    if (!content[media]) return [`${key} documents ${Object.keys(content).join(', ')}, the reply is ${media || 'without a type'}`];
    if (!/[/+]json$/.test(media)) return [];
    return this.validate(`${where}/${pointer('content', media, 'schema')}`, body);
  }

  private validate(schemaPointer: string, body: unknown): string[] {
    const validate = this.ajv.getSchema(`api#/${schemaPointer}`);
    if (!validate) return [`no schema at ${schemaPointer}`];
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}${e.params && 'allowedValues' in e.params ? ` ${JSON.stringify(e.params.allowedValues)}` : ''}`);
  }
}
