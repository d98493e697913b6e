import { Container, Stack, Text, Title } from '@mantine/core';
import { anchors } from '@/lib/routes';
import { FeatureCardsGrid } from './FeatureCardsGrid';

export function FeatureGrid() {
  return (
    <Container
      size="lg"
      py="xl"
      id={anchors.features}
      component="section"
      aria-labelledby="features-title"
    >
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={2} id="features-title">
            Tudo o que você precisa
          </Title>
          <Text c="dimmed">
            Ferramentas completas para criar, gerenciar e medir seus QR Codes e links.
          </Text>
        </Stack>
        <FeatureCardsGrid headingOrder={3} />
      </Stack>
    </Container>
  );
}
