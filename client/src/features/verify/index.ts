/** The public face of the verify feature: what other features may import. */
export { documentTypeLabel } from './document-types';
export { ManifestCheck } from './ManifestCheck';
