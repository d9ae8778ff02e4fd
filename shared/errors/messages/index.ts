/**
 * The one catalogue of messages: each key once, with its English text (`{name}` placeholders). A new
 * message is written here only: `npm run i18n:extract` reads these files into the client's .po
 * catalogues (client/lingui-shared-messages.ts), the client translates every key from this catalogue
 * (client/src/app/messages.ts), and the translation check and a client test hold every locale to
 * every text.
 */
import { authMessages } from './auth';
import { catalogueMessages } from './catalogue';
import { comparativeMessages } from './comparative';
import { decisionMessages } from './decision';
import { eedReportMessages } from './eed-reports';
import { commonMessages, graphqlMessages, validationMessages } from './common';
import { partnerAdminMessages } from './partner-admin';
import { projectMessages } from './projects';
import { reportOptionMessages } from './report-options';
import { reportMessages } from './reports';
import { requestMessages } from './requests';
import { scope2Messages } from './scope2';
import { shellMessages } from './shell';
import { solutionMessages } from './solutions';
import { subscriptionMessages } from './subscriptions';
import { validationAdminMessages } from './validation-admin';

export const MESSAGES = {
  ...commonMessages,
  ...graphqlMessages,
  ...validationMessages,
  ...authMessages,
  ...projectMessages,
  ...solutionMessages,
  ...catalogueMessages,
  ...reportMessages,
  ...reportOptionMessages,
  ...partnerAdminMessages,
  ...subscriptionMessages,
  ...comparativeMessages,
  ...requestMessages,
  ...validationAdminMessages,
  ...shellMessages,
  ...eedReportMessages,
  ...scope2Messages,
  ...decisionMessages,
} as const;

export type MessageKey = keyof typeof MESSAGES;
