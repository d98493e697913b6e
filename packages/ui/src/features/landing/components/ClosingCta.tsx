import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';

export function ClosingCta() {
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="cta-title">
      <Paper radius="lg" p={{ base: 'lg', md: 48 }} bg="brand.8" c="white" ta="center">
        <Stack align="center">
          <Title order={2} id="cta-title">
            Pronto para transformar seus QR Codes?
          </Title>
          <Text maw={560}>
            Crie sua conta grátis e comece a rastrear cada scan e clique hoje mesmo.
          </Text>
          <Button component={Link} to={href('register')} size="lg" variant="white" c="brand.9">
            Comece Agora - É Grátis!
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
