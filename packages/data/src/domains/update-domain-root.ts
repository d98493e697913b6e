// 'Endereço da raiz' of a verified domain (docs/product/custom-domains.md): where
// https://<domain>/ leads; blank means a 404. The database checks it is http(s) (22023, pt-BR)
// and screens it like any destination (P0001, pt-BR).
import { getSupabase } from '../client';
import { AppError } from '../errors';
import { toRuleAwareError } from '../rule-refusal';
import {
  CUSTOM_DOMAIN_COLUMNS,
  customDomainSchema,
  type CustomDomain,
} from './list-custom-domains';

const UPDATE_ROOT_ERROR = {
  title: 'Erro ao salvar o endereço da raiz',
  message: 'Não foi possível salvar o endereço da raiz do domínio.',
};

export async function updateDomainRoot(domainId: string, rootUrl: string): Promise<CustomDomain> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('custom_domains')
      .update({ root_url: rootUrl.trim() || null })
      .eq('id', domainId)
      .select(CUSTOM_DOMAIN_COLUMNS)
      .maybeSingle();
    if (error) throw error;
    // RLS: a Leitor's update (or a domain removed meanwhile) matches no row.
    if (!data) {
      throw AppError.of('not_found', {
        title: UPDATE_ROOT_ERROR.title,
        message: 'Domínio não encontrado ou acesso não permitido.',
      });
    }
    return customDomainSchema.parse(data);
  } catch (error) {
    throw toRuleAwareError(error, UPDATE_ROOT_ERROR);
  }
}
