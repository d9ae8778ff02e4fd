/**
 * The error catalogue of spec/platform-and-shell.md §8, for GraphQL and REST errors alike. Known codes
 * map to translated texts; the server's own text is the fallback (translated when it is one of the
 * texts the catalogue knows, see server-messages.ts).
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';
import { translateServerText } from './server-messages';

interface RestErrorBody {
  message?: string;
  errors?: Record<string, string[] | string> & { forbidden?: string[]; permission?: string[] | string; internal_server_error?: string };
}

/** Text for a REST reply, by status (spec §8). */
export function restErrorMessage(status: number, body: RestErrorBody | null | undefined): string {
  const b = body ?? {};
  switch (status) {
    case 401:
      return i18n._(msg`Your session has expired. Please log in again.`);
    case 403: {
      const text = b.errors?.forbidden?.[0] ?? b.message ?? (Array.isArray(b.errors?.permission) ? b.errors?.permission[0] : b.errors?.permission);
      return text ? translateServerText(text) : i18n._(msg`You do not have permission to perform this action.`);
    }
    case 422: {
      const all = Object.values(b.errors ?? {}).flatMap((v) => (Array.isArray(v) ? v : [v]));
      return all.length ? all.map(translateServerText).join(', ') : translateServerText(b.message ?? '');
    }
    case 500:
      return b.errors?.internal_server_error ? translateServerText(b.errors.internal_server_error) : i18n._(msg`An error occurred. Please try again later.`);
    default:
      return b.message ? translateServerText(b.message) : i18n._(msg`An error occurred. Please try again later.`);
  }
}

export interface GraphQLErrorInfo {
  code: string | null;
  message: string;
  fieldErrors: Record<string, string[]>;
}

/** The first GraphQL error of an Apollo error, with its translated message and field errors. */
export function graphQLErrorInfo(error: unknown): GraphQLErrorInfo {
  if (CombinedGraphQLErrors.is(error) && error.errors.length) {
    const e = error.errors[0];
    const ext = (e.extensions ?? {}) as { code?: string; fieldErrors?: Record<string, string[]> | null; retry_after?: number; minutes_remaining?: number };
    const fieldErrors = Object.fromEntries(Object.entries(ext.fieldErrors ?? {}).map(([k, v]) => [k, v.map(translateServerText)]));
    switch (ext.code) {
      case 'UNAUTHENTICATED':
        return { code: ext.code, message: i18n._(msg`Your session has expired. Please log in again.`), fieldErrors };
      case 'FORBIDDEN':
      case 'NOT_OWNER':
        return { code: ext.code, message: e.message ? translateServerText(e.message) : i18n._(msg`You do not have permission to perform this action.`), fieldErrors };
      case 'VALIDATION':
      case 'CONFLICT': {
        const all = Object.values(fieldErrors).flat();
        return { code: ext.code, message: all.length ? all.join(', ') : translateServerText(e.message), fieldErrors };
      }
      case 'RATE_LIMITED':
        if (ext.retry_after) return { code: ext.code, message: i18n._(msg`Too many attempts. Please try again in ${ext.retry_after} seconds.`), fieldErrors };
        if (ext.minutes_remaining) {
          const minutes = ext.minutes_remaining;
          return { code: ext.code, message: i18n._(msg`A verification e-mail was sent recently. Please wait ${minutes} minute(s) before requesting another.`), fieldErrors };
        }
        return { code: ext.code, message: translateServerText(e.message), fieldErrors };
      case 'NOT_FOUND':
        return { code: ext.code, message: i18n._(msg`Not found.`), fieldErrors };
      case 'INTERNAL':
        return { code: ext.code, message: i18n._(msg`An error occurred. Please try again later.`), fieldErrors };
      default:
        return { code: ext.code ?? null, message: translateServerText(e.message), fieldErrors };
    }
  }
  return { code: null, message: i18n._(msg`An error occurred. Please try again later.`), fieldErrors: {} };
}

export function errorMessage(error: unknown): string {
  return graphQLErrorInfo(error).message;
}
