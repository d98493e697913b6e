// Admin > Auditoria: one page of the audit log, newest first (admin_list_audit), filtered by
// action and searched (the admin's e-mail, the target id, the reason) by the database.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

/** Every action the database writes (admin_audit_log.action), in the order of the docs' table. */
export const AUDIT_ACTIONS = [
  'code_disabled',
  'code_enabled',
  'report_resolved',
  'report_dismissed',
  'report_reopened',
  'user_blocked',
  'user_unblocked',
  'two_factor_removed',
  'blocklist_added',
  'blocklist_removed',
  'blocklist_imported',
  'setting_updated',
  'client_updated',
  'client_deleted',
  'plan_created',
  'plan_updated',
  'plan_deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const auditRowSchema = z.object({
  id: z.coerce.number(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  /** One of AUDIT_ACTIONS; kept as text, so an action added later still lists. */
  action: z.string(),
  target_kind: z.string().nullable(),
  target_id: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.unknown(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

const auditPageSchema = z.object({ total: z.coerce.number(), rows: z.array(auditRowSchema) });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const LIST_AUDIT_ERROR = {
  title: 'Erro ao carregar a auditoria',
  message: 'Não foi possível carregar o registro de ações. Você tem permissão de administrador?',
};

export interface ListAuditLogInput {
  action: AuditAction | null;
  search: string;
  /** Zero-based. */
  page: number;
  pageSize: number;
}

export async function listAuditLog(input: ListAuditLogInput): Promise<AuditPage> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('admin_list_audit', {
      p_action: input.action ?? '',
      p_search: input.search.trim(),
      p_limit: input.pageSize,
      p_offset: input.page * input.pageSize,
    });
    if (error) throw error;
    return auditPageSchema.parse(data);
  } catch (error) {
    throw toAppError(error, LIST_AUDIT_ERROR);
  }
}
