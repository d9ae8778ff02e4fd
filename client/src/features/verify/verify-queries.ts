import { graphql } from '../../gql';

export const DocumentVerifyDocument = graphql(`
  query DocumentVerify($documentId: String!, $co2Total: String!) {
    documentVerify(documentId: $documentId, co2Total: $co2Total) {
      result
      documentId
      totalKgCo2e
      co2Precision
      type
      issuedAt
      manifestSha256
    }
  }
`);

/** The issuer's copy of a document's manifest (issue #31), to download (issue #47, point 9). */
export const DocumentManifestDocument = graphql(`
  query DocumentManifest($documentId: String!) {
    documentManifest(documentId: $documentId) {
      sha256
      methodologyVersion
      manifest
    }
  }
`);

/** The document's totals recomputed from its manifest alone, with today's code (issue #31). */
export const RerunDocumentDocument = graphql(`
  mutation RerunDocument($documentId: String!) {
    rerunDocument(documentId: $documentId) {
      matches
      manifestSha256Valid
      methodologyVersion
      differences {
        path
        registered
        recomputed
      }
    }
  }
`);
