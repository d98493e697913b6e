// The six feature cards (docs/product/overview.md, "What the product is"), shown on the landing
// page and on /features. The heading level follows the page: under the section's h2 on the landing
// page, under the h1 on /features.
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { featureCards } from '@/content/feature-cards';

export function FeatureCardsGrid({ headingOrder }: { headingOrder: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {featureCards.map(({ title, description, icon: Icon }) => (
        <Card key={title} withBorder padding="lg" radius="lg">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <Title order={headingOrder} fz="lg" mt="md">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={6}>
            {description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
