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
