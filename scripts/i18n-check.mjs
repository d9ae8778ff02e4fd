#!/usr/bin/env node
/**
 * Translation check (part of npm test): the catalogues must hold every message of the source (an
 * extraction changes nothing), and every message must be translated in all seven locales
 * (`lingui compile --strict`). When extraction finds new messages the catalogues are updated in
 * place, so that the new messages can be translated and committed. A translation that is still
 * English fails too (scripts/i18n-untranslated.mjs).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { catalogueLeftovers } from './i18n-untranslated.mjs';

const dir = 'client/src/locales';
const digest = () => {
  const h = createHash('sha256');
  for (const locale of readdirSync(dir).sort()) h.update(locale).update(readFileSync(path.join(dir, locale, 'messages.po')));
  return h.digest('hex');
};
const before = digest();
const extract = spawnSync('npx', ['lingui', 'extract', '--config', 'client/lingui.config.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
if (extract.status !== 0) process.exit(extract.status ?? 1);
if (digest() !== before) {
  console.error('The message catalogues were out of date: `lingui extract` has updated client/src/locales. Translate the new messages and commit them.');
  process.exit(1);
}
// Compiled catalogues land beside the .po files (git-ignored); the app compiles .po files itself.
const compile = spawnSync('npx', ['lingui', 'compile', '--strict', '--config', 'client/lingui.config.ts'], { stdio: 'inherit' });
for (const locale of readdirSync(dir)) rmSync(path.join(dir, locale, 'messages.js'), { force: true });
if (compile.status !== 0) {
  console.error('Some messages are not translated in every locale (see above).');
  process.exit(1);
}
// English left in a Danish, German, French or Norwegian catalogue (issue #47, Translations).
const leftovers = catalogueLeftovers(dir);
if (leftovers.length > 0) {
  for (const l of leftovers) console.error(`${l.locale}: "${l.str}" (${l.why}; source "${l.id}")`);
  console.error('Translate these, or list a word that is the same in that language in client/same-as-english.json.');
  process.exit(1);
}
console.log('All messages are extracted and translated in all locales, with no English left in the others.');
