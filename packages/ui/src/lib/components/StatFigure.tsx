import { Paper, Text } from '@mantine/core';

/** One headline number with its label (analytics cards). */
export function StatFigure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={28}>
        {value.toLocaleString('pt-BR')}
      </Text>
    </Paper>
  );
}
