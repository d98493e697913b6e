// What the database refused, as the API answers it: its own pt-BR messages for rule breaks
// (22023 invalid value, 23505 alias taken, a destination that screening refuses), a generic
// text for the rest, never its internals.

export interface Refusal {
  status: number;
  body: { code: string; message: string };
}

function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function databaseRefusal(error: unknown): Refusal | undefined {
  const state = sqlStateOf(error);
  const message = error instanceof Error ? error.message : '';
  const hint = (error as { hint?: unknown } | null)?.hint;
  switch (state) {
    case 'P0001':
      // Destination screening (migration 20261126130000_destination_screening.sql).
      return typeof hint === 'string' && hint.startsWith('destination_')
        ? { status: 400, body: { code: 'validation_failed', message } }
        : undefined;
    case '22023':
      return { status: 400, body: { code: 'validation_failed', message } };
    case '23505':
      return {
        status: 409,
        body: {
          code: 'conflict',
          message: message.startsWith('Este alias')
            ? message
            : 'Ocorreu um erro ao gerar o código curto. Tente novamente.',
        },
      };
    case '22P02':
    case '22001':
    case '23514':
      return { status: 400, body: { code: 'validation_failed', message: 'Dados inválidos.' } };
    default:
      return undefined;
  }
}
