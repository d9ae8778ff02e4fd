/**
 * yup with the product's locale: every built-in rule reports a keyed message of the one catalogue
 * (shared/errors) instead of an English sentence, with the field's name as the `field` parameter.
 * Schemas import yup from here, so that the locale is set before any schema is built.
 */
import * as yup from 'yup';
import { keyed, type Message, type MessageKey } from '../errors';

type Params = { path?: string };

/** A message function for yup: the key, the field (yup's path) and the listed parameters. */
const rule =
  (key: MessageKey, ...names: string[]) =>
  (p: Params): Message =>
    keyed(key, Object.fromEntries([['field', String(p.path ?? 'this')], ...names.map((n) => [n, String((p as Record<string, unknown>)[n] ?? '')])]));

yup.setLocale({
  mixed: {
    default: rule('validation.invalid'),
    required: rule('validation.required'),
    defined: rule('validation.required'),
    notNull: rule('validation.required'),
    oneOf: rule('validation.oneOf', 'values'),
    notOneOf: rule('validation.invalid'),
    // yup's own sentence (the REST replies keep it), with the values printed as yup prints them.
    notType: (p: Params & { type?: string; value?: unknown; originalValue?: unknown }) => {
      const params = { field: String(p.path ?? 'this'), type: String(p.type ?? 'mixed'), value: String(yup.printValue(p.value, true)) };
      return p.originalValue != null && p.originalValue !== p.value
        ? keyed('validation.notTypeCast', { ...params, original: String(yup.printValue(p.originalValue, true)) })
        : keyed('validation.notType', params);
    },
  },
  string: {
    length: rule('validation.string.length', 'length'),
    min: rule('validation.string.min', 'min'),
    max: rule('validation.string.max', 'max'),
    matches: rule('validation.string.matches', 'regex'),
    email: rule('validation.string.email'),
    url: rule('validation.invalid'),
    uuid: rule('validation.invalid'),
    trim: rule('validation.invalid'),
    lowercase: rule('validation.invalid'),
    uppercase: rule('validation.invalid'),
  },
  number: {
    min: rule('validation.number.min', 'min'),
    max: rule('validation.number.max', 'max'),
    lessThan: rule('validation.number.lessThan', 'less'),
    moreThan: rule('validation.number.moreThan', 'more'),
    positive: rule('validation.number.positive'),
    negative: rule('validation.invalid'),
    integer: rule('validation.number.integer'),
  },
  date: { min: rule('validation.invalid'), max: rule('validation.invalid') },
  boolean: { isValue: rule('validation.invalid') },
  object: { noUnknown: rule('validation.invalid') },
  array: { min: rule('validation.array.min', 'min'), max: rule('validation.array.max', 'max'), length: rule('validation.invalid') },
});

/** A keyed message with the field's name (for custom rules that name their field). */
export const fieldRule = rule;

export { yup };
