// The page editor's form values and what the editor says about each button kind
// (docs/product/pages.md, "What a page holds"). Values are what the person types; core's
// pageFormSchema turns them into what is stored.
import {
  DEFAULT_PAGE_THEME,
  pageButtonSchema,
  pageThemeSchema,
  type LinkPageContent,
  type PageButton,
  type PageButtonKind,
  type PageTheme,
} from '@qrlink/core/pages/link-page-schema';
import { cardPageSchema, type CardPageContent } from '@qrlink/core/pages/card-page-schema';
import type { PageKind } from '@qrlink/core/pages/page-content';
import type { PageFormInput } from '@qrlink/core/pages/page-form-schema';
import type { RenderablePage } from '@qrlink/core/pages/render-page';
import type { PageRow } from '@qrlink/data/pages/page-row';
import { menuPreview, menuToSave, menuValuesOf, type MenuValues } from './menu-form-state';
import {
  PAGE_SOCIAL_NETWORKS,
  pageSocialSchema,
  type PageSocial,
  type PageSocialNetwork,
} from '@qrlink/core/pages/page-socials';

export interface ButtonValues {
  id: string;
  kind: PageButtonKind;
  label: string;
  target: string;
  message: string;
}

/** Every kind's fields: the form keeps what another kind would need, unused, while it lives. */
export interface PageFormValues {
  kind: PageKind;
  title: string;
  slug: string;
  published: boolean;
  content: MenuValues & {
    name: string;
    photoUrl: string;
    theme: PageTheme;
    /** Página de links and Cardápio digital */
    bio: string;
    /** Página de links */
    buttons: ButtonValues[];
    /** Cardápio digital: its PDF's address once uploaded ('' for none). */
    pdfUrl: string;
    /** Página de links: each network's address as typed ('' for none). */
    socials: Record<PageSocialNetwork, string>;
    /** Cartão de visita digital (and the Cardápio digital's WhatsApp for orders) */
    role: string;
    company: string;
    phone: string;
    whatsapp: string;
    email: string;
    website: string;
    address: string;
    pixKey: string;
  };
}

interface KindText {
  label: string;
  /** The target field's label and placeholder. */
  field: string;
  placeholder: string;
  /** The button's text when the person has not written one yet. */
  defaultLabel: string;
}

export const BUTTON_KINDS: Record<PageButtonKind, KindText> = {
  link: {
    label: 'Link',
    field: 'Endereço (URL)',
    placeholder: 'https://seusite.com.br',
    defaultLabel: 'Meu site',
  },
  whatsapp: {
    label: 'WhatsApp',
    field: 'Número do WhatsApp',
    placeholder: '(11) 98765-4321',
    defaultLabel: 'Fale no WhatsApp',
  },
  instagram: {
    label: 'Instagram',
    field: 'Endereço do perfil',
    placeholder: 'https://instagram.com/sualoja',
    defaultLabel: 'Instagram',
  },
  tiktok: {
    label: 'TikTok',
    field: 'Endereço do perfil',
    placeholder: 'https://tiktok.com/@sualoja',
    defaultLabel: 'TikTok',
  },
  youtube: {
    label: 'YouTube',
    field: 'Endereço do canal',
    placeholder: 'https://youtube.com/@sualoja',
    defaultLabel: 'YouTube',
  },
  facebook: {
    label: 'Facebook',
    field: 'Endereço da página',
    placeholder: 'https://facebook.com/sualoja',
    defaultLabel: 'Facebook',
  },
  email: {
    label: 'E-mail',
    field: 'E-mail',
    placeholder: 'contato@sualoja.com.br',
    defaultLabel: 'Envie um e-mail',
  },
  phone: {
    label: 'Telefone',
    field: 'Telefone',
    placeholder: '(11) 3333-4444',
    defaultLabel: 'Ligue para nós',
  },
  pix: {
    label: 'Pix',
    field: 'Pix Copia e Cola',
    placeholder: '00020126...',
    defaultLabel: 'Pague com Pix',
  },
  map: {
    label: 'Localização',
    field: 'Link do mapa',
    placeholder: 'https://maps.google.com/?q=...',
    defaultLabel: 'Como chegar',
  },
};

export const SHAPE_OPTIONS = [
  { value: 'rounded', label: 'Arredondado' },
  { value: 'pill', label: 'Pílula' },
  { value: 'square', label: 'Reto' },
];

export const FONT_OPTIONS = [
  { value: 'sans', label: 'Sem serifa' },
  { value: 'serif', label: 'Com serifa' },
  { value: 'rounded', label: 'Arredondada' },
  { value: 'mono', label: 'Monoespaçada' },
];

let buttonCount = 0;
function buttonId(): string {
  buttonCount += 1;
  return `b${Date.now().toString(36)}${buttonCount}`;
}

export function newButton(kind: PageButtonKind): ButtonValues {
  return { id: buttonId(), kind, label: BUTTON_KINDS[kind].defaultLabel, target: '', message: '' };
}

const CARD_FIELDS = ['phone', 'whatsapp', 'email', 'website', 'address', 'pixKey'] as const;
type CardField = (typeof CARD_FIELDS)[number];

