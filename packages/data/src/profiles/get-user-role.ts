import { z } from 'zod/mini';
import type { UserRole } from '../auth/session-user';
import { getSupabase } from '../client';

// Built on its first parse (z.lazy), not as the module loads: see docs/architecture.md,
// "The first pages a phone opens".
const roleRowSchema = z.lazy(() => z.object({ role: z.enum(['user', 'admin']) }));

/**
 * The caller's role from profiles.role. A missing profile or a failed read means 'user':
 * the admin guard then sends the person to /dashboard, and the server checks admin rights
 * again on every admin call anyway.
 */
export async function getUserRole(userId: string): Promise<UserRole> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .select('role')
    .eq('id', userId)
    .maybeSingle();
  if (error) {
    console.warn('[qrlink] could not read the profile role', error);
    return 'user';
  }
  const parsed = roleRowSchema.safeParse(data);
  return parsed.success ? parsed.data.role : 'user';
}
