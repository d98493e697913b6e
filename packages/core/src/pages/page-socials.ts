// A link page's row of social icons (docs/product/pages.md): one web address per network, drawn
// by the server as small inline icons under the buttons, each counted as a tap like a button
// (`rede-{network}`). The icons are our own simple line drawings, not the networks' logos.
import { z } from 'zod';
import { KEYS } from '../validation/messages';
import { httpUrlField } from '../validation/url';

export const PAGE_SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'tiktok',
  'youtube',
  'x',
  'linkedin',
] as const;
export type PageSocialNetwork = (typeof PAGE_SOCIAL_NETWORKS)[number];

/** Each network's name, as the editor's field and the icon's accessible name say it. */
export const SOCIAL_NETWORK_LABELS: Record<PageSocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
};

export const pageSocialSchema = z.object({
  network: z.enum(PAGE_SOCIAL_NETWORKS),
  target: httpUrlField(),
});
export type PageSocial = z.output<typeof pageSocialSchema>;

/** At most one address per network, in the order the page shows them. */
export const pageSocialsSchema = z
  .array(pageSocialSchema)
  .max(PAGE_SOCIAL_NETWORKS.length)
  .refine((socials) => new Set(socials.map((social) => social.network)).size === socials.length, {
    message: KEYS.pageSocialRepeated,
  });

/** The id a network's icon is counted under (button ids never start with 'rede-' in the editor). */
export function socialTapId(network: PageSocialNetwork): string {
  return `rede-${network}`;
}

// 24 x 24, drawn with a 2-unit stroke in the text's colour (fill: the dots and the play mark).
const ICON_SHAPES: Record<PageSocialNetwork, string> = {
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1" fill="currentColor"/>',
  facebook: '<path d="M15 3h-2a4 4 0 0 0-4 4v14M6 10h9"/>',
  tiktok: '<path d="M13 3v12a4 4 0 1 1-4-4M13 3c0 3 2 5 5 5"/>',
  youtube:
    '<rect x="2" y="5" width="20" height="14" rx="4"/><path d="M10 9l5 3-5 3z" fill="currentColor"/>',
  x: '<path d="M4 4l16 16M20 4L4 20"/>',
  linkedin:
    '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 11v6M8 7.5v.5M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17"/>',
};

/** The icon of `network` as inline SVG, hidden from screen readers (its link is named). */
export function socialIconSvg(network: PageSocialNetwork): string {
  return (
    '<svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" ' +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ICON_SHAPES[network]}</svg>`
  );
}
