// Each route's page title, shown as "<title> | QR Link" in the browser tab
// (docs/product/screens-and-routes.md, "Screens and routes").
import { matchPath } from 'react-router-dom';
import { paths, type RouteName } from './routes';

const SITE_NAME = 'QR Link';
export const HOME_TITLE = 'QR Link: QR Codes dinâmicos e links curtos';

const TITLES: Partial<Record<RouteName, string>> = {
  login: 'Entrar',
  register: 'Cadastre-se',
  forgotPassword: 'Recuperar senha',
  updatePassword: 'Nova senha',
  qrRedirect: 'Redirecionando',
  shortLinkRedirect: 'Redirecionando',
  sharedReport: 'Relatório compartilhado',
  terms: 'Termos de Uso',
  privacy: 'Política de Privacidade',
  contact: 'Contato',
  faq: 'Perguntas Frequentes',
  features: 'Funcionalidades',
  pricing: 'Planos',
  plans: 'Planos',
  blog: 'Blog',
  subscriptionSuccess: 'Assinatura',
  toolWhatsApp: 'Gerador de Links WhatsApp',
  toolQrCode: 'Gerador de QR Code',
  toolShortLink: 'Encurtador de Links',
  toolVCard: 'Gerador de vCard',
  dashboard: 'Painel',
  dashboardMyQrs: 'Meus QR Codes',
  dashboardGenerateQr: 'Gerar/Editar QR Code',
  dashboardBulk: 'Criação em Massa',
  dashboardEditQr: 'Gerar/Editar QR Code',
  dashboardAnalytics: 'Análise de Cliques de QR Code',
  dashboardQrAnalytics: 'Análise de Cliques de QR Code',
  dashboardMyShortLinks: 'Meus Links Encurtados',
  dashboardGenerateShortLink: 'Gerar/Editar Link Encurtado',
  dashboardEditShortLink: 'Gerar/Editar Link Encurtado',
  dashboardLinkAnalytics: 'Análise de Cliques de Link',
  dashboardPages: 'Minhas Páginas',
  // Before the edit route, whose :pageId would match 'new' too.
  dashboardNewPage: 'Criar Página',
  dashboardEditPage: 'Editar Página',
  dashboardPageAnalytics: 'Análise da Página',
  dashboardSettings: 'Configurações da Conta',
  dashboardNotifications: 'Notificações',
  dashboardTeam: 'Equipe',
  dashboardActivity: 'Atividade',
  dashboardInvitation: 'Convite',
  admin: 'Painel Admin',
  adminClients: 'Gerenciar Clientes',
  adminEditClient: 'Gerenciar Clientes',
  adminWorkspaces: 'Espaços de trabalho',
  adminAnalytics: 'Análise Geral',
  adminSettings: 'Configurações',
  adminSecurity: 'Segurança',
  adminReports: 'Denúncias',
  adminAudit: 'Auditoria',
  adminPlans: 'Gerenciar Planos',
  adminNewPlan: 'Gerenciar Planos',
  adminEditPlan: 'Gerenciar Planos',
};

/** A code's preview address (`/s/{code}+`, `/qr/{id}+`): it shows, never follows. */
const PREVIEW_ADDRESS = /^\/(qr|s)\/[^/]+\+\/?$/;
const PREVIEW_TITLE = 'Para onde este link leva';

/** The document title for a pathname: the route's, else 'Painel' under /dashboard, else 404. */
export function pageTitle(pathname: string): string {
  if (pathname === paths.home) return HOME_TITLE;
  if (PREVIEW_ADDRESS.test(pathname)) return `${PREVIEW_TITLE} | ${SITE_NAME}`;
  for (const [name, title] of Object.entries(TITLES) as [RouteName, string][]) {
    const pattern = name === 'dashboardSettings' ? `${paths[name]}/*` : paths[name];
    if (matchPath({ path: pattern, end: true }, pathname)) return `${title} | ${SITE_NAME}`;
  }
  if (pathname.startsWith(`${paths.dashboard}/`)) return `Painel | ${SITE_NAME}`;
  return `Página não encontrada | ${SITE_NAME}`;
}
