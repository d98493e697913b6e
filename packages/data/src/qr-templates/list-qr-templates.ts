// The signed-in user's named design templates (docs/product/qr-studio.md, "The QR studio"), most
// recently saved first. A stored design is read leniently: a field this version does not know takes
// its default.
import { z } from 'zod';
import { parseStoredQrDesign, type QrDesign } from '@qrlink/core/qr/design/qr-design';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const LIST_QR_TEMPLATES_ERROR = {
  title: 'Erro ao carregar modelos',
  message: 'Não foi possível carregar seus modelos.',
};

export interface QrTemplate {
  id: string;
  name: string;
  design: QrDesign;
  updatedAt: string;
}

const rowSchema = z.object({
  id: z.string(),
  name: z.string(),
  design: z.unknown(),
  updated_at: z.string(),
});

/** The templates of the workspace worked in (absent: those the user made, the personal way). */
export async function listQrTemplates(userId: string, workspaceId?: string): Promise<QrTemplate[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('qr_templates')
      .select('id, name, design, updated_at')
      .eq(workspaceId ? 'workspace_id' : 'user_id', workspaceId ?? userId)
      .order('updated_at', { ascending: false })
      .order('id', { ascending: true })
      .limit(100);
    if (error) throw error;
    return z
      .array(rowSchema)
      .parse(data)
      .map((row) => ({
        id: row.id,
        name: row.name,
        design: parseStoredQrDesign(row.design),
        updatedAt: row.updated_at,
      }));
  } catch (error) {
    throw toAppError(error, LIST_QR_TEMPLATES_ERROR);
  }
}
