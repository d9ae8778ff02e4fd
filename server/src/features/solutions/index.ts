/**
 * The public face of the solutions feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { calcContext, CalcMapper, lcaPriority, loadGroupTrees, loadReference, type SummaryReference } from './calc-adapter';
export { CategoryInfrastructureShare, ItemRequest, Solution, SolutionCapacity, SolutionGroup, SolutionItem } from './solution.entity';
export { type ComputedGroup, type ComputedItem, computedProject, type ComputedProject, computedProjects, type ComputedSolution, currentRevisions } from './summaries/project-figures';
export { CoolingSetting, UpsSetting } from './solution.resolver';
export { CalcTraceEntry, SolutionGroupSummary, SummaryFigures } from './summaries/summary.types';
export { addItem, categoryFits, deleteItem, nextItemOrder, setItemHours, updateItem } from './items/item.service';
export { copyProjectContent, createGroup, getGroup, seedSingleSolution, setPrimary, updateGroup, updateHeadings } from './groups/group.service';
export { isSingleSolution, singleSolutionRefusal } from './single-solution';
export { createProduct } from './items/product-create.service';
export { categoryMap, createShare, deleteAllShares, deleteShare, listShares, restoreShares, updateShare } from './infrastructure-shares/infrastructure-share.service';
export { createSolution, deleteSolution, getSolution, setCooling, setUps, type SolutionCopy, updateSolution } from './solution.service';
export { deleteAllCapacities, restoreCapacities, saveCapacity } from './capacities/capacity.service';
export { figuresView, groupSummaryView, solutionSummaryView } from './summaries/summary.views';
export { groupSummary, projectSummary } from './summaries/summary.service';
export {
  categoryShareFields,
  coolingFields,
  itemAddFields,
  itemUpdateFields,
  presentGroup,
  presentGroupSummary,
  presentItem,
  presentSolution,
  solutionCreateFields,
  solutionSummaryRestOutput,
  solutionUpdateFields,
  summaryFiguresRestOutput,
  upsFields,
} from './solutions.rest-mapper';
export { publishChange, scopedContext, solutionFor, type SolutionScope, WRITE_PERMISSION } from './access';
