/**
 * The normalizer and the differ of the recorded REST replies (rest-replies.test.ts). Applied the same
 * way when recording and when comparing, so that a reply compares equal run after run whatever ran
 * before, while every other value stays exactly as the server sent it.
 *
 * What it replaces, and nothing else:
 * - ISO timestamps (`2026-11-21T10:00:00.000Z`), whole or inside a text, by "<timestamp>";
 * - ids of rows created during the test, by "<table:n>" in order of first appearance per table.
 *   Before its calls the test moves every id sequence to a range of its own (table i starts at
 *   (i + 1) × ID_RANGE), so such an id says which table it belongs to and ids of different tables
 *   never collide. Mapped are numbers (or digit strings) under id-like keys (`id`, `…_id`, `…Id`,
 *   `…_ids`) and in request paths; besides, an id already met is mapped where a text names it
 *   ("Solution 200000002 is not in this group.", "p-70000000") and anywhere in a request body. Ids of
 *   the demo seed and the reference data (below ID_RANGE) stay as they are;
 * - values a factory or the server makes up at random: factory e-mails (`u-<uuid>@test.example`),
 *   factory partner names (`Partner 1a2b3c4d`), document ids (`GIA-XXXX-XXXX`) and upload file
 *   names, and the tokens the test reads from mailed links (`secret`), each by a numbered placeholder,
 *   the same value always by the same placeholder.
 *
 * Objects come out with their keys sorted (key order does not count); arrays keep their order.
 */

/** The size of each table's id range (see above). The 21 sequences × 10^7 stay far below 2^31. */
export const ID_RANGE = 10_000_000;

const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})/g;
const FACTORY_EMAIL = /u-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@test\.example/g;
const FACTORY_PARTNER = /Partner [0-9a-f]{8}\b/g;
/** As printed (GIA-XXXX-XXXX) or as typed (lower case, dashes left out); one placeholder per document. */
const DOCUMENT_ID = /\bGIA-?([0-9A-Z]{4})-?([0-9A-Z]{4})\b/gi;
const NUMBER_IN_TEXT = /\b\d{8,10}\b/g;
const UPLOAD_URL = /\/uploads\/front-pages\/(\d+)\/([0-9a-f]{32})\.(\w+)/g;
const DIGITS = /^\d+$/;

/** `id`, `project_id`, `projectId`, `e_papi_category_ids`, … */
export function isIdKey(key: string): boolean {
  return key === 'id' || key === 'ids' || /(?:_id|Id|_ids|Ids)$/.test(key);
}

export class ReplyNormalizer {
  private readonly ids = new Map<number, string>();
  private readonly perTable = new Map<string, number>();
  private readonly tokens = new Map<string, string>();
  private readonly perKind = new Map<string, number>();

  private readonly secrets = new Map<string, string>();

  /** `tables[i]` owns the ids from (i + 1) × ID_RANGE to (i + 2) × ID_RANGE − 1. */
  constructor(private readonly tables: readonly string[]) {}

  /** A random value the test knows of (a mailed token): replaced wherever a text holds it. */
  secret(kind: string, value: string): void {
    if (value.length >= 8) this.secrets.set(value, kind);
  }

  /** The table whose range holds the id, or null for seed and reference ids (and strangers). */
  tableOf(id: number): string | null {
    if (!Number.isSafeInteger(id) || id < ID_RANGE) return null;
    return this.tables[Math.floor(id / ID_RANGE) - 1] ?? null;
  }

  /** The placeholder of a created id ("<projects:2>"), or the id itself when it is not one. */
  id(value: number | string): number | string {
    const n = typeof value === 'number' ? value : DIGITS.test(value) ? Number(value) : NaN;
    const table = this.tableOf(n);
    if (!table) return value;
    let placeholder = this.ids.get(n);
    if (!placeholder) {
      const next = (this.perTable.get(table) ?? 0) + 1;
      this.perTable.set(table, next);
      placeholder = `<${table}:${next}>`;
      this.ids.set(n, placeholder);
    }
    return placeholder;
  }

  private token(kind: string, value: string): string {
    const key = `${kind}\u0000${value}`;
    let placeholder = this.tokens.get(key);
    if (!placeholder) {
      const next = (this.perKind.get(kind) ?? 0) + 1;
      this.perKind.set(kind, next);
      placeholder = `<${kind}:${next}>`;
      this.tokens.set(key, placeholder);
    }
    return placeholder;
  }

