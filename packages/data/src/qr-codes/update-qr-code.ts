// Updates an existing QR code (the dashboard's 'Editar QR Code'): same id, so a printed dynamic
// code's {origin}/qr/{id} keeps working; its content type never changes (the database refuses).
// The logo is kept, replaced or removed (null).
import type { LinkRules } from '@qrlink/core/validation/link-rules-schema';
import { getSupabase, type Supabase } from '../client';
import { saveItemTags, type ItemOrganisation } from '../organise/item-organisation';
import { applyPassword } from '../redirects/link-rules';
import { AppError } from '../errors';
import { rulesOf, saveDataError } from './create-qr-code';
import { parseQrCodeFields, qrDesignColumns, type QrDesignInput } from './qr-design-input';
import { SAVE_QR_ERROR_TITLE, uploadQrLogo } from './upload-qr-logo';

export type LogoChange =
  | { kind: 'keep'; url: string | null }
  | { kind: 'replace'; file: File }
  | { kind: 'remove' };

export type UpdateQrCodeInput = QrDesignInput & {
  id: string;
  logo: LogoChange;
  /** The owner's rules, checked by core's linkRulesSchema. */
  rules?: LinkRules;
  /** Its folder and tags (absent: unchanged). */
  organisation?: ItemOrganisation;
};

export async function updateQrCode(input: UpdateQrCodeInput): Promise<{ id: string }> {
  const fields = parseQrCodeFields(input);
  const supabase = await getSupabase();
  const logoUrl = await resolveLogoUrl(supabase, input.id, input.logo);
  const { data, error } = await supabase
    .from('qr_codes')
    .update({
      ...qrDesignColumns(fields, logoUrl),
      ...rulesOf(fields, input.rules)?.columns,
      ...(input.organisation ? { folder_id: input.organisation.folderId } : {}),
      updated_at: new Date().toISOString(),
    })
    .eq('id', input.id)
    .select('id');
  if (error) throw saveDataError(error);
  if (!data || data.length === 0) {
    throw AppError.of('not_found', {
      title: SAVE_QR_ERROR_TITLE,
      message: 'QR Code não encontrado ou acesso negado.',
    });
  }
  try {
    await applyPassword(supabase, 'qr', input.id, rulesOf(fields, input.rules));
    if (input.organisation) {
      await saveItemTags(supabase, 'qr', input.id, input.organisation.tags);
    }
  } catch (passwordError) {
    throw saveDataError(passwordError);
  }
  return { id: input.id };
}

/** The logo to save; a new file goes to the code's workspace folder (docs/product/teams.md). */
async function resolveLogoUrl(
  supabase: Supabase,
  id: string,
  logo: LogoChange,
): Promise<string | null> {
  switch (logo.kind) {
    case 'keep':
      return logo.url;
    case 'remove':
      return null;
    case 'replace': {
      const { data, error } = await supabase
        .from('qr_codes')
        .select('workspace_id')
        .eq('id', id)
        .maybeSingle();
      if (error) throw saveDataError(error);
      if (!data) {
        throw AppError.of('not_found', {
          title: SAVE_QR_ERROR_TITLE,
          message: 'QR Code não encontrado ou acesso negado.',
        });
      }
      return uploadQrLogo(data.workspace_id, logo.file);
    }
  }
}
