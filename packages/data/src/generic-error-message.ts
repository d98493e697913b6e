// The pt-BR text of a failure nothing more specific describes: errors.ts's fallback, and what a
// toast says when even that mapper could not load (ui's notify.ts, which does not carry it).
export const GENERIC_ERROR_MESSAGE = 'Ocorreu um erro inesperado. Por favor, tente novamente.';
