// Deletes a design template of the workspace (RLS: its editors); codes saved with that design keep it (each code
// stores its own copy).
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

const DELETE_QR_TEMPLATE_ERROR = {
  title: 'Erro ao excluir modelo',
  message: 'Não foi possível excluir o modelo.',
};

export async function deleteQrTemplate(id: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from('qr_templates').delete().eq('id', id).select('id');
    if (error) throw error;
    if (!data || data.length === 0) {
      throw AppError.of('not_found', {
        title: DELETE_QR_TEMPLATE_ERROR.title,
        message: 'Modelo não encontrado.',
      });
    }
  } catch (error) {
    throw toAppError(error, DELETE_QR_TEMPLATE_ERROR);
  }
}
