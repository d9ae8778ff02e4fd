import { formatter } from '@lingui/format-po';
import type { LinguiConfig } from '@lingui/conf';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const config: LinguiConfig = {
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'en-DK', 'en-US', 'da-DK', 'de-DE', 'fr-FR', 'nb-NO'],
  rootDir: here,
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/gql/**'] }],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
};
export default config;
