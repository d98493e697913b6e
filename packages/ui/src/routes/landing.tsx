import { Center, Container, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { DeferredSection, deferredPart } from '@/lib/deferred-part';
import { anchors } from '@/lib/routes';
import { landingFaq } from '@/content/faq';
import { ClosingCta } from '@/features/landing/components/ClosingCta';
import { FaqPreview } from '@/features/landing/components/FaqPreview';
import { FeatureGrid } from '@/features/landing/components/FeatureGrid';
import { Hero } from '@/features/landing/components/Hero';
import { Testimonials } from '@/features/landing/components/Testimonials';
import { ToolsGrid } from '@/features/landing/components/ToolsGrid';
import { PlansLoader } from '@/features/pricing/components/PlansLoader';

// Below the fold, and most of the page's code: the page takes clicks before they hydrate.
const FaqList = deferredPart(() =>
  import('@/features/info/components/FaqList').then((m) => ({ default: m.FaqList })),
);
const PricingSection = deferredPart(() =>
  import('@/features/pricing/components/PricingSection').then((m) => ({
    default: m.PricingSection,
  })),
);

/** About the five closed questions' height on a computer, kept while they load. */
const FAQ_MIN_HEIGHT = 320;

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
        <DeferredSection
          fallback={
            <Center mih={FAQ_MIN_HEIGHT} role="status" aria-label="Carregando perguntas">
              <Loader />
            </Center>
          }
        >
          <FaqList items={landingFaq} headingOrder={3} />
        </DeferredSection>
      </FaqPreview>
      <Container size="xl" py="xl" id={anchors.pricing} component="section">
        <DeferredSection fallback={<PlansLoader />}>
          <PricingSection titleOrder={2} />
        </DeferredSection>
      </Container>
      <ClosingCta />
      <ToolsGrid />
    </>
  );
}