export function formValuesOf(row?: PageRow, kind: PageKind = 'links'): PageFormValues {
  const links = row?.kind === 'links' ? row.content : undefined;
  const card = row?.kind === 'card' ? row.content : undefined;
  const menu = row?.kind === 'menu' ? row.content : undefined;
  const content = row?.content;
  return {
    kind: row?.kind ?? kind,
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    published: row?.published ?? true,
    content: {
      name: content?.name ?? '',
      photoUrl: content?.photoUrl ?? '',
      theme: content?.theme ?? DEFAULT_PAGE_THEME,
      bio: links?.bio ?? menu?.bio ?? '',
      buttons: (links?.buttons ?? []).map((button) => ({
        message: '',
        ...button,
      })) as ButtonValues[],
      socials: Object.fromEntries(
        PAGE_SOCIAL_NETWORKS.map((network) => [
          network,
          links?.socials.find((social) => social.network === network)?.target ?? '',
        ]),
      ) as Record<PageSocialNetwork, string>,
      role: card?.role ?? '',
      company: card?.company ?? '',
      ...(Object.fromEntries(CARD_FIELDS.map((field) => [field, card?.[field] ?? ''])) as Record<
        CardField,
        string
      >),
      whatsapp: card?.whatsapp ?? menu?.whatsapp ?? '',
      pdfUrl: menu?.pdfUrl ?? '',
      ...menuValuesOf(menu),
    },
  };
}

/** What is saved, by kind: blank optional fields left out, so the schema applies its defaults. */
export function toSave(values: PageFormValues): PageFormInput {
  const { name, photoUrl, theme } = values.content;
  const base = {
    title: values.title,
    slug: values.slug,
    published: values.published,
  };
  const shared = { name, theme, ...(photoUrl.trim() ? { photoUrl } : {}) };
  if (values.kind === 'card') {
    const { role, company } = values.content;
    const fields = Object.fromEntries(CARD_FIELDS.map((field) => [field, values.content[field]]));
    return { ...base, kind: 'card', content: { ...shared, role, company, ...fields } };
  }
  if (values.kind === 'menu') {
    const { bio, whatsapp, pdfUrl } = values.content;
    return {
      ...base,
      kind: 'menu',
      content: {
        ...shared,
        bio,
        whatsapp,
        ...(pdfUrl.trim() ? { pdfUrl } : {}),
        ...menuToSave(values.content),
      },
    };
  }
  return {
    ...base,
    kind: 'links',
    content: {
      ...shared,
      bio: values.content.bio,
      buttons: values.content.buttons.map(({ message, ...button }) =>
        button.kind === 'whatsapp' && message.trim() ? { ...button, message } : button,
      ) as PageButton[],
      socials: typedSocials(values.content.socials),
    },
  };
}

/**
 * The schema's errors on the form's fields: a social address is checked as the n-th of the
 * networks given one (`content.socials.{n}.target`), and typed in its network's field.
 */
export function formFieldErrors(
  errors: Record<string, string>,
  values: PageFormValues,
): Record<string, string> {
  const typed = typedSocials(values.content.socials);
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const social = /^content\.socials\.(\d+)\./.exec(path);
      const network = social ? typed[Number(social[1])]?.network : undefined;
      return [network ? `content.socials.${network}` : path, message];
    }),
  );
}

/** The networks given an address, in the page's order (the schema checks the addresses). */
function typedSocials(socials: PageFormValues['content']['socials']): PageSocial[] {
  return PAGE_SOCIAL_NETWORKS.filter((network) => socials[network].trim() !== '').map(
    (network) => ({ network, target: socials[network] }),
  );
}

/** A card's field as typed, kept only once it is right (the preview of a half-typed one skips it). */
function validCardField<K extends CardField>(field: K, value: string): CardPageContent[K] {
  const checked = cardPageSchema.shape[field].safeParse(value);
  return (checked.success ? checked.data : null) as CardPageContent[K];
}

/**
 * The preview of what is typed so far: a field not yet valid is drawn as best it can be (a
 * theme colour half typed keeps the default, a button without a valid address goes nowhere, a
 * card's half-typed phone is left out), so the preview never waits for the whole form.
 */
export function previewPage(values: PageFormValues, badge: boolean): RenderablePage {
  const theme = pageThemeSchema.safeParse(values.content.theme);
  const photo = values.content.photoUrl.trim();
  const shared = {
    name: values.content.name.trim() || 'Seu nome',
    photoUrl: photo === '' ? null : photo,
    theme: theme.success ? theme.data : DEFAULT_PAGE_THEME,
  };
  const page = {
    slug: values.slug || 'sua-pagina',
    title: values.title || 'Sua página',
    badge,
  };
  if (values.kind === 'card') {
    const card = Object.fromEntries(
      CARD_FIELDS.map((field) => [field, validCardField(field, values.content[field])]),
    ) as Pick<CardPageContent, CardField>;
    const { role, company } = values.content;
    return { ...page, kind: 'card', content: { ...shared, role, company, ...card } };
  }
  if (values.kind === 'menu') {
    const content = {
      ...shared,
      bio: values.content.bio,
      whatsapp: validCardField('whatsapp', values.content.whatsapp),
      pdfUrl: values.content.pdfUrl.trim() || null,
      ...menuPreview(values.content),
    };
    return { ...page, kind: 'menu', content };
  }
  const content: LinkPageContent = {
    ...shared,
    bio: values.content.bio,
    buttons: values.content.buttons
      .filter((button) => button.label.trim() !== '')
      .map(({ message, ...button }) => {
        const checked = pageButtonSchema.safeParse(
          button.kind === 'whatsapp' && message.trim() ? { ...button, message } : button,
        );
        return checked.success
          ? checked.data
          : ({ ...button, kind: 'link', target: '#' } as PageButton);
      }),
    // An address not yet valid is left out of the preview.
    socials: typedSocials(values.content.socials).flatMap((social) => {
      const checked = pageSocialSchema.safeParse(social);
      return checked.success ? [checked.data] : [];
    }),
  };
  return { ...page, kind: 'links', content };
}
