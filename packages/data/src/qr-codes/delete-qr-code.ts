// Deletes a QR code; its scans and notifications go with it (foreign keys), and its logo file is
// removed from the code's workspace folder, or from the user's own folder for a logo uploaded
// before teams (best effort: a file left behind goes with its workspace or account, and a
// failure here must not undo the deletion).
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import { logoPathOf, removeLogoFiles } from '../storage/stored-files';

const DELETE_QR_CODE_ERROR = {
  title: 'Erro ao Excluir',
  message: 'Não foi possível excluir o QR Code.',
};

export async function deleteQrCode(id: string, userId: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('qr_codes')
      .delete()
      .eq('id', id)
      .select('id, logo_url, workspace_id');
    if (error) throw error;
    if (!data || data.length === 0) {
      throw AppError.of('not_found', {
        title: DELETE_QR_CODE_ERROR.title,
        message: 'QR Code não encontrado ou acesso negado.',
      });
    }
    const deleted = data[0]!;
    const path = logoPathOf(deleted.logo_url, [deleted.workspace_id, userId]);
    if (path) await removeLogoFiles(supabase, [path]);
  } catch (error) {
    throw toAppError(error, DELETE_QR_CODE_ERROR);
  }
}
