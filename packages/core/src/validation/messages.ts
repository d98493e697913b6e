// Every validation message of the forms, paired with the toast title it is shown under.
// Exact strings come from docs/product/validation.md, "Validation rules" and
// docs/product/calls-errors-and-constants.md, "Error texts"; where the spec names only a message
// (or only a title) the missing half is ours, written in the same tone. Schemas put the entry's KEY
// in a zod issue (KEYS.emailRequired), never its text, so the toast helpers (to-toast-error.ts)
// look the title and message up by key: two entries sharing a text, or a text edited in one place,
// cannot pick the wrong title.
import { MIN_PASSWORD_LENGTH, URL_MAX_LENGTH } from '../constants';
import { QR_CONTENT_MESSAGES } from './qr-content-messages';
import { DOMAIN_MESSAGES } from './domain-messages';
import { PAGE_MESSAGES } from './page-messages';
import { QR_DESIGN_MESSAGES } from './qr-design-messages';
import { ROUTE_MESSAGES } from './route-messages';

export interface ToastText {
  title: string;
  message: string;
}

const VALIDATION_TITLE = 'Erro de Validação';
const REQUIRED_TITLE = 'Campo Obrigatório';
const URL_TITLE = 'URL Inválida';

export const MESSAGES = {
  // Shared
  emailRequired: { title: REQUIRED_TITLE, message: 'Informe seu e-mail.' },
  emailInvalid: { title: VALIDATION_TITLE, message: 'Informe um e-mail válido.' },
  passwordRequired: { title: REQUIRED_TITLE, message: 'Informe sua senha.' },
  fullNameRequired: { title: REQUIRED_TITLE, message: 'O nome completo é obrigatório.' },
  passwordTooShort: {
    title: VALIDATION_TITLE,
    message: `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  },
  passwordsMismatch: { title: VALIDATION_TITLE, message: 'As senhas não coincidem.' },
  // Reset password (its own wording in the spec)
  resetPasswordTooShort: {
    title: 'Senha muito curta',
    message: `Sua senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  },
  resetPasswordsMismatch: {
    title: 'Senhas não coincidem',
    message: 'As senhas digitadas precisam ser iguais.',
  },
  // URLs
  urlRequired: { title: REQUIRED_TITLE, message: 'Informe uma URL.' },
  urlTooLong: {
    title: URL_TITLE,
    message: `A URL pode ter no máximo ${URL_MAX_LENGTH} caracteres.`,
  },
  urlMissingScheme: {
    title: URL_TITLE,
    message: 'A URL deve começar com http:// ou https:// (ex.: https://exemplo.com.br).',
  },
  urlDangerousScheme: {
    title: URL_TITLE,
    message:
      'Links javascript:, data:, file: e semelhantes não são permitidos. Use um endereço http:// ou https://.',
  },
  urlUnsupportedScheme: {
    title: URL_TITLE,
    message: 'Apenas endereços http:// ou https:// são permitidos.',
  },
  urlWithCredentials: {
    title: URL_TITLE,
    message: 'A URL não pode conter usuário ou senha.',
  },
  urlInvalid: { title: URL_TITLE, message: 'URL inválida. Verifique o endereço digitado.' },
  urlInvisibleCharacters: {
    title: URL_TITLE,
    message:
      'A URL contém caracteres invisíveis ou de controle. Digite o endereço novamente, sem colar.',
  },
  // Short links
  shortLinkUrlRequired: {
    title: 'URL Original Obrigatória',
    message: 'Por favor, insira a URL que deseja encurtar.',
  },
  aliasTooLong: { title: VALIDATION_TITLE, message: 'O alias pode ter no máximo 50 caracteres.' },
  // QR codes
  qrTargetRequired: { title: REQUIRED_TITLE, message: 'URL de destino é obrigatória.' },
  colorInvalid: {
    title: VALIDATION_TITLE,
    message: 'Cor inválida. Use o formato hexadecimal (ex.: #fd1455).',
  },
  logoFormat: {
    title: 'Erro de Formato',
    message: 'Por favor, selecione um arquivo PNG, JPG ou SVG.',
  },
  logoSize: { title: 'Erro de Tamanho', message: 'O logo deve ter no máximo 2MB.' },
  // Plans
  planIdRequired: { title: REQUIRED_TITLE, message: 'O ID do plano é obrigatório.' },
  planIdInvalid: {
    title: VALIDATION_TITLE,
    message: 'O ID do plano não pode conter espaços (use letras, números, _ ou -).',
  },
  planIdTooLong: {
    title: VALIDATION_TITLE,
    message: 'O ID do plano deve ter no máximo 64 caracteres.',
  },
  planNameRequired: { title: REQUIRED_TITLE, message: 'O nome do plano é obrigatório.' },
  planPriceRequired: { title: REQUIRED_TITLE, message: 'O preço é obrigatório.' },
  planPriceInvalid: {
    title: VALIDATION_TITLE,
    message: 'O preço deve ser um número maior ou igual a zero, com até 2 casas decimais.',
  },
  planYearlyPriceInvalid: {
    title: VALIDATION_TITLE,
    message: 'O preço anual deve ser um número maior ou igual a zero, com até 2 casas decimais.',
  },
  planOrderRequired: { title: REQUIRED_TITLE, message: 'A ordem é obrigatória.' },
  planOrderInvalid: { title: VALIDATION_TITLE, message: 'A ordem deve ser um número inteiro.' },
  planFeaturesInvalid: {
    title: VALIDATION_TITLE,
    message: "O campo 'Recursos' deve ser um JSON array válido.",
  },
  planRetentionInvalid: {
    title: VALIDATION_TITLE,
    message: 'Guarde as visitas de 1 a 1200 meses, ou deixe em branco para guardar todas.',
  },
  planWorkspacesInvalid: {
    title: VALIDATION_TITLE,
    message: 'Permita de 1 a 1000 espaços de trabalho por conta.',
  },
  planSeatsInvalid: {
    title: VALIDATION_TITLE,
    message: 'Permita de 1 a 10000 membros por espaço de trabalho.',
  },
  planPagesInvalid: {
    title: VALIDATION_TITLE,
    message: 'Permita de 0 a 10000 páginas por espaço de trabalho.',
  },
  planDomainsInvalid: {
    title: VALIDATION_TITLE,
    message: 'Permita de 0 a 1000 domínios próprios por espaço de trabalho.',
  },
  // Admin: clients
  roleInvalid: { title: VALIDATION_TITLE, message: 'Selecione um papel válido (user ou admin).' },
  // vCard
  vcardNamesRequired: {
    title: 'Campos Obrigatórios',
    message: 'Nome e Sobrenome são necessários para gerar o vCard.',
  },
  vcardPhoneInvalid: {
    title: 'Telefone inválido',
    message: 'Telefone inválido: use DDD e número, ex.: (41) 99999-8888, ou +código do país.',
  },
  vcardPhotoUrlInvalid: { title: URL_TITLE, message: 'A URL da foto é inválida.' },
  vcardWebsiteInvalid: { title: URL_TITLE, message: 'O endereço do site é inválido.' },
  vcardBirthdayInvalid: {
    title: VALIDATION_TITLE,
    message: 'Data de aniversário inválida.',
  },
  // WhatsApp
  whatsappPhoneRequired: {
    title: REQUIRED_TITLE,
    message: 'Por favor, insira um número de telefone.',
  },
  whatsappCountryInvalid: { title: VALIDATION_TITLE, message: 'Selecione um código de país.' },
  whatsappPhoneInvalid: {
    title: 'Telefone inválido',
    message: 'Este número não existe no país selecionado. Confira o DDD e os dígitos.',
  },
  // Authentication and uniqueness rules of docs/product/validation.md, "Validation rules" and
  // docs/product/overview.md, "Roles" (checked by data/server)
  qrLoginRequired: { title: 'Erro de Autenticação', message: 'Você precisa estar logado.' },
  qrSaveLoginNeeded: {
    title: 'Login Necessário',
    message: 'Você precisa fazer login para salvar QR Codes.',
  },
  shortLinkLoginRequired: {
    title: 'Usuário não autenticado',
    message: 'Faça login para criar links.',
  },
  aliasTaken: {
    title: 'Alias em uso',
    message: 'Este alias personalizado já está sendo utilizado. Por favor, escolha outro.',
  },
  resetSessionInvalid: {
    title: 'Sessão inválida',
    message: 'Abra o link de recuperação enviado por e-mail ou solicite um novo.',
  },
  // Link rules and UTM (docs/product/link-rules-and-utm.md, "Link rules and UTM")
  ruleExpiryPast: { title: VALIDATION_TITLE, message: 'A data de expiração deve estar no futuro.' },
  ruleMaxVisitsInvalid: {
    title: VALIDATION_TITLE,
    message: 'O limite de acessos deve ser um número inteiro entre 1 e 1.000.000.000.',
  },
  rulePasswordLength: {
    title: VALIDATION_TITLE,
    message:
      'A senha do link deve ter entre 4 e 72 caracteres; letras acentuadas contam como 2 e emojis como 4.',
  },
  ruleDeviceUrlInvalid: {
    title: URL_TITLE,
    message: 'O destino por dispositivo deve ser um endereço http:// ou https:// válido.',
  },
  rulePreviewTitleTooLong: {
    title: VALIDATION_TITLE,
    message: 'O título da prévia pode ter no máximo 100 caracteres.',
  },
  rulePreviewDescriptionTooLong: {
    title: VALIDATION_TITLE,
    message: 'A descrição da prévia pode ter no máximo 200 caracteres.',
  },
  rulePreviewImageInvalid: {
    title: URL_TITLE,
    message: 'A imagem da prévia deve ser um endereço http:// ou https:// válido.',
  },
  utmTooLong: {
    title: VALIDATION_TITLE,
    message: 'Cada parâmetro UTM pode ter no máximo 100 caracteres.',
  },
  // Folders and tags (docs/product/organising.md, "Organising")
  folderNameRequired: { title: REQUIRED_TITLE, message: 'Dê um nome à pasta.' },
  folderNameTooLong: {
    title: VALIDATION_TITLE,
    message: 'O nome da pasta pode ter no máximo 60 caracteres.',
  },
  tagNameRequired: { title: REQUIRED_TITLE, message: 'Dê um nome à tag.' },
  tagNameTooLong: {
    title: VALIDATION_TITLE,
    message: 'Cada tag pode ter no máximo 40 caracteres.',
  },
  tooManyTags: { title: VALIDATION_TITLE, message: 'Use no máximo 20 tags por item.' },
  // Contact form
  contactNameRequired: { title: REQUIRED_TITLE, message: 'Informe seu nome.' },
  contactSubjectRequired: { title: REQUIRED_TITLE, message: 'Informe o assunto.' },
  contactMessageRequired: { title: REQUIRED_TITLE, message: 'Escreva sua mensagem.' },
  // QR studio: design options and content types (their own files, same catalogue)
  ...QR_DESIGN_MESSAGES,
  ...QR_CONTENT_MESSAGES,
  // Pages (/p/{slug})
  ...PAGE_MESSAGES,
  ...ROUTE_MESSAGES,
  ...DOMAIN_MESSAGES,
} as const satisfies Record<string, ToastText>;

export type MessageKey = keyof typeof MESSAGES;

/** Every catalogue key as itself: `KEYS.emailRequired === 'emailRequired'`, checked by tsc. */
export const KEYS = Object.fromEntries(Object.keys(MESSAGES).map((key) => [key, key])) as {
  readonly [K in MessageKey]: K;
};

export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(MESSAGES, text);
}
