// The preview page of a code (`/s/{code}+`, `/qr/{id}+`): where it leads (and every other
// address it may lead some visitors to), when it was made and whether it is disabled, for anyone
// (code_preview). Nothing about its owner; nothing counted.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { codeKindSchema, type CodeKind } from './code-kind';

const codePreviewSchema = z.object({
  kind: codeKindSchema,
  destination: z.string(),
  /** Every other address it may lead to (per device, smart routes, A/B variants). */
  also: z.array(z.string()),
  created_at: z.string(),
  disabled: z.boolean(),
});
export type CodePreview = z.infer<typeof codePreviewSchema>;

export const CODE_PREVIEW_ERROR = {
  title: 'Erro ao carregar o link',
  message: 'Não foi possível ver para onde este link leva. Tente novamente.',
};

/** The code's preview, or null when no dynamic QR code or short link has that key. */
export async function getCodePreview(kind: CodeKind, key: string): Promise<CodePreview | null> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('code_preview', { p_kind: kind, p_key: key });
    if (error) throw error;
    return codePreviewSchema.nullable().parse(data);
  } catch (error) {
    throw toAppError(error, CODE_PREVIEW_ERROR);
  }
}
