// The own domains of the workspace being worked in (docs/product/custom-domains.md), oldest
// first: Configurações > Domínios lists them all, the code forms offer the verified ones, and
// the lists print each code on its domain. A workspace holds at most its plan's max_domains.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const CUSTOM_DOMAIN_COLUMNS =
  'id, hostname, verification_token, verified_at, checked_at, check_problem, root_url, created_at';

export const customDomainSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  verification_token: z.string(),
  verified_at: z.string().nullable(),
  checked_at: z.string().nullable(),
  check_problem: z.string().nullable(),
  root_url: z.string().nullable(),
  created_at: z.string(),
});
export type CustomDomain = z.infer<typeof customDomainSchema>;

/** More than any plan seeds (10). */
const DOMAIN_LIST_LIMIT = 1000;

export async function listCustomDomains(workspaceId: string): Promise<CustomDomain[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('custom_domains')
      .select(CUSTOM_DOMAIN_COLUMNS)
      .eq('workspace_id', workspaceId)
      .order('created_at', { ascending: true })
      .limit(DOMAIN_LIST_LIMIT);
    if (error) throw error;
    return (data ?? []).map((row) => customDomainSchema.parse(row));
  } catch (error) {
    throw toAppError(error, {
      title: 'Erro ao carregar domínios',
      message: 'Não foi possível carregar os domínios.',
    });
  }
}
