// The roles of a workspace's members (docs/product/teams.md, "Roles"), as the database names
// them (workspace_members.role) and as the screens say them.

export const WORKSPACE_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;

export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const WORKSPACE_ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Proprietário',
  admin: 'Administrador',
  editor: 'Editor',
  viewer: 'Leitor',
};
