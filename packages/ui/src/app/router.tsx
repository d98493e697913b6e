import { isValidElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireUser } from './guards/RequireUser';
import { AppRoot } from './layout/AppRoot';
import { PublicLayout } from './layout/PublicLayout';
import { RouteError } from './layout/RouteError';
import { lazyScreen } from '@/lib/lazy-screen';
import { href, paths } from '@/lib/routes';

// Every screen is its own chunk: the landing page loads only what it shows.
const Landing = lazyScreen(() => import('@/routes/landing'));
const Pricing = lazyScreen(() => import('@/routes/pricing'));
const Login = lazyScreen(() => import('@/routes/login'));
const Register = lazyScreen(() => import('@/routes/register'));
const ForgotPassword = lazyScreen(() => import('@/routes/forgot-password'));
const UpdatePassword = lazyScreen(() => import('@/routes/update-password'));
const Terms = lazyScreen(() => import('@/routes/terms'));
const Privacy = lazyScreen(() => import('@/routes/privacy'));
const Contact = lazyScreen(() => import('@/routes/contact'));
const Faq = lazyScreen(() => import('@/routes/faq'));
const Features = lazyScreen(() => import('@/routes/features'));
const Blog = lazyScreen(() => import('@/routes/blog'));
const SubscriptionSuccess = lazyScreen(() => import('@/routes/subscription-success'));
const QrRedirect = lazyScreen(() => import('@/routes/qr-redirect'));
const ShortLinkRedirect = lazyScreen(() => import('@/routes/short-link-redirect'));
const SharedReport = lazyScreen(() => import('@/routes/shared-report'));
const NotFound = lazyScreen(() => import('@/routes/not-found'));
const DashboardLayout = lazyScreen(() =>
  import('@/features/dashboard/components/DashboardLayout').then((m) => ({
    default: m.DashboardLayout,
  })),
);
const DashboardMyQrs = lazyScreen(() => import('@/routes/dashboard-my-qrs'));
const DashboardGenerateQr = lazyScreen(() => import('@/routes/dashboard-generate-qr'));
const DashboardBulk = lazyScreen(() => import('@/routes/dashboard-bulk'));
const DashboardNotifications = lazyScreen(() => import('@/routes/dashboard-notifications'));
const DashboardTeam = lazyScreen(() => import('@/routes/dashboard-team'));
const DashboardActivity = lazyScreen(() => import('@/routes/dashboard-activity'));
const DashboardInvitation = lazyScreen(() => import('@/routes/dashboard-invitation'));
const DashboardMyShortLinks = lazyScreen(() => import('@/routes/dashboard-my-short-links'));
const DashboardShortLinkForm = lazyScreen(() => import('@/routes/dashboard-generate-short-link'));
const DashboardLinkAnalytics = lazyScreen(() => import('@/routes/dashboard-link-analytics'));
const DashboardPages = lazyScreen(() => import('@/routes/dashboard-pages'));
const DashboardPageAnalytics = lazyScreen(() => import('@/routes/dashboard-page-analytics'));
const DashboardPageEditor = lazyScreen(() => import('@/routes/dashboard-page-editor'));
const DashboardSettings = lazyScreen(() => import('@/routes/dashboard-settings'));
const DashboardAnalytics = lazyScreen(() => import('@/routes/dashboard-analytics'));
const AdminLayout = lazyScreen(() =>
  import('@/features/admin/components/AdminLayout').then((m) => ({ default: m.AdminLayout })),
);
const AdminClients = lazyScreen(() => import('@/routes/admin-clients'));
const AdminEditClient = lazyScreen(() => import('@/routes/admin-edit-client'));
const AdminWorkspaces = lazyScreen(() => import('@/routes/admin-workspaces'));
const AdminAnalytics = lazyScreen(() => import('@/routes/admin-analytics'));
const AdminSettings = lazyScreen(() => import('@/routes/admin-settings'));
const AdminSecurity = lazyScreen(() => import('@/routes/admin-security'));
const AdminReports = lazyScreen(() => import('@/routes/admin-reports'));
const AdminAudit = lazyScreen(() => import('@/routes/admin-audit'));
const AdminPlans = lazyScreen(() => import('@/routes/admin-plans'));
const AdminPlanForm = lazyScreen(() => import('@/routes/admin-plan-form'));
const QrGeneratorPage = lazyScreen(() => import('@/features/tools/qr-generator/QrGeneratorPage'));
const ShortLinkToolPage = lazyScreen(() => import('@/features/tools/short-link/ShortLinkToolPage'));
const VCardToolPage = lazyScreen(() => import('@/features/tools/vcard/VCardToolPage'));
const WhatsAppToolPage = lazyScreen(() => import('@/features/tools/whatsapp/WhatsAppToolPage'));

// A plain route table, rendered by useRoutes (react-router's declarative mode): no route loads
// data before it renders (the screens do, with TanStack Query), so the data router's machinery
// would be 16 KB of every page's first script for nothing. Each area's error boundary is an
// element of its own (RouteError). The index routes of /dashboard and /admin send on with an
// element, after the guards: on a first load a redirect ahead of the guard's to /login left a
// history entry whose Back showed an empty page that Back could not leave.
export const routeTable: RouteObject[] = [
  {
    element: (
      <RouteError area="app">
        <AppRoot />
      </RouteError>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <RouteError area="public" />,
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
            element: <RouteError area="tools" />,
            children: [
              { path: paths.toolQrCode, element: <QrGeneratorPage /> },
              { path: paths.toolShortLink, element: <ShortLinkToolPage /> },
              { path: paths.toolVCard, element: <VCardToolPage /> },
              { path: paths.toolWhatsApp, element: <WhatsAppToolPage /> },
            ],
          },
          {
            element: (
              <RouteError area="dashboard">
                <RequireUser />
              </RouteError>
            ),
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
            element: (
              <RouteError area="admin">
                <RequireAdmin />
              </RouteError>
            ),
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

/**
 * The app's screens at the router's address (BrowserRouter, MemoryRouter, StaticRouter). The
 * routers around it navigate without transitions (`useTransitions={false}`): a screen not loaded
 * yet shows its area's loader at once, and sign-out can put the landing on screen before it
 * ends the session (use-sign-out.ts).
 */
export function AppRoutes({ routes = routeTable }: { routes?: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Loads the screens the page at `pathname` shows, so that they render without suspending (see
 * lazy-screen.ts): a prerendered page's are loaded before the app hydrates it.
 */
export function preloadScreensAt(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routeTable, pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
      const preload = (type as { preload?: () => Promise<unknown> } | undefined)?.preload;
      return preload?.();
    }),
  );
}
