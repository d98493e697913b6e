// Messages of the QR content types (Wi-Fi, e-mail, SMS, phone, text, Pix), merged into
// MESSAGES. URL, WhatsApp and vCard reuse the messages of their own tools.
const TITLE = 'Erro de Validação';
const REQUIRED = 'Campo Obrigatório';
const PIX = 'Pix inválido';

export const QR_CONTENT_MESSAGES = {
  contentTypeInvalid: {
    title: TITLE,
    message:
      'Tipo de conteúdo inválido (use URL, WhatsApp, vCard, Wi-Fi, e-mail, SMS, telefone, texto ou Pix).',
  },
  wifiSsidRequired: { title: REQUIRED, message: 'Informe o nome da rede Wi-Fi.' },
  wifiSsidTooLong: { title: TITLE, message: 'O nome da rede pode ter no máximo 32 caracteres.' },
  wifiSecurityInvalid: {
    title: TITLE,
    message: 'Selecione a segurança da rede: WPA/WPA2, WEP ou sem senha.',
  },
  wifiPasswordRequired: { title: REQUIRED, message: 'Informe a senha da rede Wi-Fi.' },
  wifiWpaPasswordInvalid: {
    title: TITLE,
    message: 'A senha WPA deve ter de 8 a 63 caracteres (ou 64 dígitos hexadecimais).',
  },
  wifiWepPasswordInvalid: {
    title: TITLE,
    message: 'A senha WEP deve ter 5 ou 13 caracteres (ou 10 ou 26 dígitos hexadecimais).',
  },
  contentEmailRequired: { title: REQUIRED, message: 'Informe o e-mail do destinatário.' },
  contentEmailSubjectTooLong: {
    title: TITLE,
    message: 'O assunto pode ter no máximo 150 caracteres.',
  },
  contentMessageTooLong: {
    title: TITLE,
    message: 'A mensagem pode ter no máximo 1.000 caracteres.',
  },
  contentPhoneRequired: { title: REQUIRED, message: 'Informe o número de telefone.' },
  contentPhoneInvalid: {
    title: 'Telefone inválido',
    message: 'Telefone inválido: use DDD e número, ex.: (11) 98765-4321, ou +código do país.',
  },
  contentTextRequired: { title: REQUIRED, message: 'Escreva o texto do QR Code.' },
  contentTextTooLong: {
    title: TITLE,
    message: 'O texto pode ter no máximo 1.000 caracteres.',
  },
  pixKeyTypeInvalid: {
    title: PIX,
    message: 'Selecione o tipo de chave Pix: CPF, CNPJ, e-mail, celular ou chave aleatória.',
  },
  pixKeyRequired: { title: REQUIRED, message: 'Informe a chave Pix.' },
  pixCpfInvalid: { title: PIX, message: 'CPF inválido: confira os 11 dígitos.' },
  pixCnpjInvalid: { title: PIX, message: 'CNPJ inválido: confira os 14 caracteres.' },
  pixEmailInvalid: {
    title: PIX,
    message: 'E-mail inválido para chave Pix (no máximo 77 caracteres).',
  },
  pixPhoneInvalid: {
    title: PIX,
    message: 'Celular inválido para chave Pix: use DDD e número, ex.: (11) 98765-4321.',
  },
  pixEvpInvalid: {
    title: PIX,
    message: 'Chave aleatória inválida: use o formato 123e4567-e89b-12d3-a456-426614174000.',
  },
  pixNameRequired: { title: REQUIRED, message: 'Informe o nome de quem recebe o Pix.' },
  pixNameTooLong: {
    title: PIX,
    message: 'O nome de quem recebe pode ter no máximo 25 caracteres.',
  },
  pixCityRequired: { title: REQUIRED, message: 'Informe a cidade de quem recebe o Pix.' },
  pixCityTooLong: { title: PIX, message: 'A cidade pode ter no máximo 15 caracteres.' },
  pixAmountInvalid: {
    title: PIX,
    message: 'Valor inválido: use um número maior que zero com até 2 casas decimais (ex.: 10,50).',
  },
  pixTxidInvalid: {
    title: PIX,
    message: 'O identificador pode ter até 25 letras e números, sem espaços nem acentos.',
  },
  pixDescriptionTooLong: {
    title: PIX,
    message: 'A descrição é longa demais para esta chave Pix. Encurte a descrição.',
  },
  pixPayloadInvalid: { title: PIX, message: 'Código Pix Copia e Cola inválido.' },
  pixCrcInvalid: {
    title: PIX,
    message: 'O código Pix está corrompido: o dígito verificador (CRC) não confere.',
  },
} as const;
