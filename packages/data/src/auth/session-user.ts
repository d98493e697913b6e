import type { User } from '@supabase/supabase-js';

/** The signed-in person as the app sees them; supabase-js types stay inside packages/data. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
}

export type UserRole = 'user' | 'admin';

export function toSessionUser(user: User): SessionUser {
  const fullName = user.user_metadata?.['full_name'];
  return {
    id: user.id,
    email: user.email ?? '',
    fullName: typeof fullName === 'string' && fullName.trim() ? fullName : null,
  };
}
