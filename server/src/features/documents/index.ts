/**
 * The public face of the documents feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { Document } from './document.entity';
export { discardDocument, documentTotalText, documentVerifyUrl, normaliseDocumentId, registerDocument } from './document.service';
export { buildManifest, manifestInputs, type DocumentManifest } from './manifest';
