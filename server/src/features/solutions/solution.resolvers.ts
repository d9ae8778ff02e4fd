/**
 * Every GraphQL resolver of the solutions feature, one module per sub-entity: groups, solutions, items,
 * item import, capacities, infrastructure shares and summaries.
 */
import { CapacityResolver } from './capacities/capacity.resolver';
import { SolutionGroupResolver, SolutionGroupUpdatedEventResolver } from './groups/group.resolver';
import { CategoryInfrastructureShareResolver } from './infrastructure-shares/infrastructure-share.resolver';
import { ItemImportResolver, ItemRequestResolver } from './item-import/item-import.resolver';
import { SolutionItemResolver } from './items/item.resolver';
import { ProductUsageResolver } from './items/product-usage.resolver';
import { SolutionResolver } from './solution.resolver';
import { SummaryResolver } from './summaries/summary.resolver';

export const solutionResolvers = [
  SolutionGroupResolver,
  SolutionGroupUpdatedEventResolver,
  SolutionResolver,
  SolutionItemResolver,
  ProductUsageResolver,
  ItemImportResolver,
  ItemRequestResolver,
  CapacityResolver,
  CategoryInfrastructureShareResolver,
  SummaryResolver,
] as const;
