// Placeholder so the router builds; the free-tools engineer replaces this file.
import { Container, Title } from '@mantine/core';

export default function VCardToolPage() {
  return (
    <Container py="xl">
      <Title order={1}>Gerador de vCard 4.0</Title>
    </Container>
  );
}
