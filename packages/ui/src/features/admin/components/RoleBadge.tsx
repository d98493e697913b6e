import { Badge } from '@mantine/core';

export const ROLE_LABELS = { admin: 'Administrador', user: 'Usuário' } as const;

export function RoleBadge({ role }: { role: keyof typeof ROLE_LABELS }) {
  return (
    <Badge
      variant={role === 'admin' ? 'filled' : 'light'}
      color={role === 'admin' ? 'grape' : 'gray'}
    >
      {ROLE_LABELS[role]}
    </Badge>
  );
}
