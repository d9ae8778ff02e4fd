/**
 * The error catalogue of spec/platform-and-shell.md §8, for GraphQL and REST errors alike. GraphQL
 * errors carry a message key and its parameters (shared/errors), translated through the one map of
 * messages.ts; the server's English text is the fallback. REST replies carry only the English text,
 * translated when it is one of the catalogue's texts.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { msg } from '@lingui/core/macro';
import type { Message } from '../../../shared/errors';
import { i18n } from './i18n';
import { translateText, translateUnknown } from './messages';

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
      return text ? translateText(text) : i18n._(msg`You do not have permission to perform this action.`);
    }
    case 422: {
      const all = Object.values(b.errors ?? {}).flatMap((v) => (Array.isArray(v) ? v : [v]));
      return all.length ? all.map(translateText).join(', ') : translateText(b.message ?? '');
    }
    case 500:
      return b.errors?.internal_server_error ? translateText(b.errors.internal_server_error) : i18n._(msg`An error occurred. Please try again later.`);
    default:
      return b.message ? translateText(b.message) : i18n._(msg`An error occurred. Please try again later.`);
  }
}

export interface GraphQLErrorInfo {
  code: string | null;
  message: string;
  /** Translated field messages, by the GraphQL input's field names. */
  fieldErrors: Record<string, string[]>;
  /**
   * The message keys of the error and of its field errors (shared/errors/messages): what the client
   * decides on, never the translated text (issue #34, point 8: a Danish user's "missing answers").
   */
  keys: string[];
}

/** What format-error.ts puts in a GraphQL error's extensions. */
interface ErrorExtensions {
  code?: string;
  key?: string;
  params?: Message['params'] | null;
  fieldErrors?: Record<string, Array<{ key: string; params: Message['params'] | null; message: string } | string>> | null;
}

/** A keyed message of the extensions, translated; the server's English text when the key is unknown. */
function translated(key: string | undefined, params: Message['params'] | null | undefined, fallback: string): string {
  return key ? translateUnknown({ key, ...(params ? { params } : {}) }, translateText(fallback)) : translateText(fallback);
}

/** The first GraphQL error of an Apollo error, with its translated message and field errors. */
export function graphQLErrorInfo(error: unknown): GraphQLErrorInfo {
  if (CombinedGraphQLErrors.is(error) && error.errors.length) {
    const e = error.errors[0];
    const ext = (e.extensions ?? {}) as ErrorExtensions;
    const fieldErrors = Object.fromEntries(
      Object.entries(ext.fieldErrors ?? {}).map(([field, list]) => [field, list.map((m) => (typeof m === 'string' ? translateText(m) : translated(m.key, m.params, m.message)))]),
    );
    const message = translated(ext.key, ext.params, e.message);
    const keys = [ext.key, ...Object.values(ext.fieldErrors ?? {}).flatMap((list) => list.map((m) => (typeof m === 'string' ? undefined : m.key)))].filter((k): k is string => !!k);
    switch (ext.code) {
      case 'VALIDATION':
      case 'CONFLICT': {
        const all = Object.values(fieldErrors).flat();
        return { code: ext.code, message: all.length ? all.join(', ') : message, fieldErrors, keys };
      }
      default:
        return { code: ext.code ?? null, message, fieldErrors, keys };
    }
  }
  return { code: null, message: i18n._(msg`An error occurred. Please try again later.`), fieldErrors: {}, keys: [] };
}

export function errorMessage(error: unknown): string {
  return graphQLErrorInfo(error).message;
}
