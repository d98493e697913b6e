// Admin > Configurações: one toggle saved when it is switched (maintenance mode with its message,
// open registrations, two-factor for admins), with update_app_setting.
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { requireSuccess } from './admin-result';

const SAVE_SETTING_ERROR = {
  title: 'Erro ao salvar',
  message: 'Não foi possível salvar a configuração.',
};

export const MAINTENANCE_MESSAGE_MAX_LENGTH = 500;

export type AppSettingChange =
  | { key: 'maintenance_mode'; value: { enabled: boolean; message: string } }
  | { key: 'allow_new_registrations'; value: { enabled: boolean } }
  | { key: 'admin_mfa_required'; value: { enabled: boolean } };

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
