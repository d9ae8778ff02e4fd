import { msg } from '@lingui/core/macro';
import { graphQLErrorInfo } from '../../../app/errors';
import { i18n } from '../../../app/i18n';
import { firstFieldErrors } from '../../common/yup-formik';

/**
 * A failed save of the partner-admin forms (spec §8): the server's field messages when it sent
 * some, else the generic GLOBAL_LABEL_AN_ERROR_OCCURRED text.
 */
export function saveError(e: unknown): { fields: Record<string, string>; message: string | null } {
  const info = graphQLErrorInfo(e);
  const fields = firstFieldErrors(info.fieldErrors);
  return Object.keys(fields).length ? { fields, message: null } : { fields: {}, message: i18n._(msg({ id: 'GLOBAL_LABEL_AN_ERROR_OCCURRED', message: 'An error occurred' })) };
}
