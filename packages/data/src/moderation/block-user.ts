// Admin > Denúncias: block the account behind a code (admin_block_user: it signs in no more, its
// sessions end and every code of it stops), or unblock it; always with a reason. The database
// never blocks an admin: 'Não é possível bloquear um administrador.'
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { requireReason } from './moderation-reason';

export interface BlockUserInput {
  userId: string;
  reason: string;
}

const BLOCK_ERROR = { title: 'Erro ao bloquear usuário' };
const UNBLOCK_ERROR = { title: 'Erro ao desbloquear usuário' };

export async function blockUser(input: BlockUserInput): Promise<void> {
  const reason = requireReason(input.reason, BLOCK_ERROR);
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.rpc('admin_block_user', {
      p_user: input.userId,
      p_reason: reason,
    });
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, BLOCK_ERROR);
  }
}

export async function unblockUser(input: BlockUserInput): Promise<void> {
  const reason = requireReason(input.reason, UNBLOCK_ERROR);
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.rpc('admin_unblock_user', {
      p_user: input.userId,
      p_reason: reason,
    });
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, UNBLOCK_ERROR);
  }
}
