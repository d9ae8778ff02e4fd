#!/usr/bin/env node
/**
 * Fills the English variants (en-DK, en-US) from the source locale (en-GB) where a message has no
 * translation yet. Run after `npm run i18n:extract`; other locales are translated by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const parse = (text) => text.split(/\n\n+/);
const key = (block) => (block.match(/^msgid ((?:".*"\n?)+)/m) ?? [])[1];
const source = new Map(parse(readFileSync('client/src/locales/en-GB/messages.po', 'utf8')).map((b) => [key(b), b]));
for (const locale of ['en-DK', 'en-US']) {
  const file = `client/src/locales/${locale}/messages.po`;
  let filled = 0;
  const blocks = parse(readFileSync(file, 'utf8')).map((block) => {
    if (!/\nmsgstr ""\s*$/.test(block)) return block;
    const src = source.get(key(block));
    const msgstr = src?.match(/\nmsgstr ((?:".*"\n?)+)/)?.[1];
    if (!msgstr || msgstr.trim() === '""') return block;
    filled += 1;
    return block.replace(/\nmsgstr ""\s*$/, `\nmsgstr ${msgstr.trimEnd()}`);
  });
  writeFileSync(file, blocks.join('\n\n'));
  console.log(`${locale}: ${filled} messages filled from en-GB`);
}
