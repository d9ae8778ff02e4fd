/**
 * A Lingui extractor for the one message catalogue (shared/errors/messages/*.ts): every `'area.key':
 * 'English text'` entry becomes a catalogue message, with the id the app looks it up by
 * (src/app/message-descriptors.ts). So `npm run i18n:extract` (and the translation check of npm test)
 * sees a new server message as soon as it is written in shared/errors.
 *
 * Lingui runs the first extractor whose `match` accepts a file, so this one comes before the default
 * (babel) extractor in lingui.config.ts (custom extractors: https://lingui.dev/guides/custom-extractor).
 */
import type { ExtractorType } from '@lingui/conf';
import path from 'node:path';
import { messageDescriptor } from './src/app/message-descriptors';

const CATALOGUE_DIR = `${path.sep}shared${path.sep}errors${path.sep}messages${path.sep}`;

export const sharedMessagesExtractor: ExtractorType = {
  match(filename) {
    return path.resolve(filename).includes(CATALOGUE_DIR) && filename.endsWith('.ts') && !filename.endsWith('.test.ts');
  },
  async extract(filename, code, onMessageExtracted) {
    // TypeScript's own parser (loaded only when extracting): the catalogue files are plain object literals.
    const ts = (await import('typescript')).default;
    const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true);
    const visit = (node: import('typescript').Node): void => {
      if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && ts.isStringLiteralLike(node.initializer)) {
        const { id, message } = messageDescriptor(node.name.text, node.initializer.text);
        const { line, character } = source.getLineAndCharacterOfPosition(node.getStart());
        onMessageExtracted({ id, message, origin: [filename, line + 1, character] });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  },
};
