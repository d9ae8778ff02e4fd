/**
 * Decisions over time of a project (issue #32): each comparative group against the baseline group.
 * The arithmetic is shared/calc/decision.ts (M10, docs/decisions.md); this service reads the project's
 * figures computed once per revision (M1–M5) and the calc inputs they came from (each item's LCA from
 * the data-method priority, its refurbishment percentage), and picks the grid factor path (the user's
 * yearly change, else the country's published projection, else flat).
 */
import { PAYBACK_HORIZON_YEARS, curatedPath, decisionFigures, projectionYears, serviceLifeYears, yearlyChangePath, type DecisionItem, type GridPath } from '../../../../shared/calc';
import { gridPathCitation, gridPathProjection, gridPathSourceNote } from '../../../../shared/reference';
import { decisionQuerySchema, type DecisionQuery } from '../../../../shared/validation/decision';
import type { RequestContext } from '../../platform/context';
import { validate, type Unvalidated } from '../../platform/validate';
import { projectFor } from '../projects';
import { computedProject, type ComputedProject } from '../solutions';
import type { GroupDecision, ProjectDecision } from './decision.types';

/** The decision inputs of a computed group's items: product, amount, LCA and refurbishment (M5), service life (M10). */
function decisionItems(computed: ComputedProject, gi: number): DecisionItem[] {
  const nonRefurbished = new Set(computed.inputs.context.nonRefurbishedCategoryIds ?? []);
  const calcGroup = computed.inputs.groups[gi];
  const out: DecisionItem[] = [];
  computed.groups[gi].solutions.forEach((s, si) => {
    const calcSolution = calcGroup.solutions[si];
    const calcItems = new Map(calcSolution.items.map((i) => [i.id, i]));
    for (const row of s.solution.items) {
      const c = calcItems.get(String(row.id));
      out.push({
        id: String(row.id),
        productId: String(row.product.id),
        amount: row.amount,
        lca: c?.lca ?? null,
        refurbishmentImpactPercentage: row.refurbishmentImpactPercentage ?? calcSolution.refurbishmentImpactPercentage ?? null,
        refurbishable: !nonRefurbished.has(row.product.category.id),
        // The item's own service life, else its category's default (M10).
        serviceLifeYears: serviceLifeYears(row.serviceLifeYears, computed.reference.categories.get(row.product.category.id)?.serviceLifeYears),
      });
    }
  });
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
  const groups: GroupDecision[] = [];
  if (bi >= 0) {
    const baseline = computed.groups[bi];
    const baselineItems = decisionItems(computed, bi).map((i) => ({ productId: i.productId, amount: i.amount }));
    computed.groups.forEach((g, gi) => {
      if (g.group.state !== 'comparative') return;
      const f = decisionFigures({ baseline: baseline.figures, group: g.figures, baselineItems, items: decisionItems(computed, gi), years, gridPath: path });
      groups.push({
        groupId: String(g.group.id),
        name: g.group.name,
        ...f,
        traces: Object.keys(f.traces)
          .sort()
          .map((p) => ({ path: p, ...f.traces[p] })),
      });
    });
  }
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
