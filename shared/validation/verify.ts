/**
 * The verify e-invoice form (spec/project-areas.md §2, §5): invalid until both fields are filled; the
 * total takes a comma or a dot as decimal separator. The server applies the same pattern.
 */
import * as yup from 'yup';

/** Digits with an optional sign and decimal part; comma or dot as the separator. */
export const CO2_TOTAL_PATTERN = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

export const VerifyText = {
  documentIdRequired: 'The document ID field is required.',
  totalRequired: 'The CO2 total field is required.',
  totalNotNumber: 'The CO2 total must be a number such as 1234.5 or 1234,5.',
} as const;

export const verifySchema = yup.object({
  document_id: yup.string().trim().required(VerifyText.documentIdRequired).max(40),
  co2total: yup.string().trim().required(VerifyText.totalRequired).matches(CO2_TOTAL_PATTERN, VerifyText.totalNotNumber),
});
