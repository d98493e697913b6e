// Admin > Segurança: the blocklist of destination screening
// (docs/product/trust-and-safety.md, "The blocklist"). RLS lets only admins read and change it;
// one page at a time, searched by the database, so a list of thousands stays quick.
import { z } from 'zod';
import type { BlockedDomainInput } from '@qrlink/core/validation/blocked-domain';
import { blockedDomainSchema } from '@qrlink/core/validation/blocked-domain';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

const blockedDomainRowSchema = z.object({
  domain: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type BlockedDomain = z.infer<typeof blockedDomainRowSchema>;

export const LIST_BLOCKED_DOMAINS_ERROR = {
  title: 'Erro ao carregar a lista de bloqueio',
  message: 'Não foi possível carregar os domínios bloqueados. Você tem permissão de administrador?',
};
const ADD_ERROR = { title: 'Erro ao bloquear domínio' };
const REMOVE_ERROR = { title: 'Erro ao remover domínio' };
const IMPORT_ERROR = { title: 'Erro ao importar lista' };
/** A list file over BLOCKLIST_FILE_MAX_BYTES, refused before it is read or sent. */
export const BLOCKLIST_TOO_LARGE = { ...IMPORT_ERROR, message: 'A lista passa de 1 MB.' };
export const DOMAIN_ALREADY_BLOCKED = 'Este domínio já está na lista.';

/** The largest list file read (the database refuses more). */
export const BLOCKLIST_FILE_MAX_BYTES = 1024 * 1024;

export interface BlockedDomainPage {
  rows: BlockedDomain[];
  total: number;
}

export const BLOCKED_DOMAIN_SORTS = ['newest', 'oldest', 'domain'] as const;
export type BlockedDomainSort = (typeof BLOCKED_DOMAIN_SORTS)[number];

export interface ListBlockedDomainsInput {
  /** Matches any part of the domain. */
  search: string;
  sort: BlockedDomainSort;
  /** Zero-based. */
  page: number;
  pageSize: number;
}

export async function listBlockedDomains(
  input: ListBlockedDomainsInput,
): Promise<BlockedDomainPage> {
  try {
    const supabase = await getSupabase();
    let query = supabase
      .from('blocked_domains')
      .select('domain, reason, created_at', { count: 'exact' })
      .order(input.sort === 'domain' ? 'domain' : 'created_at', {
        ascending: input.sort !== 'newest',
      })
      .order('domain')
      .range(input.page * input.pageSize, (input.page + 1) * input.pageSize - 1);
    const search = input.search.trim().toLowerCase();
    if (search) query = query.ilike('domain', `%${search.replace(/[%_\\]/g, '\\$&')}%`);
    const { data, error, count } = await query;
    if (error) throw error;
    return { rows: z.array(blockedDomainRowSchema).parse(data), total: count ?? 0 };
  } catch (error) {
    throw toAppError(error, LIST_BLOCKED_DOMAINS_ERROR);
  }
}

/** Blocks one domain; answers it as stored. */
export async function addBlockedDomain(input: BlockedDomainInput): Promise<string> {
  const parsed = blockedDomainSchema.safeParse(input);
  if (!parsed.success) {
    throw AppError.of('invalid_input', { ...ADD_ERROR, message: parsed.error.issues[0]!.message });
  }
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('blocked_domains').insert(parsed.data);
    if (error?.code === '23505') {
      throw AppError.of('conflict', { ...ADD_ERROR, message: DOMAIN_ALREADY_BLOCKED });
    }
    if (error) throw error;
    return parsed.data.domain;
  } catch (error) {
    throw toAppError(error, ADD_ERROR);
  }
}

export async function removeBlockedDomain(domain: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('blocked_domains').delete().eq('domain', domain);
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, REMOVE_ERROR);
  }
}

/** Adds every domain of a text list (one per line, # comments); answers how many were new. */
export async function importBlockedDomains(text: string, reason: string): Promise<number> {
  if (new TextEncoder().encode(text).length > BLOCKLIST_FILE_MAX_BYTES) {
    throw AppError.of('invalid_input', BLOCKLIST_TOO_LARGE);
  }
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('import_blocked_domains', {
      p_text: text,
      p_reason: reason.trim() || undefined,
    });
    if (error) throw error;
    return z.number().parse(data);
  } catch (error) {
    throw toAppError(error, IMPORT_ERROR);
  }
}
