// The page editor's 'Salvar' and 'Publicar' (docs/product/pages.md): a new page in the
// workspace being worked in, or the changes of one. Checked by core's schemas first; the
// database checks the content again (22023 with the same pt-BR reason), screens the buttons'
// addresses, owns the slugs and counts the plan's pages (P0001). The files of photos a save
// replaced or removed are removed after it (page-files.ts).
import { parsePageContent } from '@qrlink/core/pages/page-content';
import { filesDropped } from '@qrlink/core/pages/page-files';
import { pageFormSchema, type PageFormInput } from '@qrlink/core/pages/page-form-schema';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import { PAGE_COLUMNS, pageRowSchema, type PageRow } from './page-row';
import { removeDroppedPageFiles } from './page-files';

const SAVE_PAGE_ERROR = {
  title: 'Erro ao salvar página',
  message: 'Não foi possível salvar a página.',
};
export const SLUG_TAKEN = {
  title: 'Endereço em uso',
  message: 'Este endereço já está em uso. Escolha outro.',
};

export type SavePageInput = PageFormInput & {
  userId: string | null | undefined;
  /** Where a new page goes (absent: the user's personal workspace). */
  workspaceId?: string | undefined;
  /** Editing this page (its kind stays); absent = a new one. */
  id?: string;
};

function saveError(error: unknown): AppError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '23505') return AppError.of('conflict', SLUG_TAKEN);
  // The database's own pt-BR reason for refused content (page_content_problem).
  if (code === '22023' && typeof message === 'string' && message !== '') {
    return new AppError('invalid_input', SAVE_PAGE_ERROR.title, message, { cause: error });
  }
  return toAppError(error, SAVE_PAGE_ERROR);
}

export async function savePage(input: SavePageInput): Promise<PageRow> {
  if (!input.userId) {
    throw AppError.of('not_authenticated', {
      title: 'Usuário não autenticado',
      message: 'Faça login para criar páginas.',
    });
  }
  const parsed = pageFormSchema.safeParse(input);
  if (!parsed.success) throw AppError.of('invalid_input', toToastError(parsed.error));
  const { kind, ...fields } = parsed.data;
  const supabase = await getSupabase();
  // The photos the page showed before this save (an edit), to remove those it no longer shows.
  const before = input.id
    ? (await supabase.from('pages').select('kind, content').eq('id', input.id).maybeSingle()).data
    : null;
  const { data, error } = input.id
    ? await supabase
        .from('pages')
        .update(fields)
        .eq('id', input.id)
        .select(PAGE_COLUMNS)
        .maybeSingle()
    : await supabase
        .from('pages')
        .insert({
          ...fields,
          kind,
          user_id: input.userId,
          ...(input.workspaceId ? { workspace_id: input.workspaceId } : {}),
        })
        .select(PAGE_COLUMNS)
        .single();
  if (error) throw saveError(error);
  if (!data) {
    throw AppError.of('not_found', {
      title: SAVE_PAGE_ERROR.title,
      message: 'Página não encontrada ou acesso não permitido.',
    });
  }
  const saved = pageRowSchema.parse(data);
  if (before) {
    const dropped = filesDropped(parsePageContent(before.kind, before.content), saved);
    await removeDroppedPageFiles(supabase, saved.workspaceId, dropped);
  }
  return saved;
}
