// The raised panel every free tool puts its form and its preview in: one look for all tools,
// with less padding on phones.
import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

export function ToolPanel({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
      {children}
    </Paper>
  );
}
