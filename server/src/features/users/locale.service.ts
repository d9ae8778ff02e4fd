/**
 * GET /api/v1/locale/{locale} (spec/platform-and-shell.md §7): the UI translations of one of the seven
 * locales as JSON, read from the same catalogues the client is built from (client/src/locales/{locale}/messages.po).
 * Keys are the English source texts ("context\u0004text" for a text with a context); an untranslated
 * text maps to itself.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES } from '../../../../shared/constants';
import { DomainError } from '../../../../shared/errors';
import { ROOT_DIR } from '../../platform/config';

const cache = new Map<string, Promise<Record<string, string>>>();

/** Reads a PO string literal's content (with its escapes). */
function unquote(line: string): string {
  const body = line.slice(line.indexOf('"') + 1, line.lastIndexOf('"'));
  return body.replace(/\\(["\\nt])/g, (_m, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

/** A gettext PO catalogue as { key: translation } (the header entry left out). */
export function parsePo(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  let entry: { ctx?: string; id?: string; str?: string } = {};
  let field: 'ctx' | 'id' | 'str' | null = null;
  const flush = () => {
    if (entry.id) out[entry.ctx ? `${entry.ctx}\u0004${entry.id}` : entry.id] = entry.str || entry.id;
    entry = {};
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) {
      if (!line && entry.str !== undefined) flush();
      continue;
    }
    if (line.startsWith('msgctxt ')) {
      if (entry.str !== undefined) flush();
      field = 'ctx';
      entry.ctx = unquote(line);
    } else if (line.startsWith('msgid ')) {
      if (entry.str !== undefined) flush();
      field = 'id';
      entry.id = unquote(line);
    } else if (line.startsWith('msgstr ')) {
      field = 'str';
      entry.str = unquote(line);
    } else if (line.startsWith('"') && field) {
      entry[field] = (entry[field] ?? '') + unquote(line);
    }
  }
  flush();
  return out;
}

export async function localeMessages(locale: string): Promise<{ locale: string; messages: Record<string, string> }> {
  if (!(LOCALES as readonly string[]).includes(locale)) throw DomainError.notFound();
  let p = cache.get(locale);
  if (!p) {
    p = readFile(path.join(ROOT_DIR, 'client', 'src', 'locales', locale, 'messages.po'), 'utf8').then(parsePo);
    cache.set(locale, p);
    p.catch(() => cache.delete(locale));
  }
  return { locale, messages: await p };
}
