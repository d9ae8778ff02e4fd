/**
 * The one catalogue of messages: each key once, with its English text (`{name}` placeholders). The
 * client translates every key through client/src/app/messages.ts, which the type checker holds to
 * exactly these keys; the translation check holds every locale to every text.
 */
import { authMessages } from './auth';
import { catalogueMessages } from './catalogue';
import { comparativeMessages } from './comparative';
import { commonMessages, graphqlMessages, validationMessages } from './common';
import { partnerAdminMessages } from './partner-admin';
import { projectMessages } from './projects';
import { reportOptionMessages } from './report-options';
import { reportMessages } from './reports';
import { requestMessages } from './requests';
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
} as const;

export type MessageKey = keyof typeof MESSAGES;
