// The frame of every free tool: title, one line of introduction, then the tool. Phones get
// the same content in one column (each tool's grid stacks below md).
import { Container, Stack, Text, Title, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import './tool-page.css';

type ToolPageProps = {
  title: string;
  intro?: string;
  size?: MantineSize;
  children: ReactNode;
};

export function ToolPage({ title, intro, size = 'lg', children }: ToolPageProps) {
  return (
    <Container size={size} py="xl" className="qrlink-tool-page">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          {intro && (
            <Text c="dimmed" mt="xs">
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Container>
  );
}
