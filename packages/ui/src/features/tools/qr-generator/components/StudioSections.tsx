// The editor's controls, in sections: Conteúdo, Design, Logo, Moldura, Modelos de design and,
// for dynamic codes, UTM parameters and the redirect rules. Several can be open at once.
import { Accordion, Loader, Stack, Text } from '@mantine/core';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import type { QrDesign } from '@qrlink/core/qr/design/qr-design';
import type { LinkRulesErrors } from '@/lib/components/LinkRulesFields';
import type { LinkRulesForm } from '@qrlink/core/validation/link-rules-schema';
import type { Studio } from '../hooks/use-studio';
import type { LogoState } from '../studio/studio-state';
import { ContentSection } from './content/ContentSection';
import { BackgroundFields } from './design/BackgroundFields';
import { EyesFields } from './design/EyesFields';
import { FrameFields } from './design/FrameFields';
import { LogoOptionsFields } from './design/LogoOptionsFields';
import { ModulesFields } from './design/ModulesFields';
import { LogoField } from './LogoField';

// The sections a visitor's first screen never opens (its phone layout shows the content only)
// load when opened: the redirect rules (dates, smart routes, the roulette's phone numbers), the
// templates and the UTM builder are about 40 KB of the studio's compressed scripts.
const LinkRulesFields = lazy(() =>
  import('@/lib/components/LinkRulesFields').then((module) => ({
    default: module.LinkRulesFields,
  })),
);
const TemplatesSection = lazy(() =>
  import('./TemplatesSection').then((module) => ({ default: module.TemplatesSection })),
);
const UtmBuilder = lazy(() =>
  import('@/lib/components/UtmBuilder').then((module) => ({ default: module.UtmBuilder })),
);

export type SectionId = 'content' | 'design' | 'logo' | 'frame' | 'templates' | 'utm' | 'rules';

type StudioSectionsProps = {
  studio: Studio;
  open: SectionId[];
  onOpenChange: (open: SectionId[]) => void;
  editing: boolean;
  userId: string | null;
  logo: LogoState;
  onSelectLogo: (file: File) => void;
  onRemoveLogo: () => void;
  rules: {
    form: LinkRulesForm;
    onChange: (patch: Partial<LinkRulesForm>) => void;
    errors: LinkRulesErrors;
    passwordProtected: boolean;
  };
};

function Section(props: { value: SectionId; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={props.value}>
      <Accordion.Control>{props.title}</Accordion.Control>
      <Accordion.Panel>{props.children}</Accordion.Panel>
    </Accordion.Item>
  );
}

/**
 * Around the sections that load when opened, and only those: React hydrates a prerendered
 * Suspense boundary in a pass of its own after the screen's, so a control inside one would
 * still be HTML for a moment after the page took input (its root no longer inert, main.tsx).
 */
function Loaded(props: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Carregando" />}>{props.children}</Suspense>
  );
}

/**
 * Memoised: the editor around it re-renders for its own reasons (the session, a scan check, the
 * logo loading, the preview's size), and these controls are most of the studio's render time.
 * Every prop is stable until what it carries changes (useStudio, useLogoState, QrEditor).
 */
export const StudioSections = memo(function StudioSections(props: StudioSectionsProps) {
  const { studio, logo } = props;
  const designProps = {
    design: studio.design,
    onChange: studio.updateDesign,
    errors: studio.designErrors,
  };
  const dynamic = studio.contentType === 'url';
  const validDesign: QrDesign | null = studio.designError ? null : studio.renderDesign;

  // A closed section is unmounted, not kept rendered out of sight: a phone draws only what is
  // open. What the sections edit lives in the studio (useStudio) and survives; only a UTM
  // change not yet applied or a template name half typed is dropped when its section closes.
  return (
    <Accordion
      multiple
      keepMounted={false}
      variant="contained"
      value={props.open}
      onChange={(value) => props.onOpenChange(value as SectionId[])}
    >
      <Section value="content" title="Conteúdo">
        <ContentSection
          type={studio.contentType}
          onTypeChange={studio.setContentType}
          typeLocked={props.editing}
          inputs={studio.inputs}
          onInputChange={studio.updateInput}
          errors={studio.visibleErrors}
          onBlur={studio.touch}
        />
      </Section>
      <Section value="design" title="Design">
        <Stack gap="lg">
          <ModulesFields {...designProps} />
          <EyesFields {...designProps} />
          <BackgroundFields {...designProps} hasLogo={logo.kind !== 'none'} />
        </Stack>
      </Section>
      <Section value="logo" title="Logo">
        <Stack gap="md">
          <LogoField logo={logo} onSelect={props.onSelectLogo} onRemove={props.onRemoveLogo} />
          {logo.kind !== 'none' && <LogoOptionsFields {...designProps} />}
        </Stack>
      </Section>
      <Section value="frame" title="Moldura">
        <FrameFields {...designProps} />
      </Section>
      <Section value="templates" title="Modelos de design">
        {props.userId ? (
          <Loaded>
            <TemplatesSection
              userId={props.userId}
              design={validDesign}
              onApply={studio.replaceDesign}
            />
          </Loaded>
        ) : (
          <Text size="sm" c="dimmed">
            Entre na sua conta para salvar seus designs como modelos e reutilizá-los.
          </Text>
        )}
      </Section>
      {dynamic && (
        <Section value="utm" title="Parâmetros UTM">
          <Loaded>
            <UtmBuilder
              url={studio.inputs.url.url}
              onApply={(url) => studio.updateInput('url', { url })}
            />
          </Loaded>
        </Section>
      )}
      {dynamic && props.userId && (
        <Section value="rules" title="Regras do QR Code dinâmico">
          <Loaded>
            <LinkRulesFields
              value={props.rules.form}
              onChange={props.rules.onChange}
              errors={props.rules.errors}
              passwordProtected={props.rules.passwordProtected}
              visitsWord="scans"
              onUseAsMain={(url) => studio.updateInput('url', { url })}
            />
          </Loaded>
        </Section>
      )}
    </Accordion>
  );
});
