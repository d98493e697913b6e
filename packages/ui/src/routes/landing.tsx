import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { anchors } from '@/lib/routes';
import { landingFaq } from '@/content/faq';
import { FaqList } from '@/features/info/components/FaqList';
import { ClosingCta } from '@/features/landing/components/ClosingCta';
import { FaqPreview } from '@/features/landing/components/FaqPreview';
import { FeatureGrid } from '@/features/landing/components/FeatureGrid';
import { Hero } from '@/features/landing/components/Hero';
import { Testimonials } from '@/features/landing/components/Testimonials';
import { ToolsGrid } from '@/features/landing/components/ToolsGrid';
import { PricingSection } from '@/features/pricing/components/PricingSection';

export default function LandingPage() {
  // The page arrives after the browser looked for #features / #pricing: scroll there now.
  useEffect(() => {
    const target = window.location.hash.slice(1);
    if (target === anchors.features || target === anchors.pricing) {
      document.getElementById(target)?.scrollIntoView();
    }
  }, []);
  return (
    <>
      <Hero />
      <FeatureGrid />
      <Testimonials />
      <FaqPreview>
        <FaqList items={landingFaq} headingOrder={3} />
      </FaqPreview>
      <Container size="xl" py="xl" id={anchors.pricing} component="section">
        <PricingSection titleOrder={2} />
      </Container>
      <ClosingCta />
      <ToolsGrid />
    </>
  );
}
