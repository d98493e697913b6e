// The account's personal workspace, read with the session at start-up (next to the role), so
// the dashboard knows where "my" codes live before the user picks another workspace. A failed
// read answers undefined: the database's own defaults (the personal workspace) then apply.
import { z } from 'zod/mini';
import { getSupabase } from '../client';

// Built on its first parse (z.lazy), not as the module loads: see docs/architecture.md,
// "The first pages a phone opens".
const rowSchema = z.lazy(() => z.object({ id: z.string() }));

export async function getPersonalWorkspaceId(userId: string): Promise<string | undefined> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('workspaces')
      .select('id')
      .eq('personal_of', userId)
      .maybeSingle();
    if (error) throw error;
    const parsed = rowSchema.safeParse(data);
    return parsed.success ? parsed.data.id : undefined;
  } catch (error) {
    console.warn('[qrlink] could not read the personal workspace', error);
    return undefined;
  }
}
