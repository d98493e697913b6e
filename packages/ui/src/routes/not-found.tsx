import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';

export default function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Text fz={64} fw={900} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>Página não encontrada</Title>
        <Text c="dimmed">O endereço que você abriu não existe ou foi movido.</Text>
        <Button component={Link} to={href('home')}>
          Voltar ao início
        </Button>
      </Stack>
    </Container>
  );
}
