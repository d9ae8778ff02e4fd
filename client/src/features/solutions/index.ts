/**
 * The public face of the solutions feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export * from './SolutionsPage';
// The comparative-solution app edits its calculations' before and after solutions with the same parts.
export { SolutionsScreenProvider, useSolutionsScreen, type Permissions as SolutionPermissions } from './solutions-context';
export { ItemsCard } from './items/ItemsCard';
export { CapacitiesCard } from './capacities/CapacitiesCard';
export { InfrastructurePickers } from './components/InfrastructurePicker';
export { SolutionDetailsDocument, SolutionReferenceDocument } from './solution.queries';
export { useSolutionReference } from './solution-reference.hooks';
export { SolutionSummaryDocument } from './summaries/summary.queries';
export { SolutionGroupUpdatedDocument } from './groups/group.queries';
// The category admin reads a default service life as an item's is read (issue #32).
export { parseServiceLife } from './solution-rules';
export { ProjectSectionTabs } from './components/ProjectSectionTabs';
// The seller's response lists catalogue products with their yearly energy as the solutions screen does (issue #47).
export { productUnitKwh } from './items/ProductSearchField';
export { formatKwh } from './format';
