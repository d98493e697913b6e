import { href } from '@/lib/routes';

/** The navbar's public links, shared by the desktop bar and the mobile drawer. */
export const mainNavItems = [
  { label: 'Planos', to: href('pricing') },
  { label: 'Links WhatsApp', to: href('toolWhatsApp') },
  { label: 'QR Codes', to: href('toolQrCode') },
  { label: 'Encurtar Links', to: href('toolShortLink') },
] as const;
