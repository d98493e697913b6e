// Deletes one of the user's QR codes; its scans and notifications go with it (foreign keys),
// and its logo file is removed from the user's folder (best effort: a file left behind is
// removed with the account, a failure here must not undo the deletion).
import { LOGO_BUCKET } from '@qrlink/core/constants';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

const DELETE_QR_CODE_ERROR = {
  title: 'Erro ao Excluir',
  message: 'Não foi possível excluir o QR Code.',
};

/** `{userId}/{file}` from a public URL of our bucket, or null for any other address. */
export function logoPathOf(logoUrl: string | null, userId: string): string | null {
  if (!logoUrl) return null;
  const marker = `/storage/v1/object/public/${LOGO_BUCKET}/`;
  const at = logoUrl.indexOf(marker);
  if (at < 0) return null;
  const path = decodeURIComponent(logoUrl.slice(at + marker.length));
  return path.startsWith(`${userId}/`) && !path.includes('..') ? path : null;
}

export async function deleteQrCode(id: string, userId: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('qr_codes')
      .delete()
      .eq('id', id)
      .select('id, logo_url');
    if (error) throw error;
    if (!data || data.length === 0) {
      throw AppError.of('not_found', {
        title: DELETE_QR_CODE_ERROR.title,
        message: 'QR Code não encontrado ou acesso negado.',
      });
    }
    const path = logoPathOf(data[0]?.logo_url ?? null, userId);
    if (path) await supabase.storage.from(LOGO_BUCKET).remove([path]);
  } catch (error) {
    throw toAppError(error, DELETE_QR_CODE_ERROR);
  }
}
