import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a registered document is, by its type (the server's DOCUMENT_TYPES). */
const DOCUMENT_TYPE_LABELS: Record<string, MessageDescriptor> = {
  baseline: msg`Baseline report`,
  comparative: msg`Comparative report`,
  lca: msg`LCA report`,
  refurbishment: msg`Refurbishment report`,
  e_invoice: msg`E-invoice`,
};

export function documentTypeLabel(i18n: I18n, type: string): string {
  return DOCUMENT_TYPE_LABELS[type] ? i18n._(DOCUMENT_TYPE_LABELS[type]) : type;
}
