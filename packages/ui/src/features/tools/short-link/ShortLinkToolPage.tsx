// Placeholder so the router builds; the free-tools engineer replaces this file.
import { Container, Title } from '@mantine/core';

export default function ShortLinkToolPage() {
  return (
    <Container py="xl">
      <Title order={1}>Encurtador de Links Poderoso</Title>
    </Container>
  );
}
