import { graphql } from '../../gql';

export const ReportPdfExportFields = graphql(`
  fragment ReportPdfExportFields on ReportPdfExport {
    id
    projectId
    type
    app
    state
    phase
    attempts
    maxAttempts
    documentId
    fileName
    fileUrl
    errorCode
    error
  }
`);

export const ReportPdfExportStartDocument = graphql(`
  mutation ReportPdfExportStart($projectId: ID!, $input: ReportPdfExportInput!) {
    reportPdfExportStart(projectId: $projectId, input: $input) {
      ...ReportPdfExportFields
    }
  }
`);

export const ReportPdfExportDocument = graphql(`
  query ReportPdfExport($id: ID!) {
    reportPdfExport(id: $id) {
      ...ReportPdfExportFields
    }
  }
`);

export const ReportPdfExportUpdatedDocument = graphql(`
  subscription ReportPdfExportUpdated($id: ID!) {
    reportPdfExportUpdated(id: $id) {
      ...ReportPdfExportFields
    }
  }
`);
