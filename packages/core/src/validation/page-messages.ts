// Messages of the page editor (docs/product/pages.md), merged into MESSAGES. The database
// refuses the same content with the same words (page_content_problem).
const TITLE = 'Erro de Validação';
const REQUIRED = 'Campo Obrigatório';

export const PAGE_MESSAGES = {
  pageTitleRequired: { title: REQUIRED, message: 'Dê um nome à página.' },
  pageTitleTooLong: { title: TITLE, message: 'O nome da página pode ter no máximo 80 caracteres.' },
  pageSlugInvalid: {
    title: TITLE,
    message: 'O endereço deve ter de 3 a 50 letras minúsculas, números ou hífens.',
  },
  pageNameRequired: { title: REQUIRED, message: 'Informe o nome exibido na página.' },
  pageNameTooLong: { title: TITLE, message: 'O nome pode ter no máximo 80 caracteres.' },
  pageBioTooLong: { title: TITLE, message: 'O texto pode ter no máximo 300 caracteres.' },
  pageTooManyButtons: { title: TITLE, message: 'Use no máximo 30 botões.' },
  pageMenuPdfFormat: {
    title: 'Formato inválido',
    message: 'Envie o cardápio como um arquivo PDF.',
  },
  pageMenuPdfSize: { title: 'Arquivo grande demais', message: 'O PDF pode ter no máximo 10 MB.' },
  pageSocialRepeated: { title: TITLE, message: 'Cada rede social pode aparecer uma só vez.' },
  pageButtonLabelRequired: { title: REQUIRED, message: 'Dê um texto a cada botão.' },
  pageButtonLabelTooLong: {
    title: TITLE,
    message: 'O texto de cada botão pode ter no máximo 60 caracteres.',
  },
  pageButtonEmailInvalid: { title: TITLE, message: 'Informe um e-mail válido para o botão.' },
  pageButtonPhoneInvalid: { title: TITLE, message: 'Informe um telefone válido para o botão.' },
  pageButtonPixInvalid: {
    title: TITLE,
    message: 'Informe um código Pix Copia e Cola válido para o botão.',
  },
  pageThemeInvalid: { title: TITLE, message: 'O tema da página é inválido.' },
  pageCardTextTooLong: {
    title: TITLE,
    message: 'O cargo e a empresa podem ter no máximo 80 caracteres.',
  },
  pageCardPhoneInvalid: { title: TITLE, message: 'Informe um telefone válido.' },
  pageCardEmailInvalid: { title: TITLE, message: 'Informe um e-mail válido.' },
  pageCardAddressTooLong: {
    title: TITLE,
    message: 'O endereço pode ter no máximo 200 caracteres.',
  },
  pageCardPixKeyTooLong: {
    title: TITLE,
    message: 'A chave Pix pode ter no máximo 77 caracteres.',
  },
  pageMenuTooManySections: { title: TITLE, message: 'Use no máximo 20 seções no cardápio.' },
  pageMenuSectionTitleRequired: { title: REQUIRED, message: 'Dê um título a cada seção.' },
  pageMenuSectionTitleTooLong: {
    title: TITLE,
    message: 'O título de cada seção pode ter no máximo 60 caracteres.',
  },
  pageMenuTooManyItems: { title: TITLE, message: 'Use no máximo 50 itens em cada seção.' },
  pageMenuItemNameRequired: { title: REQUIRED, message: 'Dê um nome a cada item.' },
  pageMenuItemNameTooLong: {
    title: TITLE,
    message: 'O nome de cada item pode ter no máximo 80 caracteres.',
  },
  pageMenuItemDescriptionTooLong: {
    title: TITLE,
    message: 'A descrição de cada item pode ter no máximo 300 caracteres.',
  },
  pageMenuItemPriceInvalid: {
    title: TITLE,
    message: 'Informe o preço em reais, de R$ 0,00 a R$ 100.000,00 (ex.: 24,90).',
  },
  pageMenuItemTagInvalid: { title: TITLE, message: 'Etiqueta de item inválida.' },
  pageMenuHoursInvalid: {
    title: TITLE,
    message: 'Cada horário precisa de dias e horas, com até 40 caracteres cada.',
  },
  pageMenuTooManyHours: { title: TITLE, message: 'Use no máximo 7 linhas de horário.' },
  pageMenuWhatsappInvalid: { title: TITLE, message: 'Informe um WhatsApp válido para os pedidos.' },
  pageMenuDuplicateIds: { title: TITLE, message: 'O cardápio é inválido.' },
} as const;
