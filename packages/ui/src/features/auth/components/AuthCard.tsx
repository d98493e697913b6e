import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card every auth screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={460} py={{ base: 'xl', md: 60 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }} radius="lg">
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Title order={1} fz={28}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
