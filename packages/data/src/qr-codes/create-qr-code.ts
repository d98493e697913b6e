// Saves a new QR code (dynamic, or static with its content): optional logo upload first, then
// the qr_codes row. The database trigger writes the 'qr_created' notification; RLS makes the
// row owner-only.
import { z } from 'zod';
import type { LinkRules } from '@qrlink/core/validation/link-rules-schema';
import { getSupabase } from '../client';
import { saveItemTags, type ItemOrganisation } from '../organise/item-organisation';
import { applyPassword } from '../redirects/link-rules';
import { AppError, toAppError } from '../errors';
import {
  parseQrCodeFields,
  qrDesignColumns,
  saveDataFailureMessage,
  type QrCodeFields,
  type QrDesignInput,
} from './qr-design-input';
import { SAVE_QR_ERROR_TITLE, uploadQrLogo } from './upload-qr-logo';

export type CreateQrCodeInput = QrDesignInput & {
  logoFile?: File | null;
  /** The owner's rules, checked by core's linkRulesSchema (dynamic codes only). */
  rules?: LinkRules;
  /** Its folder and tags (absent: none). */
  organisation?: ItemOrganisation;
  /** The workspace it is made in (absent: the user's personal one). */
  workspaceId?: string | undefined;
};

const insertedSchema = z.object({ id: z.string() });

export async function createQrCode(input: CreateQrCodeInput): Promise<{ id: string }> {
  const fields = parseQrCodeFields(input);
  // In the workspace's folder; without one named, the user's own folder (theirs alone).
  const logoUrl = input.logoFile
    ? await uploadQrLogo(input.workspaceId ?? fields.userId, input.logoFile)
    : null;
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('qr_codes')
    .insert({
      ...qrDesignColumns(fields, logoUrl),
      user_id: fields.userId,
      ...(input.workspaceId ? { workspace_id: input.workspaceId } : {}),
      content_type: fields.contentType,
      ...rulesOf(fields, input.rules)?.columns,
      ...(input.organisation ? { folder_id: input.organisation.folderId } : {}),
      scan_count: 0,
    })
    .select('id')
    .single();
  if (error) throw saveDataError(error);
  const created = insertedSchema.parse(data);
  try {
    await applyPassword(supabase, 'qr', created.id, rulesOf(fields, input.rules));
    if (input.organisation?.tags.length) {
      await saveItemTags(supabase, 'qr', created.id, input.organisation.tags);
    }
  } catch (passwordError) {
    throw saveDataError(passwordError);
  }
  return created;
}

/** Rules belong to the redirect: a static code (its content in the code) has none. */
export function rulesOf(fields: QrCodeFields, rules: LinkRules | undefined): LinkRules | undefined {
  return fields.contentType === 'url' ? rules : undefined;
}

export function saveDataError(error: unknown): AppError {
  const reason = toAppError(error, { title: SAVE_QR_ERROR_TITLE, message: 'tente novamente.' });
  return new AppError(reason.code, SAVE_QR_ERROR_TITLE, saveDataFailureMessage(reason.message), {
    cause: error,
  });
}
