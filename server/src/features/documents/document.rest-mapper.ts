/** The REST facade's spelling of a project's issued documents (issue #47, point 9). */
import { restOutput, toRest } from '../../platform/http/rest-fields';
import type { IssuedDocumentModel } from './document-list.service';

const issuedDocumentRestOutput = restOutput<IssuedDocumentModel>()({
  documentId: 'document_id',
  type: 'type',
  co2TotalKg: 'co2_total_kg',
  co2Precision: 'co2_precision',
  issuedAt: 'issued_at',
  issuedBy: 'issued_by',
  manifestSha256: 'manifest_sha256',
});

export const presentIssuedDocument = (d: IssuedDocumentModel) => toRest(issuedDocumentRestOutput, d);
