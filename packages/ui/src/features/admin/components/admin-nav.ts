import type { SideNavItem } from '@/lib/components/SideNav';

type AdminNavRoute =
  | 'adminClients'
  | 'adminWorkspaces'
  | 'adminAnalytics'
  | 'adminPlans'
  | 'adminSecurity'
  | 'adminReports'
  | 'adminAudit'
  | 'adminSettings';

/**
 * The admin side menu (docs/product/screens-and-routes.md, "Screens and routes"): one group, in the
 * spec's order.
 */
export const ADMIN_NAV: { group: string; items: SideNavItem<AdminNavRoute>[] }[] = [
  {
    group: 'Administração',
    items: [
      {
        route: 'adminClients',
        label: 'Gerenciar Clientes',
        alsoActiveOn: ['admin', 'adminEditClient'],
      },
      { route: 'adminWorkspaces', label: 'Espaços de trabalho' },
      { route: 'adminAnalytics', label: 'Análise Geral' },
      {
        route: 'adminPlans',
        label: 'Gerenciar Planos',
        alsoActiveOn: ['adminNewPlan', 'adminEditPlan'],
      },
      { route: 'adminSecurity', label: 'Segurança' },
      { route: 'adminReports', label: 'Denúncias' },
      { route: 'adminAudit', label: 'Auditoria' },
      { route: 'adminSettings', label: 'Configurações' },
    ],
  },
];
