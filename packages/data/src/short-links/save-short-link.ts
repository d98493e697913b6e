// The dashboard's short-link form: create (the database draws the 6-character code) or edit
// (URL, alias, description; the code stays). Input checked by core's schema first; the
// database checks it again and owns the alias namespace.
import { shortLinkSchema, type ShortLinkInput } from '@qrlink/core/validation/short-link-schema';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import type { LinkRules } from '@qrlink/core/validation/link-rules-schema';
import { getSupabase } from '../client';
import { saveItemTags, type ItemOrganisation } from '../organise/item-organisation';
import { applyPassword } from '../redirects/link-rules';
import { AppError } from '../errors';
import { toShortLinkToolError } from './short-link-tool-error';
import { SHORT_LINK_COLUMNS, shortLinkRowSchema, type ShortLinkRow } from './list-short-links';

const SAVE_SHORT_LINK_ERROR_TITLE = 'Erro ao salvar link';
export const ALIAS_TAKEN = {
  title: 'Alias em uso',
  message: 'Este alias personalizado já está sendo utilizado. Por favor, escolha outro.',
};

/**
 * The generated types call short_code required (NOT NULL, no default); the insert trigger fills
 * a null one with a free random code, which is what the form wants.
 */
const DATABASE_DRAWS_THE_CODE = null as unknown as string;

export interface SaveShortLinkInput extends ShortLinkInput {
  userId: string | null | undefined;
  /** Where a new link goes (absent: the user's personal workspace). */
  workspaceId?: string | undefined;
  /** Editing this link; absent = a new one. */
  id?: string;
  /** The owner's rules, checked by core's linkRulesSchema (absent: none set, none changed). */
  rules?: LinkRules;
  /** Its folder and tags (absent: unchanged). */
  organisation?: ItemOrganisation;
}

function saveError(error: unknown, aliasRequested: boolean): AppError {
  const mapped = toShortLinkToolError(error, aliasRequested);
  if (mapped.message.startsWith('Este alias')) {
    return new AppError('conflict', ALIAS_TAKEN.title, ALIAS_TAKEN.message, { cause: error });
  }
  return new AppError(mapped.code, SAVE_SHORT_LINK_ERROR_TITLE, mapped.message, { cause: error });
}

export async function saveShortLink(input: SaveShortLinkInput): Promise<ShortLinkRow> {
  if (!input.userId) {
    throw AppError.of('not_authenticated', {
      title: 'Usuário não autenticado',
      message: 'Faça login para criar links.',
    });
  }
  const parsed = shortLinkSchema.safeParse(input);
  if (!parsed.success) throw AppError.of('invalid_input', toToastError(parsed.error));
  const fields = {
    original_url: parsed.data.originalUrl,
    custom_alias: parsed.data.customAlias,
    description: parsed.data.description,
    ...input.rules?.columns,
    ...(input.organisation ? { folder_id: input.organisation.folderId } : {}),
  };
  const supabase = await getSupabase();
  const { data, error } = input.id
    ? await supabase
        .from('short_links')
        .update({ ...fields, updated_at: new Date().toISOString() })
        .eq('id', input.id)
        .select(SHORT_LINK_COLUMNS)
        .maybeSingle()
    : await supabase
        .from('short_links')
        .insert({
          ...fields,
          user_id: input.userId,
          short_code: DATABASE_DRAWS_THE_CODE,
          ...(input.workspaceId ? { workspace_id: input.workspaceId } : {}),
        })
        .select(SHORT_LINK_COLUMNS)
        .single();
  if (error) throw saveError(error, Boolean(fields.custom_alias));
  if (!data) {
    throw AppError.of('not_found', {
      title: SAVE_SHORT_LINK_ERROR_TITLE,
      message: 'Link não encontrado ou acesso não permitido.',
    });
  }
  const row = shortLinkRowSchema.parse(data);
  try {
    await applyPassword(supabase, 'short_link', row.id, input.rules);
    if (input.organisation) {
      await saveItemTags(supabase, 'short_link', row.id, input.organisation.tags);
    }
  } catch (passwordError) {
    throw saveError(passwordError, false);
  }
  return {
    ...row,
    password_protected:
      input.rules?.password === undefined ? row.password_protected : input.rules.password !== null,
  };
}
