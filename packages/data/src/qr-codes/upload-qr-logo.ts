// Uploads a QR logo to the qr_logos bucket at {folder}/{timestamp}.{extension} (the folder is the
// code's workspace, whose editors manage its logos: docs/product/teams.md, "Logos") and returns
// its public URL (docs/product/data-model.md, "Entities" and
// docs/product/calls-errors-and-constants.md, "Calls"). Failures carry the 'Erro ao Salvar' wording
// of docs/product/calls-errors-and-constants.md, "Error texts".
import { LOGO_BUCKET, LOGO_CACHE_SECONDS } from '@qrlink/core/constants';
import { logoStoragePath, validateLogoFile } from '@qrlink/core/validation/logo-file';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

export const SAVE_QR_ERROR_TITLE = 'Erro ao Salvar';

type StorageErrorLike = { statusCode?: unknown; status?: unknown; message?: unknown };

/** A short pt-BR reason for a storage failure; the bucket's own limits speak English. */
function describeUploadFailure(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as StorageErrorLike;
  const status = String(e.statusCode ?? e.status ?? '');
  const text = String(e.message ?? '');
  if (status === '413' || /too large|maximum allowed size/i.test(text)) {
    return 'o arquivo excede o tamanho máximo de 2MB.';
  }
  if (status === '415' || /mime|content type/i.test(text)) {
    return 'formato de arquivo não permitido.';
  }
  return toAppError(error, { title: SAVE_QR_ERROR_TITLE, message: 'tente novamente.' }).message;
}

export async function uploadQrLogo(folder: string, file: File): Promise<string> {
  const checked = validateLogoFile(file);
  if (!checked.ok) throw AppError.of('invalid_input', checked);
  const supabase = await getSupabase();
  const bucket = supabase.storage.from(LOGO_BUCKET);
  const path = logoStoragePath(folder, checked.extension);
  const { error } = await bucket.upload(path, file, {
    cacheControl: String(LOGO_CACHE_SECONDS),
    upsert: true,
    contentType: checked.mimeType,
  });
  if (error) {
    throw new AppError(
      'unknown',
      SAVE_QR_ERROR_TITLE,
      `Falha no upload do logo: ${describeUploadFailure(error)}`,
      { cause: error },
    );
  }
  const { data } = bucket.getPublicUrl(path);
  if (!data?.publicUrl) {
    throw new AppError(
      'unknown',
      SAVE_QR_ERROR_TITLE,
      'Não foi possível obter a URL pública do logo.',
    );
  }
  return data.publicUrl;
}
