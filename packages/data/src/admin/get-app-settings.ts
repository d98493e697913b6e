// Admin > Configurações: maintenance mode (with its message) and open registrations, read with
// get_all_app_settings.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import type { SiteStatus } from '../settings/get-site-status';

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

export async function getAppSettings(): Promise<SiteStatus> {
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
    };
  } catch (error) {
    throw toAppError(error, LOAD_SETTINGS_ERROR);
  }
}
