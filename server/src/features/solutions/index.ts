/**
 * The public face of the solutions feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export * from './access';
export * from './capacity.service';
export * from './group.service';
export * from './item.service';
export * from './product-create.service';
export * from './share.service';
export * from './solution.entity';
export * from './solution.presenters';
export * from './solution.resolver';
export * from './solution.service';
export * from './summary.service';
export * from './summary.types';
export * from './summary.views';
