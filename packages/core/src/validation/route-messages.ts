// Messages of the smart routes and the A/B test (docs/product/link-rules-and-utm.md, "Rotas
// inteligentes", "Teste A/B"), merged into MESSAGES. The database refuses the same with the same
// words (routes_problem, split_problem).
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
} as const;
