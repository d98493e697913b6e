// Messages of the QR design options (module and eye shapes, gradients, logo, frame), merged
// into MESSAGES. Titles follow the catalogue: validation errors show 'Erro de Validação'.
const TITLE = 'Erro de Validação';

export const QR_DESIGN_MESSAGES = {
  designModuleShapeInvalid: {
    title: TITLE,
    message: 'Formato dos módulos inválido (use quadrado, arredondado, pontos ou elegante).',
  },
  designEyeShapeInvalid: {
    title: TITLE,
    message: 'Formato dos olhos do QR Code inválido (use quadrado, arredondado ou círculo).',
  },
  designGradientStops: { title: TITLE, message: 'O degradê precisa de 2 a 5 cores.' },
  designGradientOffset: {
    title: TITLE,
    message: 'A posição de cada cor do degradê deve estar entre 0% e 100%.',
  },
  designGradientAngle: {
    title: TITLE,
    message: 'O ângulo do degradê deve estar entre 0 e 360 graus.',
  },
  designFillInvalid: {
    title: TITLE,
    message: 'Preenchimento inválido (use cor sólida, degradê linear ou degradê radial).',
  },
  designMarginInvalid: {
    title: TITLE,
    message: 'A margem deve ser um número inteiro de 0 a 16 módulos.',
  },
  designLevelInvalid: {
    title: TITLE,
    message: 'Nível de correção de erro inválido (use L, M, Q ou H).',
  },
  designLogoScaleInvalid: { title: TITLE, message: 'O logo deve ocupar de 5% a 30% do QR Code.' },
  designLogoPaddingInvalid: {
    title: TITLE,
    message: 'O espaço ao redor do logo deve ser de 0% a 10% do QR Code.',
  },
  designLogoPlateInvalid: {
    title: TITLE,
    message: 'Fundo do logo inválido (use nenhum, quadrado, arredondado ou círculo).',
  },
  designFrameStyleInvalid: {
    title: TITLE,
    message: 'Moldura inválida (use nenhuma, quadrada ou arredondada).',
  },
  designFramePositionInvalid: {
    title: TITLE,
    message: 'O texto da moldura fica acima ou abaixo do QR Code.',
  },
  designFrameTextRequired: {
    title: 'Campo Obrigatório',
    message: 'Escreva o texto da moldura (ex.: Escaneie-me).',
  },
  designFrameTextTooLong: {
    title: TITLE,
    message: 'O texto da moldura pode ter no máximo 32 caracteres.',
  },
  designFrameTextUnsupported: {
    title: TITLE,
    message:
      'O texto da moldura tem caracteres que não podem ser desenhados. Use letras, números e pontuação comuns.',
  },
} as const;
