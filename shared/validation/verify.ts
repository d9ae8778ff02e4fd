/**
 * The verify e-invoice form (spec/project-areas.md §2, §5): invalid until both fields are filled; the
 * total takes a comma or a dot as decimal separator. The server applies the same pattern.
 */
import { keyed } from '../errors';
import { yup } from './yup';

/** Digits with an optional sign and decimal part; comma or dot as the separator. */
export const CO2_TOTAL_PATTERN = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

export const verifySchema = yup.object({
  document_id: yup.string().trim().required(keyed('documents.documentIdRequired')).max(40),
  co2total: yup.string().trim().required(keyed('documents.totalRequired')).matches(CO2_TOTAL_PATTERN, { message: keyed('documents.totalNotNumber') }),
});
