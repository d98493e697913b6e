// Admin > Denúncias: disable a QR code or short link for breaking the Terms of Use, or enable it
// again (admin_disable_code, admin_enable_code), always with a reason. Disabling resolves the
// code's open reports; both are audited.
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import type { CodeKind } from './code-kind';
import { requireReason } from './moderation-reason';

export interface ModerateCodeInput {
  kind: CodeKind;
  /** The code's row id (ReportRow.code_id). */
  id: string;
  reason: string;
}

const DISABLE_ERROR = { title: 'Erro ao desativar' };
const ENABLE_ERROR = { title: 'Erro ao reativar' };

export async function disableCode(input: ModerateCodeInput): Promise<void> {
  const reason = requireReason(input.reason, DISABLE_ERROR);
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.rpc('admin_disable_code', {
      p_kind: input.kind,
      p_id: input.id,
      p_reason: reason,
    });
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, DISABLE_ERROR);
  }
}

export async function enableCode(input: ModerateCodeInput): Promise<void> {
  const reason = requireReason(input.reason, ENABLE_ERROR);
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.rpc('admin_enable_code', {
      p_kind: input.kind,
      p_id: input.id,
      p_reason: reason,
    });
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, ENABLE_ERROR);
  }
}
