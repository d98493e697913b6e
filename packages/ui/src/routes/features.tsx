import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { href } from '../app/routes';
import { featureCards } from '../content/feature-cards';
import { InfoPage } from '../features/info/components/InfoPage';

export default function FeaturesPage() {
  return (
    <InfoPage
      title="Funcionalidades"
      lead="Crie, personalize e acompanhe QR Codes dinâmicos e links curtos, com análises de cada acesso."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {featureCards.map(({ title, description, icon: Icon }) => (
          <Card key={title} withBorder padding="lg" radius="lg">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Title order={2} fz="lg" mt="md">
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt={6}>
              {description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="center">
        <Button component={Link} to={href('register')} size="lg">
          Comece Grátis Agora
        </Button>
        <Button component={Link} to={href('pricing')} size="lg" variant="default">
          Ver Planos
        </Button>
      </Group>
    </InfoPage>
  );
}
