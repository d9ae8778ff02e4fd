import { graphql } from '../../gql';

export const CatalogueImportFields = graphql(`
  fragment CatalogueImportFields on CatalogueImport {
    id
    fileName
    state
    error
    progress {
      done
      total
      created
      updated
      rejected
    }
    result {
      rows
      created
      updated
      rejected
      skipped {
        line
        reason
        code
        params
      }
    }
  }
`);

export const CatalogueImportDocument = graphql(`
  query CatalogueImport($id: ID!) {
    catalogueImport(id: $id) {
      ...CatalogueImportFields
    }
  }
`);

export const CatalogueImportUpdatedDocument = graphql(`
  subscription CatalogueImportUpdated($id: ID!) {
    catalogueImportUpdated(id: $id) {
      ...CatalogueImportFields
    }
  }
`);
