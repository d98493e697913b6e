import { Anchor, Container, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';

/** The landing FAQ frame; the question list itself is passed in by the route. */
export function FaqPreview({ children }: { children: ReactNode }) {
  return (
    <Container size="md" py="xl" component="section" aria-labelledby="faq-title">
      <Title order={2} ta="center" id="faq-title" mb="lg">
        Perguntas Frequentes
      </Title>
      {children}
      <Group justify="center" mt="lg">
        <Anchor component={Link} to={href('faq')} fw={600}>
          Ver todas as perguntas
        </Anchor>
      </Group>
    </Container>
  );
}
