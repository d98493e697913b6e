import { z } from 'zod/mini';
import { getSupabase } from '../client';
import { OPEN_SITE, type SiteStatus } from './site-status';

const rowsSchema = z.array(z.object({ key: z.string(), value: z.unknown() }));
const maintenanceSchema = z.object({
  enabled: z.catch(z.boolean(), false),
  message: z.catch(z.nullish(z.string()), ''),
});
const registrationsSchema = z.object({ enabled: z.catch(z.boolean(), true) });

/**
 * Maintenance mode and whether sign-up is open (app_settings, readable by anyone). If the read
 * fails the site stays usable: the server still enforces both settings itself.
 */
export async function getSiteStatus(): Promise<SiteStatus> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('app_settings')
    .select('key, value')
    .in('key', ['maintenance_mode', 'allow_new_registrations']);
  const rows = rowsSchema.safeParse(data);
  if (error || !rows.success) {
    console.warn('[qrlink] could not read the site settings', error ?? rows.error);
    return OPEN_SITE;
  }
  const value = (key: string) => rows.data.find((row) => row.key === key)?.value;
  const maintenance = maintenanceSchema.safeParse(value('maintenance_mode'));
  const registrations = registrationsSchema.safeParse(value('allow_new_registrations'));
  return {
    maintenance: maintenance.success
      ? { enabled: maintenance.data.enabled, message: maintenance.data.message ?? '' }
      : OPEN_SITE.maintenance,
    registrationsOpen: registrations.success ? registrations.data.enabled : true,
  };
}
