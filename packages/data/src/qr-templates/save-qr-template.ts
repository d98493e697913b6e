// Saves the studio's current design as a named template of the user. The name is tidied and
// checked here and again by the database (unique per user, at most 100 templates).
import { z } from 'zod';
import { qrDesignSchema, type QrDesignInput } from '@qrlink/core/qr/design/qr-design';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import type { Json } from '../database.types';
import { AppError, toAppError } from '../errors';
import { getSupabase } from '../client';

const SAVE_QR_TEMPLATE_TITLE = 'Erro ao salvar modelo';
export const TEMPLATE_NAME_MAX = 60;
const NAME_TAKEN = 'Já existe um modelo com este nome. Escolha outro nome.';

const templateNameSchema = z
  .string()
  .transform((name) => name.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, 'Dê um nome ao modelo.')
      .max(
        TEMPLATE_NAME_MAX,
        `O nome do modelo pode ter no máximo ${TEMPLATE_NAME_MAX} caracteres.`,
      ),
  );

export interface SaveQrTemplateInput {
  userId: string;
  /** The workspace it is saved in (absent: the user's personal one). */
  workspaceId?: string | undefined;
  name: string;
  design: QrDesignInput;
}

export async function saveQrTemplate(input: SaveQrTemplateInput): Promise<{ id: string }> {
  const name = templateNameSchema.safeParse(input.name);
  if (!name.success) {
    throw AppError.of('invalid_input', {
      title: SAVE_QR_TEMPLATE_TITLE,
      message: toToastError(name.error).message,
    });
  }
  const design = qrDesignSchema.safeParse(input.design);
  if (!design.success) throw AppError.of('invalid_input', toToastError(design.error));
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('qr_templates')
      .insert({
        user_id: input.userId,
        name: name.data,
        design: design.data as Json,
        ...(input.workspaceId ? { workspace_id: input.workspaceId } : {}),
      })
      .select('id')
      .single();
    if (error) throw error;
    return z.object({ id: z.string() }).parse(data);
  } catch (error) {
    const mapped = toAppError(error, { title: SAVE_QR_TEMPLATE_TITLE });
    if (mapped.code === 'conflict') {
      throw AppError.of('conflict', { title: SAVE_QR_TEMPLATE_TITLE, message: NAME_TAKEN });
    }
    throw mapped;
  }
}
