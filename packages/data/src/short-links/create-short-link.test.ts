import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { createShortLink } from './create-short-link';
import { DUPLICATE_ALIAS_MESSAGE, DUPLICATE_CODE_MESSAGE } from './short-link-tool-error';

const rpc = vi.fn();
vi.mock('../client', () => ({ getSupabase: async () => ({ rpc }) }));

const row = {
  id: '7f0e3c52-0000-4000-8000-000000000001',
  short_code: 'Ab3dE7q',
  custom_alias: null,
  original_url: 'https://exemplo.com.br/promo',
};

describe('createShortLink', () => {
  beforeEach(() => rpc.mockReset());

  it('sends trimmed, sanitised arguments and returns the created code', async () => {
    rpc.mockResolvedValue({ data: [row], error: null });
    const link = await createShortLink({
      originalUrl: '  https://exemplo.com.br/promo ',
      customAlias: '   ',
      description: '  ',
    });
    expect(rpc).toHaveBeenCalledWith('create_short_link', {
      p_original_url: 'https://exemplo.com.br/promo',
      // Blank optional fields are left out, so the SQL defaults (null) apply.
      p_custom_alias: undefined,
      p_description: undefined,
    });
    expect(link).toMatchObject({ shortCode: 'Ab3dE7q', customAlias: null });
  });

  it('returns the alias and strips characters an alias cannot hold', async () => {
    rpc.mockResolvedValue({ data: { ...row, custom_alias: 'minha-promo' }, error: null });
    const link = await createShortLink({
      originalUrl: 'https://exemplo.com.br',
      customAlias: 'minha promo!',
    });
    expect(rpc.mock.calls[0]?.[1]).toMatchObject({ p_custom_alias: 'minhapromo' });
    expect(link.customAlias).toBe('minha-promo');
  });

  it('refuses an empty URL without calling the server', async () => {
    await expect(createShortLink({ originalUrl: ' ' })).rejects.toMatchObject({
      title: 'Erro ao encurtar link',
      message: 'Por favor, insira a URL que deseja encurtar.',
    });
    expect(rpc).not.toHaveBeenCalled();
  });

  it('maps a duplicate alias and a duplicate code to their own messages', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: {
        code: '23505',
        message: 'Este alias personalizado já está sendo utilizado. Por favor, escolha outro.',
        hint: 'custom_alias_taken',
      },
    });
    const aliasError = await createShortLink({
      originalUrl: 'https://a.com',
      customAlias: 'x',
    }).catch((e: unknown) => e);
    expect(aliasError).toBeInstanceOf(AppError);
    expect((aliasError as AppError).message).toBe(DUPLICATE_ALIAS_MESSAGE);

    rpc.mockResolvedValue({
      data: null,
      error: {
        code: '23505',
        message: 'Ocorreu um erro ao gerar o código curto. Tente novamente.',
        hint: 'short_code_taken',
      },
    });
    await expect(
      createShortLink({ originalUrl: 'https://a.com', customAlias: 'x' }),
    ).rejects.toMatchObject({
      message: DUPLICATE_CODE_MESSAGE,
    });
  });

  it("passes the server's own pt-BR rule messages through (rate limit)", async () => {
    const limit = 'Limite de links atingido: tente novamente em uma hora.';
    rpc.mockResolvedValue({
      data: null,
      error: { code: 'PT429', message: limit, hint: 'rate_limited' },
    });
    await expect(createShortLink({ originalUrl: 'https://a.com' })).rejects.toMatchObject({
      title: 'Erro ao encurtar link',
      message: limit,
    });
  });
});
