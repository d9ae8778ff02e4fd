import { graphql } from '../../gql';

export const DashboardWidgetsDocument = graphql(`
  query DashboardWidgets($fromDate: String!, $toDate: String!, $partnerView: Boolean!) {
    dashboardWidgets(fromDate: $fromDate, toDate: $toDate, partnerView: $partnerView) {
      fromDate
      toDate
      partnerView
      projects
      clients
      documentedCo2Tons
      reportsGenerated
      kwhSaved
      openRequests
    }
  }
`);

export const DashboardChartsDocument = graphql(`
  query DashboardCharts($partnerView: Boolean!) {
    dashboardCharts(partnerView: $partnerView) {
      partnerView
      months {
        month
        projects
        documentedCo2Tons
        reports
      }
    }
  }
`);

export const DashboardChangedDocument = graphql(`
  subscription DashboardChanged {
    dashboardChanged {
      kind
      action
      byUserId
    }
  }
`);
