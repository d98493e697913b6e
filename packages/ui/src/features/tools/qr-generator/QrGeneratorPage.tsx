// Placeholder so the router builds; the free-tools engineer replaces this file.
import { Container, Title } from '@mantine/core';

export default function QrGeneratorPage() {
  return (
    <Container py="xl">
      <Title order={1}>Gerador de QR Code</Title>
    </Container>
  );
}
