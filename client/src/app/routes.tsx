import { createHashRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';
import { CatalogueImportPage } from '../features/admin/CatalogueImportPage';
import { ErrorPage } from '../features/errors/ErrorPage';
import { HomePage } from '../features/home/HomePage';
import { AppShell } from '../features/shell/AppShell';
import { PaidRoute } from '../features/shell/PaidRoute';
import { ClientProjectsPage } from '../features/projects/ClientProjectsPage';
import { ProjectDetailsPage } from '../features/projects/ProjectDetailsPage';
import { ProjectListPage } from '../features/projects/ProjectListPage';
import { SolutionsPage } from '../features/solutions/SolutionsPage';
import { PartnerAdminPage } from '../features/report-options/PartnerAdminPage';
import { UserSettingsTemplates } from '../features/report-options/UserSettingsTemplates';
import { VerifyPage } from '../features/verify/VerifyPage';
import { SessionProvider } from './session';

function SignedIn() {
  return (
    <SessionProvider>
      <AppShell>
        <Outlet />
      </AppShell>
    </SessionProvider>
  );
}

/** Hash routes of spec/platform-and-shell.md §2 built so far; unknown paths go to /404. */
export const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/404', element: <ErrorPage status={404} /> },
  { path: '/403', element: <ErrorPage status={403} /> },
  // Public: report QR codes link here; no user or subscription data is loaded.
  { path: '/verify-evoice', element: <VerifyPage /> },
  {
    element: <SignedIn />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/dashboard', element: <HomePage /> },
      // template=report-options shows the user's report options beside the general settings.
      { path: '/users/settings', element: <UserSettingsTemplates /> },
      { path: '/partner-admin', element: <PartnerAdminPage /> },
      { path: '/admin/catalogue', element: <CatalogueImportPage /> },
      { path: '/comparative-solution/projects', element: <ProjectListPage namespace="comparative-solution" /> },
      { path: '/comparative-solution/projects/:projectId/project-details', element: <PaidRoute><ProjectDetailsPage namespace="comparative-solution" /></PaidRoute> },
      { path: '/comparative-solution/projects/:projectId/client-details', element: <ProjectDetailsPage namespace="comparative-solution" tab="client" /> },
      { path: '/comparative-solution/clients/:clientId/projects', element: <PaidRoute><ClientProjectsPage namespace="comparative-solution" /></PaidRoute> },
      { path: '/project-manager/projects', element: <PaidRoute><ProjectListPage namespace="project-manager" /></PaidRoute> },
      { path: '/project-manager/projects/:projectId/project-details', element: <PaidRoute><ProjectDetailsPage namespace="project-manager" /></PaidRoute> },
      { path: '/project-manager/projects/:projectId/solutions', element: <PaidRoute><SolutionsPage /></PaidRoute> },
      { path: '/project-manager/client-details/:clientId', element: <PaidRoute><ClientProjectsPage namespace="project-manager" /></PaidRoute> },
      { path: '/project-manager/clients/:clientId/projects', element: <PaidRoute><ClientProjectsPage namespace="project-manager" /></PaidRoute> },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
