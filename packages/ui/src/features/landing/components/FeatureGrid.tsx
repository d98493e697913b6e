import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { anchors } from '../../../app/routes';
import { featureCards } from '../../../content/feature-cards';

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
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {featureCards.map(({ title, description, icon: Icon }) => (
            <Card key={title} withBorder padding="lg" radius="lg">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md">
                {title}
              </Title>
              <Text c="dimmed" size="sm" mt={6}>
                {description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
