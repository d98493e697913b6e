import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';
import { InfoPage } from '@/features/info/components/InfoPage';
import { FeatureCardsGrid } from '@/features/landing/components/FeatureCardsGrid';

export default function FeaturesPage() {
  return (
    <InfoPage
      title="Funcionalidades"
      lead="Crie, personalize e acompanhe QR Codes dinâmicos e links curtos, com análises de cada acesso."
    >
      <FeatureCardsGrid headingOrder={2} />
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
