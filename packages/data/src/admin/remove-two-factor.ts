// Admin > Clientes > Editar Cliente: a client who lost their authenticator cannot sign in; an
// admin removes it (admin_remove_two_factor), with a reason the audit log keeps. The database
// also ends every session of the account, and refuses an unknown account ('Cliente não
// encontrado.'), one without the verification ('Este cliente não usa verificação em duas
// etapas.') and the admin's own ('Para desativar a sua, use Configurações > Segurança.').
import { z } from 'zod';
import { moderationReasonSchema } from '@qrlink/core/validation/abuse-report';
import { isUuid } from '@qrlink/core/validation/uuid';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const removeTwoFactorSchema = z.object({
  userId: z.string().refine(isUuid, 'Cliente não encontrado.'),
  reason: moderationReasonSchema,
});

export type RemoveTwoFactorInput = z.input<typeof removeTwoFactorSchema>;

const REMOVE_TWO_FACTOR_ERROR = {
  title: 'Erro ao remover a verificação',
  message: 'Não foi possível remover a verificação em duas etapas.',
};

export async function removeTwoFactor(input: RemoveTwoFactorInput): Promise<void> {
  try {
    const { userId, reason } = removeTwoFactorSchema.parse(input);
    const supabase = await getSupabase();
    const { error } = await supabase.rpc('admin_remove_two_factor', {
      p_user: userId,
      p_reason: reason,
    });
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, REMOVE_TWO_FACTOR_ERROR);
  }
}
