import { lazy, Suspense, type ReactNode } from 'react';
import { createHashRouter, Navigate, Outlet, RouterProvider, useParams } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { FullPageLoader } from './FullPageLoader';
import { SessionProvider } from './session';

// Everything but the sign-in page loads on demand: the first page's JavaScript stays small
// (bench/bundle-size.ts measures it; README "First page"). The shell comes with the first signed-in page.
const RegisterPage = lazy(() => import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })));
const ErrorPage = lazy(() => import('../features/errors/ErrorPage').then((m) => ({ default: m.ErrorPage })));
const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const AppShell = lazy(() => import('../features/shell/AppShell').then((m) => ({ default: m.AppShell })));
const PaidRoute = lazy(() => import('../features/shell/PaidRoute').then((m) => ({ default: m.PaidRoute })));
const ProfileCreatePage = lazy(() => import('../features/shell/ProfileCreatePage').then((m) => ({ default: m.ProfileCreatePage })));
const ProfileGate = lazy(() => import('../features/shell/ProfileGate').then((m) => ({ default: m.ProfileGate })));

/** A route element that loads on demand. */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoader />}>{children}</Suspense>;
}

const CatalogueImportPage = lazy(() => import('../features/admin/CatalogueImportPage').then((m) => ({ default: m.CatalogueImportPage })));
const ValidationQueuePage = lazy(() => import('../features/validation/ValidationQueuePage').then((m) => ({ default: m.ValidationQueuePage })));
const CategoryAdminPage = lazy(() => import('../features/validation/category-admin/CategoryAdminPage').then((m) => ({ default: m.CategoryAdminPage })));
const ClientProjectsPage = lazy(() => import('../features/projects/ClientProjectsPage').then((m) => ({ default: m.ClientProjectsPage })));
const ProjectDetailsPage = lazy(() => import('../features/projects/ProjectDetailsPage').then((m) => ({ default: m.ProjectDetailsPage })));
const ProjectListPage = lazy(() => import('../features/projects/ProjectListPage').then((m) => ({ default: m.ProjectListPage })));
const SolutionsPage = lazy(() => import('../features/solutions/SolutionsPage').then((m) => ({ default: m.SolutionsPage })));
const PartnerAdminPage = lazy(() => import('../features/partner-admin').then((m) => ({ default: m.PartnerAdminPage })));
const UserSettingsTemplates = lazy(() => import('../features/report-options/UserSettingsTemplates').then((m) => ({ default: m.UserSettingsTemplates })));
const ReportPage = lazy(() => import('../features/reports/ReportPage').then((m) => ({ default: m.ReportPage })));
const ReportPrintPage = lazy(() => import('../features/reports/ReportPage').then((m) => ({ default: m.ReportPrintPage })));
const SelectReportPage = lazy(() => import('../features/reports/SelectReportPage').then((m) => ({ default: m.SelectReportPage })));
const RegistrationSuccessPage = lazy(() => import('../features/subscriptions').then((m) => ({ default: m.RegistrationSuccessPage })));
const comparative = () => import('../features/comparative');
const CalculationsPage = lazy(() => comparative().then((m) => ({ default: m.CalculationsPage })));
const ComparativeReportPage = lazy(() => comparative().then((m) => ({ default: m.ComparativeReportPage })));
const ComparativeReportPrintPage = lazy(() => comparative().then((m) => ({ default: m.ComparativeReportPrintPage })));
const ComparativeSelectReportPage = lazy(() => comparative().then((m) => ({ default: m.ComparativeSelectReportPage })));
const LoggingPage = lazy(() => comparative().then((m) => ({ default: m.LoggingPage })));
const PreAnalysisPage = lazy(() => comparative().then((m) => ({ default: m.PreAnalysisPage })));
const DataEntryPage = lazy(() => comparative().then((m) => ({ default: m.DataEntryPage })));
const DataEntryPrintPage = lazy(() => comparative().then((m) => ({ default: m.DataEntryPrintPage })));
const AnnualReportPage = lazy(() => comparative().then((m) => ({ default: m.AnnualReportPage })));
const ComparativeAdminPage = lazy(() => comparative().then((m) => ({ default: m.AdminPage })));
const BuyerRequestsPage = lazy(() => import('../features/buyers/BuyerRequestsPage').then((m) => ({ default: m.BuyerRequestsPage })));
const RequestInboxPage = lazy(() => import('../features/requests/RequestInboxPage').then((m) => ({ default: m.RequestInboxPage })));
const RequestAnswerPage = lazy(() => import('../features/requests/RequestAnswerPage').then((m) => ({ default: m.RequestAnswerPage })));
// The dashboard and its charts (nivo) in a chunk of their own: the first page's JS budget is tight.
const DecisionPage = lazy(() => import('../features/decisions').then((m) => ({ default: m.DecisionPage })));
const EedReportPage = lazy(() => import('../features/eed-reports').then((m) => ({ default: m.EedReportPage })));
const EedReportPrintPage = lazy(() => import('../features/eed-reports').then((m) => ({ default: m.EedReportPrintPage })));
const DashboardPage = lazy(() => import('../features/dashboard').then((m) => ({ default: m.DashboardPage })));
const VerifyPage = lazy(() => import('../features/verify/VerifyPage').then((m) => ({ default: m.VerifyPage })));

