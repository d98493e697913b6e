// Uploads a digital menu's PDF to the page files bucket at {workspace}/cardapio-{timestamp}.pdf
// (the workspace's editors write its folder) and returns its public URL, which the page's
// 'Ver cardápio em PDF' opens (docs/product/pages.md, "What a page holds").
import {
  menuPdfStoragePath,
  PAGE_FILES_BUCKET,
  validateMenuPdf,
} from '@qrlink/core/pages/menu-pdf';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

const UPLOAD_ERROR = { title: 'Erro ao enviar o PDF', message: 'Tente novamente.' };

export async function uploadMenuPdf(workspaceId: string, file: File): Promise<string> {
  const checked = validateMenuPdf(file);
  if (!checked.ok) throw AppError.of('invalid_input', checked);
  try {
    const supabase = await getSupabase();
    const bucket = supabase.storage.from(PAGE_FILES_BUCKET);
    const path = menuPdfStoragePath(workspaceId);
    const { error } = await bucket.upload(path, file, {
      cacheControl: '3600',
      contentType: 'application/pdf',
    });
    if (error) throw error;
    return bucket.getPublicUrl(path).data.publicUrl;
  } catch (error) {
    throw toAppError(error, UPLOAD_ERROR);
  }
}
