// Placeholder so the router builds; the free-tools engineer replaces this file.
import { Container, Title } from '@mantine/core';

export default function WhatsAppToolPage() {
  return (
    <Container py="xl">
      <Title order={1}>Gerador de Links WhatsApp</Title>
    </Container>
  );
}
