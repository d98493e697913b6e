import {
  IconChartBar,
  IconFileAnalytics,
  IconFolders,
  IconLayoutDashboard,
  IconPalette,
  IconQrcode,
  type Icon,
} from '@tabler/icons-react';

export interface FeatureCard {
  title: string;
  description: string;
  icon: Icon;
}

/** The six feature cards of the landing page (docs/product/overview.md, "What the product is"). */
export const featureCards: FeatureCard[] = [
  {
    title: 'QR Codes Dinâmicos',
    description:
      'Crie QR Codes com suas cores, seu logo e no formato que precisar, e troque o destino quando quiser.',
    icon: IconQrcode,
  },
  {
    title: 'Rastreamento Avançado',
    description: 'Acompanhe scans e cliques, com localização e dispositivos de quem acessou.',
    icon: IconChartBar,
  },
  {
    title: 'Painel Intuitivo',
    description: 'Todos os seus QR Codes e links em um só lugar, fáceis de criar, editar e medir.',
    icon: IconLayoutDashboard,
  },
  {
    title: 'Organização Fácil',
    description: 'Organize tudo em pastas e tags e encontre qualquer código com a busca rápida.',
    icon: IconFolders,
  },
  {
    title: 'Relatórios Completos',
    description: 'Exporte relatórios e compartilhe os resultados com sua equipe ou seus clientes.',
    icon: IconFileAnalytics,
  },
  {
    title: 'Design Ilimitado',
    description: 'Personalização sem limites: cores, logos e estilos para combinar com sua marca.',
    icon: IconPalette,
  },
];
