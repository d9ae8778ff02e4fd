/**
 * Canonical JSON and its SHA-256 (document manifests, issue #31): the same content always gives the
 * same text, whatever the order its object keys were written or stored in (PostgreSQL jsonb reorders
 * them), so a hash of it identifies the content.
 *
 * The rules follow RFC 8785 (JSON Canonicalization Scheme, https://www.rfc-editor.org/rfc/rfc8785):
 * object members sorted by their names' UTF-16 code units (§3.2.3), no whitespace, strings escaped
 * as ECMAScript JSON.stringify does and numbers printed as ECMAScript Number::toString does, i.e. the
 * shortest text that reads back to the same double (§3.2.2.3). Arrays keep their order. Beyond JSON:
 * a Date is written as its ISO text, a Set as its sorted members; undefined members are left out (as
 * JSON.stringify does); NaN and ±Infinity are refused (JSON has no such numbers).
 */
import { createHash } from 'node:crypto';

function write(value: unknown, path: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${path} is not a finite number`);
      // String(-0) is "0", as RFC 8785 wants.
      return String(value);
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value instanceof Date) return JSON.stringify(value.toISOString());
      if (value instanceof Set) return write([...(value as Set<unknown>)].sort(), path);
      if (Array.isArray(value)) return `[${value.map((v, i) => (v === undefined ? 'null' : write(v, `${path}[${i}]`))).join(',')}]`;
      const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
      // Default sort compares UTF-16 code units (ECMAScript Array.prototype.sort), as RFC 8785 §3.2.3 asks.
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${write(v, `${path}.${k}`)}`).join(',')}}`;
    }
    default:
      throw new TypeError(`canonicalJson: ${path} is a ${typeof value}, which JSON cannot carry`);
  }
}

/** The canonical JSON text of `value` (see the module comment). */
export function canonicalJson(value: unknown): string {
  return write(value, '$');
}

/** SHA-256 (hex, lower case) of the UTF-8 bytes of `canonicalJson(value)`. */
export function canonicalSha256(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');
}
