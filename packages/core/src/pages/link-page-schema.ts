// The 'Página de links' (docs/product/pages.md): a photo, a name, a short text and buttons, in
// a theme. One schema for the editor's input and for what is stored: its output (canonical
// addresses, phones in E.164) parses to itself again, so the server checks stored content with
// the same schema before it draws a page. The database's page_content_problem says the same.
import { z } from 'zod';
import { toE164 } from '../phone/parse-phone';
import { parsePixPayload } from '../qr-content/pix/pix-payload';
import { KEYS } from '../validation/messages';
import { httpUrlField, optionalHttpUrlField } from '../validation/url';
import { whatsappChatUrl } from '../whatsapp/build-whatsapp-link';
import { pageSocialsSchema } from './page-socials';

/** What a button does; each kind has its own label and icon in the editor. */
export const PAGE_BUTTON_KINDS = [
  'link',
  'whatsapp',
  'instagram',
  'tiktok',
  'youtube',
  'facebook',
  'email',
  'phone',
  'pix',
  'map',
] as const;
export type PageButtonKind = (typeof PAGE_BUTTON_KINDS)[number];

/** Kinds whose target is a web address (screened like every destination). */
export const WEB_BUTTON_KINDS = [
  'link',
  'instagram',
  'tiktok',
  'youtube',
  'facebook',
  'map',
] as const satisfies readonly PageButtonKind[];

export const PAGE_BUTTON_SHAPES = ['rounded', 'pill', 'square'] as const;
export const PAGE_FONTS = ['sans', 'serif', 'rounded', 'mono'] as const;
export const MAX_PAGE_BUTTONS = 30;

const hexColor = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => /^#[0-9a-f]{6}$/.test(value), { message: KEYS.pageThemeInvalid });

export const pageThemeSchema = z.object({
  background: hexColor,
  text: hexColor,
  button: hexColor,
  buttonText: hexColor,
  shape: z.enum(PAGE_BUTTON_SHAPES, { error: KEYS.pageThemeInvalid }),
  font: z.enum(PAGE_FONTS, { error: KEYS.pageThemeInvalid }),
});
export type PageTheme = z.output<typeof pageThemeSchema>;

export const DEFAULT_PAGE_THEME: PageTheme = {
  background: '#f8f9fa',
  text: '#212529',
  button: '#c2185b',
  buttonText: '#ffffff',
  shape: 'rounded',
  font: 'sans',
};

const label = z
  .string({ error: KEYS.pageButtonLabelRequired })
  .trim()
  .min(1, KEYS.pageButtonLabelRequired)
  .max(60, KEYS.pageButtonLabelTooLong);

/**
 * The id of a button, a menu section or an item: unique in its page, named in a tap's address
 * (`/p/{slug}/clique/{id}`) and an order's query, so kept to characters an address carries as is.
 */
export const PAGE_ITEM_ID = /^[A-Za-z0-9_-]{1,40}$/;

const base = { id: z.string().regex(PAGE_ITEM_ID), label };

/** A phone as typed ('(11) 98765-4321'), stored in E.164 (+5511987654321). */
const phoneTarget = z.string().transform((value, ctx) => {
  const checked = toE164(value);
  if (!checked.ok) {
    ctx.issues.push({ code: 'custom', message: KEYS.pageButtonPhoneInvalid, input: value });
    return z.NEVER;
  }
  return checked.e164;
});

export const pageButtonSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.enum(WEB_BUTTON_KINDS), target: httpUrlField() }),
  z.object({
    ...base,
    kind: z.literal('whatsapp'),
    target: phoneTarget,
    /** The text the chat opens with (optional). */
    message: z.string().trim().max(500).optional(),
  }),
  z.object({ ...base, kind: z.literal('phone'), target: phoneTarget }),
  z.object({
    ...base,
    kind: z.literal('email'),
    target: z.string().trim().max(254).pipe(z.email(KEYS.pageButtonEmailInvalid)),
  }),
  z.object({
    ...base,
    kind: z.literal('pix'),
    /** A Pix Copia e Cola (BR Code) the visitor copies; its CRC is checked. */
    target: z
      .string()
      .trim()
      .refine((value) => value.length <= 512 && parsePixPayload(value).ok, {
        message: KEYS.pageButtonPixInvalid,
      }),
  }),
]);
export type PageButton = z.output<typeof pageButtonSchema>;

/** The name a page shows at its top, whatever its kind. */
export const pageNameField = z
  .string({ error: KEYS.pageNameRequired })
  .trim()
  .min(1, KEYS.pageNameRequired)
  .max(80, KEYS.pageNameTooLong);

export const linkPageSchema = z.object({
  name: pageNameField,
  bio: z.string().trim().max(300, KEYS.pageBioTooLong).default(''),
  photoUrl: optionalHttpUrlField('urlInvalid').optional(),
  theme: pageThemeSchema,
  buttons: z.array(pageButtonSchema).max(MAX_PAGE_BUTTONS, KEYS.pageTooManyButtons),
  /** The row of social icons under the buttons (none on pages made before it existed). */
  socials: pageSocialsSchema.default([]),
});
export type LinkPageContent = z.output<typeof linkPageSchema>;
export type LinkPageInput = z.input<typeof linkPageSchema>;

/** Where a button takes the visitor; null for Pix, which copies its code instead. */
export function buttonHref(button: PageButton): string | null {
  switch (button.kind) {
    case 'whatsapp':
      return whatsappChatUrl(button.target, button.message);
    case 'phone':
      return `tel:${button.target}`;
    case 'email':
      return `mailto:${button.target}`;
    case 'pix':
      return null;
    default:
      return button.target;
  }
}
