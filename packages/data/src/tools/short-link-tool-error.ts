// The public short-link tool's failures in SPEC section 8 wording. A unique violation
// (23505) is either the custom alias (the user can fix it) or, rarely, a random code clash
// (retrying fixes it); every other error goes through the shared mapper.
import { AppError, toAppError } from '../errors';

export const SHORT_LINK_TOOL_ERROR_TITLE = 'Erro ao encurtar link';
export const DUPLICATE_ALIAS_MESSAGE = 'Este alias personalizado já está em uso. Tente outro.';
export const DUPLICATE_CODE_MESSAGE = 'Ocorreu um erro ao gerar o código curto. Tente novamente.';

type PostgrestLike = { code?: unknown; message?: unknown; details?: unknown };

export function toShortLinkToolError(error: unknown, aliasRequested: boolean): AppError {
  const pg = (typeof error === 'object' && error !== null ? error : {}) as PostgrestLike;
  if (pg.code === '23505') {
    const text = `${String(pg.message ?? '')} ${String(pg.details ?? '')}`;
    const aliasClash = /alias/i.test(text) || (aliasRequested && !/c[oó]digo|code/i.test(text));
    return new AppError(
      'conflict',
      SHORT_LINK_TOOL_ERROR_TITLE,
      aliasClash ? DUPLICATE_ALIAS_MESSAGE : DUPLICATE_CODE_MESSAGE,
      { cause: error },
    );
  }
  return toAppError(error, { title: SHORT_LINK_TOOL_ERROR_TITLE });
}
