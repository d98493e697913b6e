import { Container } from '@mantine/core';
import { PricingSection } from '@/features/pricing/components/PricingSection';

export default function PricingPage() {
  return (
    <Container size="xl" py="xl">
      <PricingSection titleOrder={1} />
    </Container>
  );
}
