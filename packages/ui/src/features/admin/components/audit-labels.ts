// How Admin > Auditoria names each action of the audit log and what it acted on
// (docs/product/trust-and-safety.md, "Audit log").
import type { AuditAction, AuditRow } from '@qrlink/data/moderation/list-audit-log';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  code_disabled: 'Desativou um link',
  code_enabled: 'Reativou um link',
  report_resolved: 'Resolveu uma denúncia',
  report_dismissed: 'Dispensou uma denúncia',
  report_reopened: 'Reabriu uma denúncia',
  user_blocked: 'Bloqueou um usuário',
  user_unblocked: 'Desbloqueou um usuário',
  two_factor_removed: 'Removeu a verificação em duas etapas',
  blocklist_added: 'Bloqueou um domínio',
  blocklist_removed: 'Removeu um domínio da lista de bloqueio',
  blocklist_imported: 'Importou uma lista de domínios',
  setting_updated: 'Alterou uma configuração',
  client_updated: 'Editou um cliente',
  client_deleted: 'Excluiu um cliente',
  plan_created: 'Criou um plano',
  plan_updated: 'Alterou um plano',
  plan_deleted: 'Excluiu um plano',
};

/** An action's label; one written by a newer database shows as it is stored. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

/** Who acted: the admin's e-mail; 'Sistema' for a row without an actor (the server's own jobs). */
export function auditActor(row: Pick<AuditRow, 'actor_id' | 'actor_email'>): string {
  if (row.actor_email) return row.actor_email;
  return row.actor_id ? '—' : 'Sistema';
}

const TARGET_KINDS: Record<string, string> = {
  qr: 'QR Code',
  link: 'Link',
  report: 'Denúncia',
  user: 'Usuário',
  domain: 'Domínio',
  blocklist: 'Lista de bloqueio',
  setting: 'Configuração',
  plan: 'Plano',
};

/** Ids that are uuids are cut to their first 8 characters; domains, keys and plans stay whole. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function detail(details: unknown, key: string): unknown {
  return typeof details === 'object' && details !== null
    ? (details as Record<string, unknown>)[key]
    : undefined;
}

/** What the action was on, for the 'Alvo' column: its kind, its id (or e-mail), a count. */
export function auditTarget(row: AuditRow): string {
  const kind = row.target_kind ? (TARGET_KINDS[row.target_kind] ?? row.target_kind) : '';
  const email = detail(row.details, 'email');
  const added = detail(row.details, 'added');
  let what = '';
  if (typeof email === 'string' && email) what = email;
  else if (row.target_id)
    what = UUID.test(row.target_id) ? `${row.target_id.slice(0, 8)}…` : row.target_id;
  else if (typeof added === 'number') {
    what = added === 1 ? '1 domínio novo' : `${added.toLocaleString('pt-BR')} domínios novos`;
  }
  return [kind, what].filter(Boolean).join(' ') || '—';
}
