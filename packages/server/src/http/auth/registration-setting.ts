/**
 * Whether new accounts may be created: the app setting allow_new_registrations
 * (`{"enabled": false}` closes sign-up). The database trigger on auth.users is what actually
 * refuses; this only reports it in /settings.
 */
import type { DbClient } from '../../db/database';

export async function isRegistrationOpen(db: DbClient): Promise<boolean> {
  const { rows } = await db.query<{ enabled: boolean | null }>(
    `select (value ->> 'enabled')::boolean as enabled
       from public.app_settings where key = 'allow_new_registrations'`,
  );
  return rows[0]?.enabled !== false;
}
