/**
 * The public face of the solutions feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export * from './access';
export * from './calc-adapter';
export * from './capacities/capacity.service';
export * from './groups/group.service';
export * from './items/item.service';
export * from './items/product-create.service';
export * from './infrastructure-shares/infrastructure-share.service';
export * from './solution.entity';
export * from './solution.presenters';
export * from './solution.resolver';
export * from './solution.service';
export * from './summaries/summary.service';
export * from './summaries/project-figures';
export * from './summaries/summary.types';
export * from './summaries/summary.views';
export * from './solutions.rest-mapper';
