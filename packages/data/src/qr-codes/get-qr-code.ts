// A QR code of one of the user's workspaces, for the editor and its analysis. Another
// workspace's or a missing code is the same 'not_found' to the screen (RLS hides it entirely).
import { isUuid } from '@qrlink/core/validation/uuid';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import { RULE_COLUMNS, ruleColumnsSchema, type RuleColumns } from '../redirects/link-rules';
import { QR_CODE_COLUMNS, qrCodeRowSchema, type QrCodeRow } from './list-qr-codes';

/** A code as its editor needs it: the row and the owner's rules. */
export type EditableQrCode = QrCodeRow & RuleColumns;

const QR_CODE_NOT_FOUND = {
  title: 'Erro ao Carregar',
  message: 'QR Code não encontrado ou acesso negado.',
};

export async function getQrCode(id: string): Promise<EditableQrCode> {
  if (!isUuid(id)) throw AppError.of('not_found', QR_CODE_NOT_FOUND);
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('qr_codes')
      .select(`${QR_CODE_COLUMNS}, ${RULE_COLUMNS}`)
      .eq('id', id)
      .maybeSingle();
    if (error) throw error;
    if (!data) throw AppError.of('not_found', QR_CODE_NOT_FOUND);
    return qrCodeRowSchema.extend(ruleColumnsSchema().shape).parse(data);
  } catch (error) {
    throw toAppError(error, QR_CODE_NOT_FOUND);
  }
}
