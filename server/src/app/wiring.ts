/**
 * What features need from features above them, wired explicitly and once at start (issue #30, point
 * 2): each feature declares a typed slot (platform/wiring.ts) and nothing registers itself on import.
 * `wireFeatures()` fills every slot and then fails the start if any declared slot is still empty.
 */
import { comparativePdfVariant } from '../features/comparative/comparative-pdf.service';
import { copyComparativeContent, NAMESPACE as COMPARATIVE } from '../features/comparative/comparative.service';
import { cloneExtensions, contentSeeders, itemValidationCounter, projectContentCopier } from '../features/projects/project.service';
import { reportPdfVariants, singleSolutionPdfVariant } from '../features/reports/pdf/report-pdf.job';
import { grantFor, newRequestCount } from '../features/requests/request.service';
import { requestShareGrants } from '../features/solutions/access';
import { recipientClass } from '../features/solutions/live.service';
import { productCreatedEvents } from '../features/solutions/items/product-create.service';
import { copyProjectContent, seedSingleSolution } from '../features/solutions/groups/group.service';
import { solutionExtrasCopier } from '../features/solutions/solution.service';
import { copyEnergyInstruments } from '../features/scope2';
import { announceValidation, itemValidationCount, itemValidationCounts, queueCreatedProduct } from '../features/validation/validation.service';
import { newRequestCounter } from '../features/users/user.service';
import { shareEventResults } from '../platform/graphql/shared-events';
import { assertWired } from '../platform/wiring';

export function wireFeatures(): void {
  // The signed-in user's new_request_count (GET /user, GraphQL me) is the requests feature's count.
  newRequestCounter.fill(newRequestCount);
  // The capacities of /project-manager/requests/{request_share_id}/… are opened by a request share.
  requestShareGrants.fill(async (ctx, requestShareId, write) => {
    const g = await grantFor(ctx, requestShareId, write);
    return { projectId: g.projectId, groupId: g.groupId };
  });
  // A clone that stays in the comparative-solution app copies its calculations and report data too.
  cloneExtensions.fill({ [COMPARATIVE]: copyComparativeContent });
  // A new single-solution project starts with its baseline group and its one solution.
  contentSeeders.fill({ 'single-solution': seedSingleSolution });
  // A clone copies the project's solution groups, solutions, items, UPS, cooling, capacities and shares.
  projectContentCopier.fill(copyProjectContent);
  // A cloned solution (alone, in its group's or its project's clone) keeps its scope 2 energy instruments.
  solutionExtrasCopier.fill(copyEnergyInstruments);
  // The REST project views carry each project's itemValidationCount.
  itemValidationCounter.fill({ one: itemValidationCount, many: itemValidationCounts });
  // A product created with start_validation joins the validation queue (in the create's transaction) and is announced after the commit.
  productCreatedEvents.fill({
    queued: queueCreatedProduct,
    committed: async (ctx, project) => announceValidation(ctx, { project, queued: 1 }, 'product'),
  });
  // Report PDFs: the project manager's default pipeline; the comparative app checks its own project and renders its own print view;
  // the single-solution app its own project's baseline report (chart labels, no LCA data table).
  reportPdfVariants.fill({ 'project-manager': {}, 'comparative-solution': comparativePdfVariant, 'single-solution': singleSolutionPdfVariant });
  // An edit's live event is read once per visibility class of its recipients, not per open screen (issue #33).
  shareEventResults('solutionGroupUpdated', recipientClass);
  assertWired();
}
