import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireUser } from './guards/RequireUser';
import { AppRoot } from './layout/AppRoot';
import { PublicLayout } from './layout/PublicLayout';
import { RouteError } from './layout/RouteError';
import { href, paths } from '@/lib/routes';

// Every screen is its own chunk: the landing page loads only what it shows.
const Landing = lazy(() => import('@/routes/landing'));
const Pricing = lazy(() => import('@/routes/pricing'));
const Login = lazy(() => import('@/routes/login'));
const Register = lazy(() => import('@/routes/register'));
const ForgotPassword = lazy(() => import('@/routes/forgot-password'));
const UpdatePassword = lazy(() => import('@/routes/update-password'));
const Terms = lazy(() => import('@/routes/terms'));
const Privacy = lazy(() => import('@/routes/privacy'));
const Contact = lazy(() => import('@/routes/contact'));
const Faq = lazy(() => import('@/routes/faq'));
const Features = lazy(() => import('@/routes/features'));
const Blog = lazy(() => import('@/routes/blog'));
const SubscriptionSuccess = lazy(() => import('@/routes/subscription-success'));
const QrRedirect = lazy(() => import('@/routes/qr-redirect'));
const ShortLinkRedirect = lazy(() => import('@/routes/short-link-redirect'));
const SharedReport = lazy(() => import('@/routes/shared-report'));
const NotFound = lazy(() => import('@/routes/not-found'));
const DashboardLayout = lazy(() =>
  import('@/features/dashboard/components/DashboardLayout').then((m) => ({
    default: m.DashboardLayout,
  })),
);
const DashboardMyQrs = lazy(() => import('@/routes/dashboard-my-qrs'));
const DashboardGenerateQr = lazy(() => import('@/routes/dashboard-generate-qr'));
const DashboardBulk = lazy(() => import('@/routes/dashboard-bulk'));
const DashboardNotifications = lazy(() => import('@/routes/dashboard-notifications'));
const DashboardTeam = lazy(() => import('@/routes/dashboard-team'));
const DashboardActivity = lazy(() => import('@/routes/dashboard-activity'));
const DashboardInvitation = lazy(() => import('@/routes/dashboard-invitation'));
const DashboardMyShortLinks = lazy(() => import('@/routes/dashboard-my-short-links'));
const DashboardShortLinkForm = lazy(() => import('@/routes/dashboard-generate-short-link'));
const DashboardLinkAnalytics = lazy(() => import('@/routes/dashboard-link-analytics'));
const DashboardPages = lazy(() => import('@/routes/dashboard-pages'));
const DashboardPageAnalytics = lazy(() => import('@/routes/dashboard-page-analytics'));
const DashboardPageEditor = lazy(() => import('@/routes/dashboard-page-editor'));
const DashboardSettings = lazy(() => import('@/routes/dashboard-settings'));
const DashboardAnalytics = lazy(() => import('@/routes/dashboard-analytics'));
const AdminLayout = lazy(() =>
  import('@/features/admin/components/AdminLayout').then((m) => ({ default: m.AdminLayout })),
);
const AdminClients = lazy(() => import('@/routes/admin-clients'));
const AdminEditClient = lazy(() => import('@/routes/admin-edit-client'));
const AdminWorkspaces = lazy(() => import('@/routes/admin-workspaces'));
const AdminAnalytics = lazy(() => import('@/routes/admin-analytics'));
const AdminSettings = lazy(() => import('@/routes/admin-settings'));
const AdminSecurity = lazy(() => import('@/routes/admin-security'));
const AdminReports = lazy(() => import('@/routes/admin-reports'));
const AdminAudit = lazy(() => import('@/routes/admin-audit'));
const AdminPlans = lazy(() => import('@/routes/admin-plans'));
const AdminPlanForm = lazy(() => import('@/routes/admin-plan-form'));
const QrGeneratorPage = lazy(() => import('@/features/tools/qr-generator/QrGeneratorPage'));
const ShortLinkToolPage = lazy(() => import('@/features/tools/short-link/ShortLinkToolPage'));
const VCardToolPage = lazy(() => import('@/features/tools/vcard/VCardToolPage'));
const WhatsAppToolPage = lazy(() => import('@/features/tools/whatsapp/WhatsAppToolPage'));

