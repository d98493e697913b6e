// Admin > Configurações: maintenance mode (with its message) and open registrations, read with
// get_all_app_settings and saved one toggle at a time with update_app_setting.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import type { SiteStatus } from '../settings/get-site-status';
import { requireSuccess } from './admin-result';

export const LOAD_SETTINGS_ERROR = {
  title: 'Erro ao carregar configurações',
  message: 'Não foi possível carregar as configurações.',
};

export const SAVE_SETTING_ERROR = {
  title: 'Erro ao salvar',
  message: 'Não foi possível salvar a configuração.',
};

export const MAINTENANCE_MESSAGE_MAX_LENGTH = 500;

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

export type AppSettingChange =
  | { key: 'maintenance_mode'; value: { enabled: boolean; message: string } }
  | { key: 'allow_new_registrations'; value: { enabled: boolean } };

export async function saveAppSetting(change: AppSettingChange): Promise<string> {
  try {
    const value =
      change.key === 'maintenance_mode'
        ? {
            enabled: change.value.enabled,
            message: change.value.message.trim().slice(0, MAINTENANCE_MESSAGE_MAX_LENGTH),
          }
        : change.value;
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('update_app_setting', {
      p_key: change.key,
      p_value: value,
    });
    if (error) throw error;
    return requireSuccess(data, SAVE_SETTING_ERROR);
  } catch (error) {
    throw toAppError(error, SAVE_SETTING_ERROR);
  }
}
