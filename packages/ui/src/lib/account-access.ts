// What a signed-in session needs besides the user, read together at sign-in and at start-up:
// the role (admin area) and the personal workspace (where "my" codes live until the user picks
// another workspace).
import type { UserRole } from '@qrlink/data/auth/session-user';
import { getUserRole } from '@qrlink/data/profiles/get-user-role';
import { getPersonalWorkspaceId } from '@qrlink/data/teams/get-personal-workspace';

export interface AccountAccess {
  role: UserRole;
  personalWorkspaceId: string | undefined;
}

export async function accountAccess(userId: string): Promise<AccountAccess> {
  const [role, personalWorkspaceId] = await Promise.all([
    getUserRole(userId),
    getPersonalWorkspaceId(userId),
  ]);
  return { role, personalWorkspaceId };
}
