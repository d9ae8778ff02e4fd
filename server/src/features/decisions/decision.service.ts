/**
 * Decisions over time of a project (issue #32): each comparative group against the baseline group.
 * The arithmetic is shared/calc/decision.ts (M10, docs/decisions.md); this service reads the project's
 * figures computed once per revision (M1–M5) and the calc inputs they came from (each item's LCA from
 * the data-method priority, its refurbishment percentage), and picks the grid factor path (the user's
 * yearly change, else the country's published projection, else flat).
 */
import { PAYBACK_HORIZON_YEARS, REPORT_DECISION_YEARS, curatedPath, projectDecisions, projectionYears, serviceLifeYears, yearlyChangePath, type DecisionItemExtra, type GridPath } from '../../../../shared/calc';
import { gridPathCitation, gridPathProjection, gridPathSourceNote } from '../../../../shared/reference';
import { decisionQuerySchema, type DecisionQuery } from '../../../../shared/validation/decision';
import type { RequestContext } from '../../platform/context';
import { validate, type Unvalidated } from '../../platform/validate';
import { projectFor } from '../projects';
import { computedProject, type ComputedProject } from '../solutions';
import type { GroupDecision, ProjectDecision } from './decision.types';

/**
 * What the decisions need of each item of a computed project beyond its calc inputs (M10): its product
 * (units kept from the baseline) and its service life (its own, else its category's default), by item id.
 */
export function decisionItemExtras(computed: Pick<ComputedProject, 'groups' | 'reference'>): Map<string, DecisionItemExtra> {
  const out = new Map<string, DecisionItemExtra>();
  for (const g of computed.groups) {
    for (const s of g.solutions) {
      for (const row of s.solution.items) {
        out.set(String(row.id), {
          productId: String(row.product.id),
          serviceLifeYears: serviceLifeYears(row.serviceLifeYears, computed.reference.categories.get(row.product.category.id)?.serviceLifeYears),
        });
      }
    }
  }
  return out;
}

/**
 * The grid factor path (M10): the user's yearly change when set; else the published projection of the
 * project's country from the current year (shared/reference/grid-path.ts); else flat.
 */
export function gridPathFor(years: number, gridChangePercent: number | null, country: string | null, startYear = new Date().getUTCFullYear()): GridPath {
  if (gridChangePercent !== null) return yearlyChangePath(years, gridChangePercent);
  const projection = gridPathProjection(country);
  return (projection && curatedPath(projection.anchors, startYear, years, gridPathSourceNote(projection))) ?? yearlyChangePath(years, null);
}

/**
 * What a comparative document records of its decision section (issue #46, the mechanism): the report's
 * projection (REPORT_DECISION_YEARS, no yearly change set: the print view asks so), the grid path it
 * is computed on and the items' extras, so that its figure set re-runs projectDecisions from the manifest.
 */
export function reportDecisionInputs(computed: Pick<ComputedProject, 'groups' | 'reference'>, country: string | null): { years: number; gridPath: GridPath; items: Map<string, DecisionItemExtra> } {
  const years = projectionYears(REPORT_DECISION_YEARS);
  return { years, gridPath: gridPathFor(Math.max(years, PAYBACK_HORIZON_YEARS), null, country), items: decisionItemExtras(computed) };
}

/** GET …/projects/{id}/decision?years=N: every comparative group against the baseline (M10). */
export async function projectDecision(ctx: RequestContext, projectId: number, input: Unvalidated<DecisionQuery>): Promise<ProjectDecision> {
  const project = await projectFor(ctx, projectId);
  const query = await validate(decisionQuerySchema, input);
  const years = projectionYears(query.years ?? undefined);
  const gridChangePercent = query.gridChangePercent ?? null;
  const computed = await computedProject(ctx, project, { year: null, lcaReport: false });
  // The path runs as far as the payback is searched (issue #46): the chart shows its first `years`.
  const path = gridPathFor(Math.max(years, PAYBACK_HORIZON_YEARS), gridChangePercent, project.country);
  const bi = computed.groups.findIndex((g) => g.group.state === 'baseline');
  const extras = decisionItemExtras(computed);
  // The one computation a comparative document's figure set re-runs from its manifest (shared/calc projectDecisions).
  const decided = projectDecisions(
    computed.inputs.groups,
    computed.groups.map((g) => g.figures),
    (id) => extras.get(id),
    computed.inputs.context.nonRefurbishedCategoryIds ?? [],
    years,
    path,
  );
  const groups: GroupDecision[] = decided.map(({ groupId, figures: f }) => ({
    groupId,
    name: computed.groups.find((g) => String(g.group.id) === groupId)!.group.name,
    ...f,
    traces: Object.keys(f.traces)
      .sort()
      .map((p) => ({ path: p, ...f.traces[p] })),
  }));
  return {
    projectId: String(project.id),
    currency: project.currency,
    baselineGroupId: bi >= 0 ? String(computed.groups[bi].group.id) : null,
    years,
    gridPathSource: path.source,
    gridPathSourceNote: path.sourceNote,
    gridPathCitation: path.source === 'curated' ? gridPathCitation(gridPathProjection(project.country)) : null,
    gridChangePercent,
    countryCode: project.country,
    groups,
  };
}
