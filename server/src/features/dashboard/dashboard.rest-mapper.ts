/** The REST facade's spelling of the dashboard (spec/platform-and-shell.md §7 Dashboard). */
import type { DashboardCharts, DashboardWidgets } from './dashboard.types';

export function presentWidgets(w: DashboardWidgets) {
  return {
    from_date: w.fromDate,
    to_date: w.toDate,
    partner_view: w.partnerView,
    projects: w.projects,
    clients: w.clients,
    documented_co2_tons: w.documentedCo2Tons,
    reports_generated: w.reportsGenerated,
    kwh_saved: w.kwhSaved,
    open_requests: w.openRequests,
  };
}

export function presentCharts(c: DashboardCharts) {
  return {
    partner_view: c.partnerView,
    months: c.months.map((m) => ({ month: m.month, projects: m.projects, documented_co2_tons: m.documentedCo2Tons, reports: m.reports })),
  };
}
