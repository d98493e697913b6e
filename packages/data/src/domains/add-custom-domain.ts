// 'Adicionar domínio' on Configurações > Domínios (docs/product/custom-domains.md): a pending
// domain of the workspace being worked in, with the token its TXT record must hold. The UI has
// parsed what was typed (core's hostnameSchema); the database checks it again, refuses one
// already added anywhere and counts the owner's plan's max_domains.
import { MESSAGES } from '@qrlink/core/validation/messages';
import { getSupabase } from '../client';
import { AppError } from '../errors';
import { toRuleAwareError } from '../rule-refusal';
import {
  CUSTOM_DOMAIN_COLUMNS,
  customDomainSchema,
  type CustomDomain,
} from './list-custom-domains';

const ADD_DOMAIN_ERROR = {
  title: 'Erro ao adicionar domínio',
  message: 'Não foi possível adicionar o domínio.',
};

export interface AddCustomDomainInput {
  userId: string | null | undefined;
  workspaceId: string;
  /** Already parsed: lowercase, no scheme, no trailing dot. */
  hostname: string;
}

function addError(error: unknown): AppError {
  // Ours says it in pt-BR, but the bare unique-constraint violation (two adding it at once) is
  // English: both get the catalogue's words.
  if ((error as { code?: unknown } | null)?.code === '23505') {
    return AppError.of('conflict', MESSAGES.domainTaken);
  }
  // 22023: the database's own pt-BR reason; P0001 domain_limit: the plan's, shown as is.
  return toRuleAwareError(error, ADD_DOMAIN_ERROR);
}

export async function addCustomDomain(input: AddCustomDomainInput): Promise<CustomDomain> {
  if (!input.userId) {
    throw AppError.of('not_authenticated', {
      title: ADD_DOMAIN_ERROR.title,
      message: 'Faça login para adicionar domínios.',
    });
  }
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('custom_domains')
      .insert({ user_id: input.userId, workspace_id: input.workspaceId, hostname: input.hostname })
      .select(CUSTOM_DOMAIN_COLUMNS)
      .single();
    if (error) throw error;
    return customDomainSchema.parse(data);
  } catch (error) {
    throw addError(error);
  }
}
