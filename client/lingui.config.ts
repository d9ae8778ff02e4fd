import { extractor as defaultExtractor } from '@lingui/cli/api';
import { formatter } from '@lingui/format-po';
import type { LinguiConfig } from '@lingui/conf';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedMessagesExtractor } from './lingui-shared-messages';

const here = path.dirname(fileURLToPath(import.meta.url));

const config: LinguiConfig = {
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'en-DK', 'en-US', 'da-DK', 'de-DE', 'fr-FR', 'nb-NO'],
  rootDir: here,
  // The server's messages are written once, in shared/errors; their own extractor reads them from there.
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src', '<rootDir>/../shared/errors/messages'], exclude: ['**/gql/**'] }],
  extractors: [sharedMessagesExtractor, defaultExtractor],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
};
export default config;
