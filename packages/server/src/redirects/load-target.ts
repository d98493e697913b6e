/**
 * A code's destination and rules, read from the database by the server's own connection (the
 * redirect's read, not an API caller's). Shared by the cached redirect path
 * (redirect-service.ts) and the direct one of hosted Supabase (direct-redirects.ts).
 */
import { normaliseUrl } from '@qrlink/core/validation/url';
import type { Db } from '../db/database';
import type { RedirectKind, RedirectTarget } from './destination-cache';
import { rulesOf } from './redirect-rules';

/**
 * The destination as a Location header can carry it: WHATWG-serialised (punycode host,
 * percent-encoded path), http(s) only. Rows written before the database refused control and
 * bidi characters may still hold some: those codes answer 404 and record nothing.
 */
function sendable(destination: string): string | undefined {
  if (!/^https?:\/\//i.test(destination)) return undefined;
  const checked = normaliseUrl(destination);
  return checked.ok ? checked.url : undefined;
}

const TARGET_COLUMNS = `expires_at, max_visits, ios_url, android_url, desktop_url, routes, split, roulette,
  preview_title, preview_description, preview_image_url, workspace_id, p.password_hash`;

/**
 * Disabled by an admin, or its owner's account blocked (docs/product/trust-and-safety.md,
 * "Reports and moderation"): both change through the database, which tells every server
 * (disabled_codes' and auth.users' triggers notify redirect_cache), so this is read once per load.
 */
const DISABLED = (code: string, column: 'qr_code_id' | 'short_link_id') =>
  `(exists (select 1 from public.disabled_codes d where d.${column} = ${code}.id)
    or exists (select 1 from auth.users u where u.id = ${code}.user_id and u.banned_until > now()))
   as disabled`;

export async function loadTarget(
  db: Db,
  kind: RedirectKind,
  key: string,
): Promise<RedirectTarget | null> {
  // The server's own connection: this read is the redirect's, not an API caller's. A static QR
  // code (Pix, Wi-Fi, vCard...: docs/product/qr-studio.md, "The QR studio") encodes its content,
  // has no target_url and is never redirected: not found, like an unknown code.
  const { rows } =
    kind === 'qr'
      ? await db.query<TargetRow>(
          `select q.id, q.target_url as destination, q.scan_count as visits, ${TARGET_COLUMNS},
                  ${DISABLED('q', 'qr_code_id')}
             from public.qr_codes q left join public.redirect_passwords p on p.qr_code_id = q.id
            where q.id = $1::uuid and q.target_url is not null`,
          [key],
        )
      : await db.query<TargetRow>(
          `select l.id, l.original_url as destination, l.click_count as visits, ${TARGET_COLUMNS},
                  ${DISABLED('l', 'short_link_id')}
             from public.short_link_names n join public.short_links l on l.id = n.short_link_id
             left join public.redirect_passwords p on p.short_link_id = l.id
            where n.name = lower($1)`,
          [key],
        );
  const row = rows[0];
  // Answered 410 whatever its rules: its destination is never sent, so it is not kept.
  if (row?.disabled) return { id: row.id, destination: '', disabled: true };
  const destination = row && sendable(row.destination);
  if (!row || !destination) return null;
  const rules = rulesOf(row);
  if (rules) {
    // A per-device destination that cannot be sent falls back to the main one.
    for (const platform of ['ios', 'android', 'desktop'] as const) {
      const url = rules.byDevice[platform];
      rules.byDevice[platform] = url ? (sendable(url) ?? null) : null;
    }
  }
  const target: RedirectTarget = { id: row.id, destination };
  if (rules) target.rules = rules;
  if (row.workspace_id) target.workspaceId = row.workspace_id;
  if (row.preview_title || row.preview_description || row.preview_image_url) {
    target.preview = {
      title: row.preview_title,
      description: row.preview_description,
      // An image address the tags cannot carry is left out of them.
      imageUrl: row.preview_image_url ? (sendable(row.preview_image_url) ?? null) : null,
    };
  }
  return target;
}

type TargetRow = Parameters<typeof rulesOf>[0] & {
  id: string;
  destination: string;
  disabled: boolean;
  preview_title: string | null;
  preview_description: string | null;
  preview_image_url: string | null;
  workspace_id: string | null;
};
