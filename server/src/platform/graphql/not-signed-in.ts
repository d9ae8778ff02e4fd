/**
 * An anonymous GraphQL caller (no session cookie, no bearer token) is told "You are not signed in",
 * not that a session expired: the services only know there is no actor, so the UNAUTHENTICATED errors
 * of a request that carried no credentials at all are re-keyed here, where the request is known.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { parse as parseCookie } from 'cookie';
import { keyed, renderMessage } from '../../../../shared/errors';
import { SESSION_COOKIE } from '../auth/authenticate';
import type { GqlContext } from './context';

const NOT_SIGNED_IN = keyed('common.notSignedIn');

function carriesCredentials(headers: { get(name: string): string | undefined } | undefined): boolean {
  if (!headers) return false;
  return Boolean(headers.get('authorization')) || Boolean(parseCookie(headers.get('cookie') ?? '')[SESSION_COOKIE]);
}

export const notSignedInPlugin: ApolloServerPlugin<GqlContext> = {
  async requestDidStart({ request }) {
    if (carriesCredentials(request.http?.headers)) return;
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        for (const e of response.body.singleResult.errors ?? []) {
          const ext = e.extensions as Record<string, unknown> | undefined;
          if (ext?.code !== 'UNAUTHENTICATED' || ext.key !== 'common.sessionExpired') continue;
          Object.assign(e, { message: renderMessage(NOT_SIGNED_IN) });
          Object.assign(ext, { key: NOT_SIGNED_IN.key });
        }
      },
    };
  },
};
