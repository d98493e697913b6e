import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';
import { PresentationVideo } from './PresentationVideo';

export function Hero() {
  return (
    <Container size="lg" py={{ base: 48, md: 80 }}>
      <Stack align="center" ta="center" gap="lg">
        <Title order={1} fz={{ base: 34, md: 52 }} lh={1.15} maw={860}>
          Conecte, Rastreie e Impressione com{' '}
          <Text span inherit c="brand.7">
            QR Codes Dinâmicos
          </Text>
        </Title>
        <Text size="xl" c="dimmed" maw={680}>
          Crie QR Codes personalizados, links curtos e links de WhatsApp, mude o destino quando
          quiser e acompanhe cada scan e clique em tempo real.
        </Text>
        <Group justify="center">
          <Button
            component={Link}
            to={href('register')}
            size="lg"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Comece Grátis Agora
          </Button>
          <Button component={Link} to={href('features')} size="lg" variant="default">
            Ver Funcionalidades
          </Button>
        </Group>
        <PresentationVideo />
      </Stack>
    </Container>
  );
}
