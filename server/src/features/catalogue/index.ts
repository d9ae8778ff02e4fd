/**
 * The public face of the catalogue feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { Product, type ProductModeData } from './product.entity';
export { searchProducts } from './catalogue.service';
export { presentProduct, productHeadRestOutput } from './catalogue.rest-mapper';