  /**
   * A text with its timestamps and random values replaced, and the created ids already seen (as in
   * "Solution 200000002 is not in this group."); everything else is kept.
   */
  text(s: string): string {
    for (const [secret, kind] of this.secrets) if (s.includes(secret)) s = s.split(secret).join(this.token(kind, secret));
    return s
      .replace(ISO_TIMESTAMP, '<timestamp>')
      .replace(UPLOAD_URL, (_m, partnerId: string, file: string, ext: string) => `/uploads/front-pages/${this.id(partnerId)}/${this.token('file', file)}.${ext}`)
      .replace(FACTORY_EMAIL, (m) => this.token('email', m))
      .replace(FACTORY_PARTNER, (m) => this.token('partner-name', m))
      .replace(DOCUMENT_ID, (_m, a: string, b: string) => this.token('document', `GIA-${a}-${b}`.toUpperCase()))
      .replace(NUMBER_IN_TEXT, (m) => this.ids.get(Number(m)) ?? m);
  }

  /** A request path: created ids among its segments and query values become placeholders. */
  path(p: string): string {
    return this.text(p).replace(/(?<=[/=])\d+(?=[/?&]|$)/g, (m) => String(this.id(m)));
  }

  /** A reply body, normalized; `key` is the key the value sits under. */
  value(v: unknown, key: string | null = null): unknown {
    // A first pass meets the ids, so that a text naming an id (an external product id "p-<id>")
    // gets its placeholder even when the id's own key comes later in the same reply.
    this.walk(v, key, false);
    return this.walk(v, key, false);
  }

  /**
   * A request body, normalized like a reply, and besides any number that is a created id already seen
   * (requests list ids under other keys too, such as re-order's `solutions`).
   */
  request(v: unknown): unknown {
    this.walk(v, null, true);
    return this.walk(v, null, true);
  }

  private walk(v: unknown, key: string | null, request: boolean): unknown {
    if (Array.isArray(v)) return v.map((x) => this.walk(x, key, request));
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) out[k] = this.walk((v as Record<string, unknown>)[k], k, request);
      return out;
    }
    if (key !== null && isIdKey(key) && (typeof v === 'number' || (typeof v === 'string' && DIGITS.test(v)))) return this.id(v);
    if (request && typeof v === 'number' && this.ids.has(v)) return this.ids.get(v);
    if (typeof v === 'string') return this.text(v);
    return v;
  }
}

const show = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? 'undefined' : s.length > 300 ? `${s.slice(0, 300)}…` : s;
};

/**
 * The first place where two normalized values differ, as "$.data.items[3].amount: expected 2, got 3",
 * or null when they are equal. Object keys are compared as sets; arrays element by element.
 */
export function firstDifference(expected: unknown, actual: unknown, at = '$'): string | null {
  if (Array.isArray(expected) || Array.isArray(actual)) {
    if (!Array.isArray(expected) || !Array.isArray(actual)) return `${at}: expected ${show(expected)}, got ${show(actual)}`;
    for (let i = 0; i < Math.min(expected.length, actual.length); i++) {
      const d = firstDifference(expected[i], actual[i], `${at}[${i}]`);
      if (d) return d;
    }
    if (expected.length !== actual.length) {
      const extra = expected.length > actual.length ? `missing ${show(expected[actual.length])}` : `unexpected ${show(actual[expected.length])}`;
      return `${at}: expected ${expected.length} elements, got ${actual.length} (${extra} at [${Math.min(expected.length, actual.length)}])`;
    }
    return null;
  }
  const isObj = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object';
  if (isObj(expected) && isObj(actual)) {
    for (const k of [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()) {
      const p = /^[A-Za-z_$][\w$]*$/.test(k) ? `${at}.${k}` : `${at}[${JSON.stringify(k)}]`;
      if (!(k in actual)) return `${p}: missing (expected ${show(expected[k])})`;
      if (!(k in expected)) return `${p}: unexpected key (got ${show(actual[k])})`;
      const d = firstDifference(expected[k], actual[k], p);
      if (d) return d;
    }
    return null;
  }
  // Numbers compare exactly (Object.is would tell 0 from -0, which JSON cannot carry anyway).
  return expected === actual ? null : `${at}: expected ${show(expected)}, got ${show(actual)}`;
}
