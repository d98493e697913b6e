// 'Remover' a domain (docs/product/custom-domains.md): refused while codes still print it
// (P0001 domain_in_use, pt-BR with how many), since their printed addresses would break.
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

const REMOVE_DOMAIN_ERROR = {
  title: 'Erro ao remover domínio',
  message: 'Não foi possível remover o domínio.',
};

export async function removeCustomDomain(domainId: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('custom_domains')
      .delete()
      .eq('id', domainId)
      .select('id');
    if (error) throw error;
    // RLS: a Leitor's delete (or a domain already gone) matches no row.
    if (!data || data.length === 0) {
      throw AppError.of('not_found', {
        title: REMOVE_DOMAIN_ERROR.title,
        message: 'Domínio não encontrado ou acesso não permitido.',
      });
    }
  } catch (error) {
    throw toAppError(error, REMOVE_DOMAIN_ERROR);
  }
}
