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
import type { RenderablePage } from '@qrlink/core/pages/render-page';
import type { PageRow } from '@qrlink/data/pages/page-row';

export interface ButtonValues {
  id: string;
  kind: PageButtonKind;
  label: string;
  target: string;
  message: string;
}

export interface PageFormValues {
  title: string;
  slug: string;
  published: boolean;
  content: {
    name: string;
    bio: string;
    photoUrl: string;
    theme: PageTheme;
    buttons: ButtonValues[];
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

export function formValuesOf(row?: PageRow): PageFormValues {
  const content = row?.content;
  return {
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    published: row?.published ?? true,
    content: {
      name: content?.name ?? '',
      bio: content?.bio ?? '',
      photoUrl: content?.photoUrl ?? '',
      theme: content?.theme ?? DEFAULT_PAGE_THEME,
      buttons: (content?.buttons ?? []).map((button) => ({
        message: '',
        ...button,
      })) as ButtonValues[],
    },
  };
}

/** What is saved: blank optional fields left out, so the schema applies its defaults. */
export function toSave(values: PageFormValues) {
  const { photoUrl, buttons, ...content } = values.content;
  return {
    ...values,
    content: {
      ...content,
      ...(photoUrl.trim() ? { photoUrl } : {}),
      buttons: buttons.map(({ message, ...button }) =>
        button.kind === 'whatsapp' && message.trim() ? { ...button, message } : button,
      ) as PageButton[],
    },
  };
}

/**
 * The preview of what is typed so far: a field not yet valid is drawn as best it can be (a
 * theme colour half typed keeps the default, a button without a valid address goes nowhere),
 * so the preview never waits for the whole form to be right.
 */
export function previewPage(values: PageFormValues, badge: boolean): RenderablePage {
  const saved = toSave(values).content;
  const theme = pageThemeSchema.safeParse(values.content.theme);
  const content: LinkPageContent = {
    name: saved.name.trim() || 'Seu nome',
    bio: saved.bio,
    photoUrl: saved.photoUrl ?? null,
    theme: theme.success ? theme.data : DEFAULT_PAGE_THEME,
    buttons: saved.buttons
      .filter((button) => button.label.trim() !== '')
      .map((button) => {
        const checked = pageButtonSchema.safeParse(button);
        return checked.success
          ? checked.data
          : ({ ...button, kind: 'link', target: '#' } as PageButton);
      }),
  };
  return { slug: values.slug || 'sua-pagina', title: values.title || 'Sua página', content, badge };
}
