/**
 * yup schemas of the report calls (spec/project-areas.md §7 "Reports"), shared by the report dialogs
 * and the server (house style rule 6). The report settings list has its own parser (settings.ts):
 * its entries are validated by key.
 */
import * as yup from 'yup';
import { REPORT_TYPES, ReportTypeText } from './report-types';

export const ReportText = {
  nothingToUpdate: 'Give a year or a comparative_heading.',
  yearNotRating: (years: readonly number[]) => `The year must be one of the rating years: ${years.join(', ')}.`,
  projectRequired: 'The project_id field is required.',
} as const;

/** PUT …/report/update: the rating year or the comparative heading (or both). */
export const reportUpdateSchema = yup.object({
  // null passes here and is refused by the service with the list of rating years.
  year: yup.number().typeError('The year must be a year such as 2025.').integer('The year must be a year such as 2025.').nullable().optional(),
  comparative_heading: yup
    .string()
    .typeError('The comparative heading must be text.')
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\u0000/g, '').trim() : v))
    .max(255, 'The comparative heading may not be greater than 255 characters.')
    .nullable()
    .optional(),
});

/** POST /project-manager/report-generated (project_id in the body, or in the path). */
export const reportGeneratedSchema = yup.object({
  report_type: yup.string().typeError(ReportTypeText.invalid).required('The report type field is required.').oneOf([...REPORT_TYPES], ReportTypeText.invalid),
  project_id: yup.number().typeError('The project_id must be an id.').integer('The project_id must be an id.').positive('The project_id must be an id.').optional(),
});
