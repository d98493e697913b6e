// The public short-link tool's failures in
// docs/product/calls-errors-and-constants.md, "Error texts" wording. create_short_link raises 23505
// with hint custom_alias_taken (the user can pick another alias) or short_code_taken (retrying
// fixes it), PT429 for the hourly limit and 22023 for a bad URL/alias, both with authored pt-BR
// text. Everything else goes through the shared mapper.
import { AppError, toAppError } from '../errors';

export const SHORT_LINK_TOOL_ERROR_TITLE = 'Erro ao encurtar link';
export const DUPLICATE_ALIAS_MESSAGE = 'Este alias personalizado já está em uso. Tente outro.';
export const DUPLICATE_CODE_MESSAGE = 'Ocorreu um erro ao gerar o código curto. Tente novamente.';

type PostgrestLike = { code?: unknown; message?: unknown; hint?: unknown };

export function toShortLinkToolError(error: unknown, aliasRequested: boolean): AppError {
  const pg = (typeof error === 'object' && error !== null ? error : {}) as PostgrestLike;
  const text = typeof pg.message === 'string' ? pg.message : '';
  if (pg.code === '23505') {
    const aliasTaken =
      pg.hint === 'custom_alias_taken' || (pg.hint !== 'short_code_taken' && aliasRequested);
    return new AppError(
      'conflict',
      SHORT_LINK_TOOL_ERROR_TITLE,
      aliasTaken ? DUPLICATE_ALIAS_MESSAGE : DUPLICATE_CODE_MESSAGE,
      { cause: error },
    );
  }
  if (pg.code === 'PT429' && text) {
    return new AppError('rate_limited', SHORT_LINK_TOOL_ERROR_TITLE, text, { cause: error });
  }
  if (pg.code === '22023' && text) {
    return new AppError('invalid_input', SHORT_LINK_TOOL_ERROR_TITLE, text, { cause: error });
  }
  return toAppError(error, { title: SHORT_LINK_TOOL_ERROR_TITLE });
}
