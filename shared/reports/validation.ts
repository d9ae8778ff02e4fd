/**
 * yup schemas of the report calls (spec/project-areas.md §7 "Reports"), shared by the report dialogs
 * and the server (house style rule 6). The report settings list has its own parser (settings.ts):
 * its entries are validated by key.
 */
import { keyed } from '../errors';
import { yup } from '../validation/yup';
import { REPORT_TYPES, reportTypeInvalid } from './report-types';

/** PUT …/report/update: the rating year or the comparative heading (or both). */
export const reportUpdateSchema = yup.object({
  // null passes here and is refused by the service with the list of rating years.
  year: yup.number().typeError(keyed('common.yearFormat')).integer(keyed('common.yearFormat')).nullable().optional(),
  comparativeHeading: yup
    .string()
    .typeError(keyed('reports.headingText'))
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\u0000/g, '').trim() : v))
    .max(255, keyed('reports.headingMax', { max: 255 }))
    .nullable()
    .optional(),
});

/** POST /project-manager/report-generated (project_id in the body, or in the path). */
export const reportGeneratedSchema = yup.object({
  reportType: yup.string().typeError(reportTypeInvalid).required(keyed('reports.typeRequired')).oneOf([...REPORT_TYPES], reportTypeInvalid),
  projectId: yup.number().typeError(keyed('reports.projectIdInvalid')).integer(keyed('reports.projectIdInvalid')).positive(keyed('reports.projectIdInvalid')).optional(),
});

/** What a caller sends to the report calls, in the domain's names (checked by the service). */
export type ReportUpdateFields = Partial<yup.InferType<typeof reportUpdateSchema>>;
export type ReportGeneratedFields = Partial<yup.InferType<typeof reportGeneratedSchema>>;