function SignedIn() {
  return (
    <SessionProvider>
      <Suspense fallback={<FullPageLoader />}>
        <AppShell>
          <Suspense fallback={<FullPageLoader />}>
            <ProfileGate>
              <Outlet />
            </ProfileGate>
          </Suspense>
        </AppShell>
      </Suspense>
    </SessionProvider>
  );
}

/** The buyers' single-report address (spec §2) is the single-solution (baseline) report. */
function BuyerSingleReport() {
  const { projectId = '' } = useParams();
  return <Navigate to={`/buyers/projects/${projectId}/baseline-report`} replace />;
}

/**
 * A report's print view: the A4 sheets alone, outside the shell. The report screen's print action
 * opens it (with ?autoprint=1) and the server's PDF export renders it in headless Chromium.
 */
function PrintView() {
  return (
    <SessionProvider>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </SessionProvider>
  );
}

/** Hash routes of spec/platform-and-shell.md §2 built so far; unknown paths go to /404. */
export const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <Lazy><RegisterPage /></Lazy> },
  { path: '/forgot-password', element: <Lazy><ForgotPasswordPage /></Lazy> },
  { path: '/reset-password', element: <Lazy><ResetPasswordPage /></Lazy> },
  { path: '/verify-email', element: <Lazy><VerifyEmailPage /></Lazy> },
  { path: '/404', element: <Lazy><ErrorPage status={404} /></Lazy> },
  { path: '/403', element: <Lazy><ErrorPage status={403} /></Lazy> },
  // Public: report QR codes link here; no user or subscription data is loaded.
  { path: '/verify-evoice', element: <Lazy><VerifyPage /></Lazy> },
  {
    path: '/print',
    element: <PrintView />,
    children: [
      // The print view of every report of the project-manager and buyers screens (the PDF export renders it).
      { path: 'project-manager/projects/:projectId/:reportMarker', element: <PaidRoute capability="reports"><ReportPrintPage /></PaidRoute> },
      // A single-solution project's one report (its app's PDF export renders it; the model follows the namespace).
      { path: 'single-solution/projects/:projectId/baseline-report', element: <PaidRoute capability="reports"><ReportPrintPage /></PaidRoute> },
      { path: 'comparative-solution/projects/:projectId/report', element: <PaidRoute capability="comparativeProject"><ComparativeReportPrintPage /></PaidRoute> },
      { path: 'comparative-solution/projects/:projectId/admin/data-entry', element: <PaidRoute capability="comparativeProject"><DataEntryPrintPage /></PaidRoute> },
      { path: 'project-manager/projects/:projectId/solutions/:solutionId/eed-report/:year', element: <PaidRoute capability="projectManager"><EedReportPrintPage /></PaidRoute> },
    ],
  },
  {
    element: <SignedIn />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      // template=report-options shows the user's report options beside the general settings.
      { path: '/users/settings', element: <UserSettingsTemplates /> },
      { path: '/users/profile/create', element: <ProfileCreatePage /> },
      { path: '/partner-admin', element: <PartnerAdminPage /> },
      // Payment success (spec §2): a 10-second countdown to the root.
      { path: '/registration-success', element: <RegistrationSuccessPage /> },
      { path: '/admin/catalogue', element: <CatalogueImportPage /> },
      { path: '/admin/validation', element: <ValidationQueuePage /> },
      { path: '/admin/categories', element: <CategoryAdminPage /> },
      // The list is free data (the sidebar lists it), but the work behind it is paid: the upgrade dialog shows on
      // entering, never after a free user has created a client and a project (issue #34 point 2).
      { path: '/comparative-solution/projects', element: <PaidRoute capability="comparativeProject"><ProjectListPage namespace="comparative-solution" /></PaidRoute> },
      { path: '/comparative-solution/projects/:projectId/project-details', element: <PaidRoute capability="comparativeProject"><ProjectDetailsPage namespace="comparative-solution" /></PaidRoute> },
      { path: '/comparative-solution/projects/:projectId/client-details', element: <ProjectDetailsPage namespace="comparative-solution" tab="client" /> },
      { path: '/comparative-solution/projects/:projectId/calculations', element: <PaidRoute capability="comparativeProject"><CalculationsPage /></PaidRoute> },
      { path: '/comparative-solution/projects/:projectId/select-report', element: <PaidRoute capability="comparativeProject"><ComparativeSelectReportPage /></PaidRoute> },
      { path: '/comparative-solution/projects/:projectId/admin', element: <PaidRoute capability="comparativeProject"><ComparativeAdminPage /></PaidRoute> },
      { path: '/comparative-solution/projects/:projectId/admin/data-entry/print', element: <PaidRoute capability="comparativeProject"><DataEntryPrintPage /></PaidRoute> },
      { path: '/comparative-solution/projects/:projectId/logging', element: <PaidRoute capability="comparativeProject"><LoggingPage /></PaidRoute> },
      { path: '/comparative-solution/projects/:projectId/report', element: <PaidRoute capability="comparativeProject"><ComparativeReportPage /></PaidRoute> },
      { path: '/comparative-solution/projects/:projectId/pre-analysis', element: <PaidRoute capability="comparativeProject"><PreAnalysisPage /></PaidRoute> },
      { path: '/comparative-solution/projects/:projectId/report/inddatering', element: <PaidRoute capability="comparativeProject"><DataEntryPage /></PaidRoute> },
      { path: '/comparative-solution/projects/:projectId/annual-report', element: <PaidRoute capability="comparativeProject"><AnnualReportPage /></PaidRoute> },
      { path: '/comparative-solution/clients/:clientId/projects', element: <PaidRoute capability="comparativeProject"><ClientProjectsPage namespace="comparative-solution" /></PaidRoute> },
      { path: '/project-manager/projects', element: <PaidRoute capability="projectManager"><ProjectListPage namespace="project-manager" /></PaidRoute> },
      { path: '/project-manager/projects/:projectId/project-details', element: <PaidRoute capability="projectManager"><ProjectDetailsPage namespace="project-manager" /></PaidRoute> },
      { path: '/project-manager/projects/:projectId/solutions', element: <PaidRoute capability="projectManager"><SolutionsPage /></PaidRoute> },
      { path: '/project-manager/projects/:projectId/decision', element: <PaidRoute capability="projectManager"><DecisionPage /></PaidRoute> },
      { path: '/project-manager/projects/:projectId/solutions/:solutionId/eed-report', element: <PaidRoute capability="projectManager"><EedReportPage /></PaidRoute> },
      { path: '/project-manager/projects/:projectId/select-report', element: <PaidRoute capability="projectManager"><SelectReportPage /></PaidRoute> },
      // Spec §2: the marker picks the report (baseline-, comparative-, lca-report); any other is the refurbishment report.
      { path: '/project-manager/projects/:projectId/:reportMarker', element: <PaidRoute capability="projectManager"><ReportPage /></PaidRoute> },
      { path: '/project-manager/client-details/:clientId', element: <PaidRoute capability="projectManager"><ClientProjectsPage namespace="project-manager" /></PaidRoute> },
      { path: '/project-manager/clients/:clientId/projects', element: <PaidRoute capability="projectManager"><ClientProjectsPage namespace="project-manager" /></PaidRoute> },
      // Single-solution projects (spec §1–2): one solution each, opened at /single-solution/project/{id}; its report is the baseline report.
      { path: '/single-solution/projects', element: <PaidRoute capability="solutions"><ProjectListPage namespace="single-solution" /></PaidRoute> },
      { path: '/single-solution/project/:projectId', element: <PaidRoute capability="solutions"><SolutionsPage /></PaidRoute> },
      { path: '/single-solution/projects/:projectId/project-details', element: <PaidRoute capability="solutions"><ProjectDetailsPage namespace="single-solution" /></PaidRoute> },
      { path: '/single-solution/projects/:projectId/select-report', element: <PaidRoute capability="reports"><SelectReportPage /></PaidRoute> },
      { path: '/single-solution/projects/:projectId/:reportMarker', element: <PaidRoute capability="reports"><ReportPage /></PaidRoute> },
      { path: '/single-solution/clients/:clientId/projects', element: <PaidRoute capability="solutions"><ClientProjectsPage namespace="single-solution" /></PaidRoute> },
      { path: '/buyers/projects', element: <ProjectListPage namespace="buyers" /> },
      { path: '/buyers/project-group/:clientId', element: <ClientProjectsPage namespace="buyers" /> },
      { path: '/buyers/project-group/:clientId/projects', element: <ClientProjectsPage namespace="buyers" /> },
      { path: '/buyers/projects/:projectId/project-details', element: <ProjectDetailsPage namespace="buyers" /> },
      { path: '/buyers/projects/:projectId/solutions', element: <SolutionsPage /> },
      { path: '/buyers/projects/:projectId/requests', element: <BuyerRequestsPage /> },
      { path: '/buyers/projects/:projectId/select-report', element: <SelectReportPage /> },
      { path: '/buyers/projects/:projectId/single-report', element: <BuyerSingleReport /> },
      { path: '/buyers/projects/:projectId/lca-report', element: <PaidRoute capability="lcaReport"><ReportPage /></PaidRoute> },
      { path: '/buyers/projects/:projectId/:reportMarker', element: <ReportPage /> },
      { path: '/requests', element: <RequestInboxPage /> },
      { path: '/requests/:requestShareId', element: <RequestAnswerPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
