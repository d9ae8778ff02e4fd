/**
 * The query of a project's decision over time (issue #32): the projection's length and an optional
 * user-set yearly change of the grid factor. Shared by the client's form and the server's service
 * (house style rule 6).
 */
import { keyed } from '../errors';
import { PROJECTION_YEARS_BOUNDS } from '../calc/decision';
import { yup } from './yup';

/** A yearly change of the grid factor, percent: from −100 (no emissions after a year) to +100 (doubling). */
export const GRID_CHANGE_PERCENT_BOUNDS = { min: -100, max: 100 } as const;

const yearsMessage = keyed('decision.yearsRange', { min: PROJECTION_YEARS_BOUNDS.min, max: PROJECTION_YEARS_BOUNDS.max });
const changeMessage = keyed('decision.gridChangeRange', { min: GRID_CHANGE_PERCENT_BOUNDS.min, max: GRID_CHANGE_PERCENT_BOUNDS.max });

export const decisionQuerySchema = yup.object({
  years: yup.number().typeError(yearsMessage).integer(yearsMessage).min(PROJECTION_YEARS_BOUNDS.min, yearsMessage).max(PROJECTION_YEARS_BOUNDS.max, yearsMessage).nullable(),
  gridChangePercent: yup.number().typeError(changeMessage).min(GRID_CHANGE_PERCENT_BOUNDS.min, changeMessage).max(GRID_CHANGE_PERCENT_BOUNDS.max, changeMessage).nullable(),
});

export interface DecisionQuery {
  years?: number | null;
  gridChangePercent?: number | null;
}
