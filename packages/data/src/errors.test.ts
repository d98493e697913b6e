import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError, isSessionMissing, toAppError } from './errors';
import { GENERIC_ERROR_MESSAGE } from './generic-error-message';

const context = { title: 'Erro no Login', message: 'Não foi possível fazer login.' };

describe('toAppError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('maps auth error codes to pt-BR messages under the action title', () => {
    const error = toAppError(
      {
        name: 'AuthApiError',
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
        status: 400,
      },
      context,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'invalid_credentials',
      title: 'Erro no Login',
      message: 'E-mail ou senha incorretos.',
    });
  });

  it('says a blocked account is blocked (user_banned)', () => {
    expect(
      toAppError(
        { name: 'AuthApiError', code: 'user_banned', message: 'User is banned', status: 403 },
        context,
      ),
    ).toMatchObject({
      code: 'account_blocked',
      title: 'Erro no Login',
      message:
        'Esta conta foi bloqueada por violar os Termos de Uso. Se acha que é um engano, fale com o suporte.',
    });
    // The database's refusal of the same account's unexpired access token (not a 'forbidden').
    expect(toAppError({ code: '42501', message: 'x', hint: 'user_banned' }, context).code).toBe(
      'account_blocked',
    );
  });

  it('recognises messages without codes (older servers)', () => {
    expect(toAppError({ message: 'Email not confirmed' }, context).code).toBe(
      'email_not_confirmed',
    );
    expect(
      toAppError({ message: 'Invalid Refresh Token: Refresh Token Not Found' }, context).code,
    ).toBe('invalid_refresh_token');
    expect(
      toAppError({ name: 'AuthSessionMissingError', message: 'Auth session missing!' }, context)
        .code,
    ).toBe('session_missing');
  });

  it("gives 'E-mail já cadastrado' its own title", () => {
    expect(
      toAppError({ code: 'user_already_exists', message: 'User already registered' }, context),
    ).toMatchObject({
      title: 'E-mail já cadastrado',
      message: 'Este endereço de e-mail já está em uso. Por favor, tente fazer login.',
    });
  });

  it('maps PostgREST and Postgres codes', () => {
    expect(toAppError({ code: 'PGRST116', message: 'Cannot coerce' }, context).code).toBe(
      'not_found',
    );
    expect(
      toAppError({ code: '42501', message: 'permission denied for table plans' }, context),
    ).toMatchObject({
      code: 'forbidden',
      message: 'Você não tem permissão para realizar esta ação.',
    });
    expect(toAppError({ code: '23505', message: 'duplicate key value' }, context).code).toBe(
      'conflict',
    );
  });

  it('passes through the pt-BR text our own SQL functions raise (P0001)', () => {
    const error = toAppError(
      { code: 'P0001', message: 'Nenhum pagamento aprovado para este plano.' },
      context,
    );
    expect(error).toMatchObject({
      code: 'server_rule',
      message: 'Nenhum pagamento aprovado para este plano.',
    });
  });

  it("shows update_user_plan's refusal of an unpaid plan", () => {
    const error = toAppError(
      {
        code: '42501',
        hint: 'payment_required',
        message: 'Nenhum pagamento aprovado foi encontrado para este plano.',
      },
      { title: 'Erro na atualização' },
    );
    expect(error).toMatchObject({
      code: 'payment_required',
      title: 'Erro na atualização',
      message: 'Nenhum pagamento aprovado foi encontrado para este plano.',
    });
  });

  it('treats fetch failures as network errors', () => {
    expect(toAppError(new TypeError('Failed to fetch'), context).code).toBe('network');
    expect(
      toAppError({ name: 'AuthRetryableFetchError', message: '{}', status: 0 }, context).code,
    ).toBe('network');
  });

  it('shows the first zod message', () => {
    const parsed = z
      .object({ email: z.string().min(1, 'Informe seu e-mail.') })
      .safeParse({ email: '' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(toAppError(parsed.error, context)).toMatchObject({
        code: 'invalid_input',
        message: 'Informe seu e-mail.',
      });
    }
  });

  it('never shows an unknown raw message: the action fallback, logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = toAppError({ code: 'XX000', message: 'relation "x" does not exist' }, context);
    expect(error).toMatchObject({ code: 'unknown', message: 'Não foi possível fazer login.' });
    expect(toAppError('weird', { title: 'Erro' }).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(log).toHaveBeenCalled();
  });

  it('keeps an AppError as it is', () => {
    const original = AppError.of('not_found', { title: 'T', message: 'M' });
    expect(toAppError(original, context)).toBe(original);
  });
});

describe('isSessionMissing', () => {
  it('is true only for the missing-session failure', () => {
    expect(isSessionMissing({ message: 'Auth session missing!' })).toBe(true);
    expect(isSessionMissing({ code: 'invalid_credentials', message: 'x' })).toBe(false);
  });
});
