/** The REST facade's spelling of the documents' replies: issued documents (issue #47, point 9), the public check and the re-run. */
import { restOutput, toRest } from '../../platform/http/rest-fields';
import type { IssuedDocumentModel } from './document-list.service';
import type { RerunReply, VerifyResult } from './document.service';

const verifyRestOutput = restOutput<VerifyResult>()({
  result: 'result',
  documentId: 'document_id',
  totalKgCo2e: 'total_kg_co2e',
  co2Precision: 'co2_precision',
  type: 'type',
  issuedAt: 'issued_at',
  manifestSha256: 'manifest_sha256',
});

export const presentVerify = (v: VerifyResult) => toRest(verifyRestOutput, v);

// The totals and differences are the manifest's own (snake_case) format, as stored and hashed.
const rerunRestOutput = restOutput<RerunReply>()({
  matches: 'matches',
  totals: 'totals',
  differences: 'differences',
  manifestSha256Valid: 'manifest_sha256_valid',
  sha256: 'sha256',
  methodologyVersion: 'methodology_version',
});

export const presentRerun = (r: RerunReply) => toRest(rerunRestOutput, r);

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
