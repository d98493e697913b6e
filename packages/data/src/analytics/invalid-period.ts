import { AppError } from '../errors';

/**
 * What the analytics calls throw when the database refuses a period (it answers null for a
 * reversed range or one over a year).
 */
export function invalidPeriodError(): AppError {
  return AppError.of('invalid_input', {
    title: 'Período inválido',
    message: 'Escolha um período de no máximo 1 ano, com a data final depois da inicial.',
  });
}
