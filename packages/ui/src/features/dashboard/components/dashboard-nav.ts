import type { SideNavItem } from '@/lib/components/SideNav';

/** The sidebar links to pages without parameters. */
type NavRoute =
  | 'dashboardMyQrs'
  | 'dashboardGenerateQr'
  | 'dashboardBulk'
  | 'dashboardAnalytics'
  | 'dashboardMyShortLinks'
  | 'dashboardGenerateShortLink'
  | 'dashboardPages'
  | 'dashboardNewPage'
  | 'dashboardSettings'
  | 'dashboardTeam'
  | 'dashboardActivity'
  | 'dashboardNotifications';

export type DashboardNavItem = SideNavItem<NavRoute>;

/** The sidebar's four groups (docs/product/screens-and-routes.md, "Screens and routes"). */
export const DASHBOARD_NAV: { group: string; items: DashboardNavItem[] }[] = [
  {
    group: 'QR Codes',
    items: [
      { route: 'dashboardMyQrs', label: 'Meus QR Codes', alsoActiveOn: ['dashboard'] },
      { route: 'dashboardGenerateQr', label: 'Gerar QR Code', alsoActiveOn: ['dashboardEditQr'] },
      { route: 'dashboardBulk', label: 'Criação em Massa' },
      {
        route: 'dashboardAnalytics',
        label: 'Análise de Cliques',
        alsoActiveOn: ['dashboardQrAnalytics'],
      },
    ],
  },
  {
    group: 'Encurtador de Links',
    items: [
      {
        route: 'dashboardMyShortLinks',
        label: 'Meus Links',
        alsoActiveOn: ['dashboardLinkAnalytics'],
      },
      {
        route: 'dashboardGenerateShortLink',
        label: 'Encurtar Link',
        alsoActiveOn: ['dashboardEditShortLink'],
      },
    ],
  },
  {
    group: 'Páginas',
    items: [
      {
        route: 'dashboardPages',
        label: 'Minhas Páginas',
        alsoActiveOn: ['dashboardEditPage', 'dashboardPageAnalytics'],
      },
      { route: 'dashboardNewPage', label: 'Criar Página' },
    ],
  },
  {
    group: 'Conta',
    items: [
      { route: 'dashboardSettings', label: 'Configurações' },
      { route: 'dashboardTeam', label: 'Equipe', alsoActiveOn: ['dashboardInvitation'] },
      { route: 'dashboardActivity', label: 'Atividade' },
      { route: 'dashboardNotifications', label: 'Notificações' },
    ],
  },
];
