/** The REST spelling of the reference calls' inputs (spec/project-areas.md §7 "Currency"). */
import type { RestFieldTable } from '../../platform/http/rest-fields';

/** POST /project-manager/currency/convert {project_id, currency}: the project's id is parsed at the edge. */
export const currencyConvertRestFields: RestFieldTable<{ projectId?: unknown; currency?: unknown }> = { projectId: 'project_id', currency: 'currency' };