// The index routes of /dashboard and /admin send on with an element, not a loader's redirect():
// loaders run before the guards, and on a first load a loader's redirect followed by the guard's
// to /login left a history entry whose Back showed an empty page that Back could not leave.
export const routeTable: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError area="app" />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            errorElement: <RouteError area="public" />,
            children: [
              { path: paths.home, element: <Landing /> },
              { path: paths.pricing, element: <Pricing /> },
              { path: paths.plans, element: <Pricing /> },
              { path: paths.terms, element: <Terms /> },
              { path: paths.privacy, element: <Privacy /> },
              { path: paths.contact, element: <Contact /> },
              { path: paths.faq, element: <Faq /> },
              { path: paths.features, element: <Features /> },
              { path: paths.blog, element: <Blog /> },
              { path: paths.updatePassword, element: <UpdatePassword /> },
              { path: paths.qrRedirect, element: <QrRedirect /> },
              { path: paths.shortLinkRedirect, element: <ShortLinkRedirect /> },
              { path: paths.sharedReport, element: <SharedReport /> },
              {
                element: <RedirectIfSignedIn />,
                children: [
                  { path: paths.login, element: <Login /> },
                  { path: paths.register, element: <Register /> },
                  { path: paths.forgotPassword, element: <ForgotPassword /> },
                ],
              },
              { path: '*', element: <NotFound /> },
            ],
          },
          {
            errorElement: <RouteError area="tools" />,
            children: [
              { path: paths.toolQrCode, element: <QrGeneratorPage /> },
              { path: paths.toolShortLink, element: <ShortLinkToolPage /> },
              { path: paths.toolVCard, element: <VCardToolPage /> },
              { path: paths.toolWhatsApp, element: <WhatsAppToolPage /> },
            ],
          },
          {
            element: <RequireUser />,
            errorElement: <RouteError area="dashboard" />,
            children: [
              { path: paths.subscriptionSuccess, element: <SubscriptionSuccess /> },
              {
                path: paths.dashboard,
                element: <DashboardLayout />,
                children: [
                  { index: true, element: <Navigate to={href('dashboardMyQrs')} replace /> },
                  { path: paths.dashboardMyQrs, element: <DashboardMyQrs /> },
                  { path: paths.dashboardGenerateQr, element: <DashboardGenerateQr /> },
                  { path: paths.dashboardEditQr, element: <DashboardGenerateQr /> },
                  { path: paths.dashboardBulk, element: <DashboardBulk /> },
                  { path: paths.dashboardNotifications, element: <DashboardNotifications /> },
                  { path: paths.dashboardTeam, element: <DashboardTeam /> },
                  { path: paths.dashboardActivity, element: <DashboardActivity /> },
                  { path: paths.dashboardInvitation, element: <DashboardInvitation /> },
                  { path: paths.dashboardMyShortLinks, element: <DashboardMyShortLinks /> },
                  { path: paths.dashboardGenerateShortLink, element: <DashboardShortLinkForm /> },
                  { path: paths.dashboardEditShortLink, element: <DashboardShortLinkForm /> },
                  { path: paths.dashboardLinkAnalytics, element: <DashboardLinkAnalytics /> },
                  { path: paths.dashboardPages, element: <DashboardPages /> },
                  { path: paths.dashboardNewPage, element: <DashboardPageEditor /> },
                  { path: paths.dashboardEditPage, element: <DashboardPageEditor /> },
                  { path: paths.dashboardPageAnalytics, element: <DashboardPageAnalytics /> },
                  { path: `${paths.dashboardSettings}/*`, element: <DashboardSettings /> },
                  { path: paths.dashboardAnalytics, element: <DashboardAnalytics /> },
                  { path: paths.dashboardQrAnalytics, element: <DashboardAnalytics /> },
                  { path: '*', element: <NotFound /> },
                ],
              },
            ],
          },
          {
            element: <RequireAdmin />,
            errorElement: <RouteError area="admin" />,
            children: [
              {
                path: paths.admin,
                element: <AdminLayout />,
                children: [
                  { index: true, element: <Navigate to={href('adminClients')} replace /> },
                  { path: paths.adminClients, element: <AdminClients /> },
                  { path: paths.adminEditClient, element: <AdminEditClient /> },
                  { path: paths.adminWorkspaces, element: <AdminWorkspaces /> },
                  { path: paths.adminAnalytics, element: <AdminAnalytics /> },
                  { path: paths.adminSettings, element: <AdminSettings /> },
                  { path: paths.adminSecurity, element: <AdminSecurity /> },
                  { path: paths.adminReports, element: <AdminReports /> },
                  { path: paths.adminAudit, element: <AdminAudit /> },
                  { path: paths.adminPlans, element: <AdminPlans /> },
                  { path: paths.adminNewPlan, element: <AdminPlanForm /> },
                  { path: paths.adminEditPlan, element: <AdminPlanForm /> },
                  { path: '*', element: <NotFound /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
