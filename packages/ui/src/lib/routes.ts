// Every route path of docs/product/screens-and-routes.md, "Screens and routes" in one place.
// Screens link with href(), never with hand-written strings, so a renamed path is a one-line change
// that the compiler follows.

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  updatePassword: '/update-password',
  qrRedirect: '/qr/:qrId',
  shortLinkRedirect: '/s/:shortCode',
  sharedReport: '/r/:token',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  faq: '/faq',
  features: '/features',
  pricing: '/pricing',
  plans: '/plans',
  blog: '/blog',
  subscriptionSuccess: '/subscription/success',
  toolWhatsApp: '/tools/whatsapp-link-generator',
  toolQrCode: '/tools/qr-code-generator',
  toolShortLink: '/tools/short-link-generator',
  toolVCard: '/tools/vcard-generator',
  dashboard: '/dashboard',
  dashboardMyQrs: '/dashboard/my-qrs',
  dashboardGenerateQr: '/dashboard/generate-qr',
  dashboardBulk: '/dashboard/bulk',
  dashboardEditQr: '/dashboard/generate-qr/:qrId',
  dashboardAnalytics: '/dashboard/analytics',
  dashboardQrAnalytics: '/dashboard/analytics/:qrId',
  dashboardMyShortLinks: '/dashboard/my-short-links',
  dashboardGenerateShortLink: '/dashboard/generate-short-link',
  dashboardEditShortLink: '/dashboard/generate-short-link/:linkId',
  dashboardLinkAnalytics: '/dashboard/link-analytics/:linkId',
  dashboardPages: '/dashboard/pages',
  dashboardNewPage: '/dashboard/pages/new',
  dashboardEditPage: '/dashboard/pages/:pageId',
  dashboardPageAnalytics: '/dashboard/page-analytics/:pageId',
  dashboardSettings: '/dashboard/settings',
  dashboardNotifications: '/dashboard/notifications',
  dashboardTeam: '/dashboard/team',
  dashboardActivity: '/dashboard/activity',
  dashboardInvitation: '/dashboard/invitations/:token',
  admin: '/admin',
  adminClients: '/admin/clients',
  adminEditClient: '/admin/clients/edit/:clientId',
  adminWorkspaces: '/admin/workspaces',
  adminAnalytics: '/admin/analytics',
  adminSettings: '/admin/settings',
  adminSecurity: '/admin/security',
  adminReports: '/admin/reports',
  adminAudit: '/admin/audit',
  adminPlans: '/admin/plans',
  adminNewPlan: '/admin/plans/new',
  adminEditPlan: '/admin/plans/edit/:planId',
} as const;

export type RouteName = keyof typeof paths;

/** The `:param` names of a path pattern, as a union of string literals. */
type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

type Query = Record<string, string | number | undefined>;

type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [params?: undefined, query?: Query]
  : [params: Record<ParamNames<P>, string>, query?: Query];

/**
 * The address of a named route: `href('dashboardEditQr', { qrId })`. Parameters are URI-encoded;
 * query values that are undefined are left out.
 */
export function href<N extends RouteName>(name: N, ...args: HrefArgs<(typeof paths)[N]>): string {
  const [params, query] = args as [Record<string, string> | undefined, Query | undefined];
  const path = paths[name].replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`href(${name}): missing parameter ${key}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Landing-page anchors named by the spec. */
export const anchors = { features: 'features', pricing: 'pricing' } as const;

/**
 * A post-login `?redirect=` target is honoured only when it is one of our own paths: a single
 * leading slash (not `//host`, not `/\host`) and no scheme. Anything else falls back.
 */
export function safeRedirectPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return fallback;
  }
  try {
    const url = new URL(candidate, 'http://same-origin.invalid');
    if (url.origin !== 'http://same-origin.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
