// Saves a new dynamic QR code: optional logo upload first, then the qr_codes row. The
// database trigger writes the 'qr_created' notification; RLS makes the row owner-only.
import { z } from 'zod';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import type { LinkRules } from '@qrlink/core/validation/link-rules-schema';
import { getSupabase } from '../client';
import { saveItemTags, type ItemOrganisation } from '../organise/item-organisation';
import { applyPassword } from '../redirects/link-rules';
import { AppError, toAppError } from '../errors';
import {
  qrDesignColumns,
  qrDesignInputSchema,
  saveDataFailureMessage,
  type QrDesignInput,
} from './qr-design-input';
import { SAVE_QR_ERROR_TITLE, uploadQrLogo } from './upload-qr-logo';

export type CreateQrCodeInput = QrDesignInput & {
  logoFile?: File | null;
  /** The owner's rules, checked by core's linkRulesSchema. */
  rules?: LinkRules;
  /** Its folder and tags (absent: none). */
  organisation?: ItemOrganisation;
};

const insertedSchema = z.object({ id: z.string() });

export async function createQrCode(input: CreateQrCodeInput): Promise<{ id: string }> {
  const design = parseDesign(input);
  const logoUrl = input.logoFile ? await uploadQrLogo(design.userId, input.logoFile) : null;
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('qr_codes')
    .insert({
      ...qrDesignColumns(design, logoUrl),
      ...input.rules?.columns,
      ...(input.organisation ? { folder_id: input.organisation.folderId } : {}),
      scan_count: 0,
    })
    .select('id')
    .single();
  if (error) throw saveDataError(error);
  const created = insertedSchema.parse(data);
  try {
    await applyPassword(supabase, 'qr', created.id, input.rules);
    if (input.organisation?.tags.length) {
      await saveItemTags(supabase, 'qr', created.id, input.organisation.tags);
    }
  } catch (passwordError) {
    throw saveDataError(passwordError);
  }
  return created;
}

/** docs/product.md §5: no user is 'Erro de Autenticação'; a bad field gets its own toast title. */
export function parseDesign(input: QrDesignInput) {
  if (!input.userId) {
    throw AppError.of('not_authenticated', {
      title: 'Erro de Autenticação',
      message: 'Você precisa estar logado.',
    });
  }
  const parsed = qrDesignInputSchema.safeParse(input);
  if (!parsed.success) throw AppError.of('invalid_input', toToastError(parsed.error));
  return parsed.data;
}

export function saveDataError(error: unknown): AppError {
  const reason = toAppError(error, { title: SAVE_QR_ERROR_TITLE, message: 'tente novamente.' });
  return new AppError(reason.code, SAVE_QR_ERROR_TITLE, saveDataFailureMessage(reason.message), {
    cause: error,
  });
}
