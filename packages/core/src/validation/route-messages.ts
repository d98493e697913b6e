// Messages of the smart routes, the A/B test and the WhatsApp roulette
// (docs/product/link-rules-and-utm.md, "Rotas inteligentes", "Teste A/B", "Roleta de WhatsApp"),
// merged into MESSAGES. The database refuses the same with the same words (routes_problem,
// split_problem, roulette_problem).
const TITLE = 'Erro de Validação';

export const ROUTE_MESSAGES = {
  routesTooMany: { title: TITLE, message: 'Use no máximo 10 rotas.' },
  routeUrlInvalid: {
    title: 'URL Inválida',
    message: 'O destino de cada rota deve ser um endereço http:// ou https:// válido.',
  },
  routeConditionRequired: {
    title: TITLE,
    message: 'Cada rota precisa de pelo menos uma condição.',
  },
  routeValuesRequired: {
    title: TITLE,
    message: 'Escolha pelo menos um valor em cada condição da rota.',
  },
  routeTooManyValues: { title: TITLE, message: 'Cada condição pode ter no máximo 30 valores.' },
  routeCountryInvalid: { title: TITLE, message: 'Escolha países válidos para a rota.' },
  routeStateInvalid: { title: TITLE, message: 'Escolha estados brasileiros válidos para a rota.' },
  routeCityInvalid: {
    title: TITLE,
    message: 'Cada cidade da rota deve ter de 1 a 80 caracteres.',
  },
  routeHoursInvalid: {
    title: TITLE,
    message: 'Escolha os dias e um horário de início e de fim diferentes.',
  },
  routeLanguageInvalid: { title: TITLE, message: 'Escolha idiomas válidos para a rota.' },
  routeDeviceInvalid: { title: TITLE, message: 'Escolha dispositivos válidos para a rota.' },
  // Teste A/B (split-test.ts; the database's split_problem)
  splitTooManyVariants: { title: TITLE, message: 'Use no máximo 4 variantes no teste A/B.' },
  splitUrlInvalid: {
    title: 'URL Inválida',
    message: 'O destino de cada variante deve ser um endereço http:// ou https:// válido.',
  },
  splitWeightInvalid: {
    title: TITLE,
    message: 'A parte de cada variante deve ser um número inteiro de 1 a 99 (%).',
  },
  splitWeightsTooHigh: {
    title: TITLE,
    message: 'As variantes somam mais de 99%: deixe pelo menos 1% para o destino principal.',
  },
  // Roleta de WhatsApp (whatsapp-roulette.ts; the database's roulette_problem)
  rouletteModeInvalid: {
    title: TITLE,
    message: 'Escolha como a roleta distribui os visitantes: por peso ou em rodízio.',
  },
  rouletteTooFewAttendants: {
    title: TITLE,
    message: 'A roleta precisa de pelo menos 2 atendentes.',
  },
  rouletteTooManyAttendants: { title: TITLE, message: 'Use no máximo 10 atendentes na roleta.' },
  rouletteNameInvalid: {
    title: TITLE,
    message: 'O nome de cada atendente deve ter de 1 a 60 caracteres.',
  },
  roulettePhoneInvalid: {
    title: 'Telefone Inválido',
    message: 'Informe um número de WhatsApp válido para cada atendente.',
  },
  rouletteMessageTooLong: {
    title: TITLE,
    message: 'A mensagem de cada atendente pode ter no máximo 1000 caracteres.',
  },
  rouletteWeightInvalid: {
    title: TITLE,
    message: 'O peso de cada atendente deve ser um número inteiro de 1 a 100.',
  },
  rouletteWithSplit: {
    title: TITLE,
    message: 'Use o teste A/B ou a roleta de WhatsApp, não os dois.',
  },
} as const;
