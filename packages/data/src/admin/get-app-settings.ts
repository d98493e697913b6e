// Admin > Configurações: maintenance mode (with its message), open registrations and the
// two-factor requirement for admins, read with get_all_app_settings.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import type { SiteStatus } from '../settings/site-status';

const LOAD_SETTINGS_ERROR = {
  title: 'Erro ao carregar configurações',
  message: 'Não foi possível carregar as configurações.',
};

const rowsSchema = z.array(z.object({ key: z.string(), value: z.unknown() }));
const maintenanceSchema = z.object({
  enabled: z.boolean().catch(false),
  message: z.string().nullish().catch(''),
});
const registrationsSchema = z.object({ enabled: z.boolean().catch(true) });
const adminMfaSchema = z.object({ enabled: z.boolean().catch(false) });

export interface AdminSettings extends SiteStatus {
  /** 'Exigir 2FA para administradores': admin functions refuse sessions without the code. */
  adminMfaRequired: boolean;
}

export async function getAppSettings(): Promise<AdminSettings> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('get_all_app_settings');
    if (error) throw error;
    const rows = rowsSchema.parse(data);
    const value = (key: string) => rows.find((row) => row.key === key)?.value ?? {};
    const maintenance = maintenanceSchema.parse(value('maintenance_mode'));
    return {
      maintenance: { enabled: maintenance.enabled, message: maintenance.message ?? '' },
      registrationsOpen: registrationsSchema.parse(value('allow_new_registrations')).enabled,
      adminMfaRequired: adminMfaSchema.parse(value('admin_mfa_required')).enabled,
    };
  } catch (error) {
    throw toAppError(error, LOAD_SETTINGS_ERROR);
  }
}
