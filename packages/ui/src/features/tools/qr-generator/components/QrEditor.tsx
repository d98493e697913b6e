// The QR studio (docs/product/qr-studio.md, "The QR studio"): the public generator
// (/tools/qr-code-generator) and, given an existing code, the dashboard's 'Editar QR Code' (same
// dynamic URL kept). Controls on the left, the preview, its scan-safety verdict and the downloads
// on the right.
import { Grid, Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PREVIEW_SIZE } from '@qrlink/core/constants';
import { dynamicQrUrl } from '@qrlink/core/links/public-urls';
import type { LinkRules, LinkRulesForm } from '@qrlink/core/validation/link-rules-schema';
import { MESSAGES } from '@qrlink/core/validation/messages';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { sessionAtom } from '@/lib/session';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { useWideScreen } from '@/lib/use-wide-screen';
import type { LinkRulesErrors } from '@/lib/components/LinkRulesFields';
import { printedOrigin } from '@qrlink/core/domains/custom-domain';
import { useDomainNames } from '@/lib/queries/custom-domains';
import { checkRules, hasRules, rulesFormOf } from '@/lib/link-rules-state';
import { ToolPage } from '../../shared/components/ToolPage';
import { ToolPanel } from '../../shared/components/ToolPanel';
import { useLoadedImage } from '../../shared/hooks/use-loaded-image';
import { useLogoState } from '../hooks/use-logo-state';
import { useSaveQrCode } from '../hooks/use-save-qr-code';
import { useScanCheck } from '../hooks/use-scan-check';
import { useStudioExport } from '../hooks/use-studio-export';
import { useStudio, type StudioPrefill } from '../hooks/use-studio';
import { contentInputOf } from '../studio/content-inputs';
import { isUnreadable } from '../studio/scan-check';
import { logoPreviewSrc, type ExistingQrCode } from '../studio/studio-state';
import { confirmScanWarnings, UNREADABLE_TOAST, type GuardedAction } from './confirm-scan-warnings';
import { ExportPanel } from './ExportPanel';
import { LimitedFeatureNotice } from './LimitedFeatureNotice';
import { notifyLoginRequired } from './login-required-toast';
import { PreviewPanel } from './PreviewPanel';
import { SaveQrButton } from './SaveQrButton';
import { StudioSections, type SectionId } from './StudioSections';
import { OrganiseFields } from '@/lib/organise/OrganiseFields';
import { useItemOrganisation } from '@/lib/organise/use-item-organisation';

export type QrEditorProps = { existingCode?: ExistingQrCode; prefill?: StudioPrefill | null };

/** Phones open only 'Conteúdo' at first, so the preview is not pages away. */
function initialSections(wide: boolean, existing?: ExistingQrCode): SectionId[] {
  const open: SectionId[] = wide ? ['content', ...WIDE_SCREEN_SECTIONS] : ['content'];
  return hasRules(existing?.rules) ? [...open, 'rules'] : open;
}

/** What a computer's screen also opens at first. */
const WIDE_SCREEN_SECTIONS: SectionId[] = ['design', 'logo'];

export function QrEditor({ existingCode, prefill = null }: QrEditorProps) {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const { logo, selectLogo, removeLogo } = useLogoState(existingCode);
  const logoSrc = logoPreviewSrc(logo);
  const loadedLogo = useLoadedImage(logoSrc);
  const logoImage = loadedLogo.status === 'loaded' ? loadedLogo.image : null;
  const studio = useStudio(existingCode, prefill, logo.kind !== 'none');
  const wide = useWideScreen();
  const [open, setOpen] = useState(() => initialSections(wide, existingCode));
  // The prerendered generator was drawn for a phone: a computer opens the rest once hydrated.
  useEffect(() => {
    if (!wide) return;
    // Already open when the studio was drawn on a wide screen: no second render then.
    setOpen((now) =>
      WIDE_SCREEN_SECTIONS.every((section) => now.includes(section))
        ? now
        : [...now, ...WIDE_SCREEN_SECTIONS.filter((section) => !now.includes(section))],
    );
  }, [wide]);
  const [size, setSize] = useState<number>(PREVIEW_SIZE.default);
  const mutation = useSaveQrCode();
  const [rulesForm, setRulesForm] = useState(() => rulesFormOf(existingCode?.rules));
  const organisation = useItemOrganisation('qr', existingCode?.id);
  const [rulesErrors, setRulesErrors] = useState<LinkRulesErrors>({});
  const passwordProtected = existingCode?.rules?.password_protected ?? false;
  // One object while the rules are unchanged: StudioSections is memoised.
  const rules = useMemo(
    () => ({
      form: rulesForm,
      onChange: (patch: Partial<LinkRulesForm>) =>
        setRulesForm((current) => ({ ...current, ...patch })),
      errors: rulesErrors,
      passwordProtected,
    }),
    [rulesForm, rulesErrors, passwordProtected],
  );
  const [acknowledged, setAcknowledged] = useState<string | null>(null);

  const editing = existingCode !== undefined;
  const dynamic = studio.contentType === 'url';
  const origin = usePublicOrigin();
  const domainNames = useDomainNames();
  // On the own domain chosen in its rules (docs/product/custom-domains.md), else the app's.
  const printed = printedOrigin(origin, rulesForm.domainId && domainNames.get(rulesForm.domainId));
  const dynamicUrl = existingCode && dynamic ? dynamicQrUrl(printed, existingCode.id) : null;
  const payload = studio.content.status === 'ok' ? studio.content.payload : null;
  // A saved dynamic code encodes its /qr/{id}; anything else encodes its content.
  const previewText = dynamicUrl ?? payload;
  const scanInput = previewText
    ? {
        text: previewText,
        design: studio.renderDesign,
        logo: logoImage
          ? { image: logoImage, width: logoImage.naturalWidth, height: logoImage.naturalHeight }
          : null,
      }
    : null;
  const scan = useScanCheck(scanInput, logoImage ? logoSrc : null);
  const scanKey = JSON.stringify([previewText, studio.renderDesign, logoSrc]);
  const unreadable = scan.state.status === 'done' && isUnreadable(scan.state.warnings);
  const exporter = useStudioExport();

  /** Checks what the action needs, then runs it (after "do it anyway" for mere warnings). */
  async function guarded(action: GuardedAction, proceed: () => void) {
    if (studio.designError) {
      notify.error(toToastError(studio.designError));
      return;
    }
    if (studio.content.status === 'invalid' && !(action === 'download' && dynamicUrl)) {
      studio.revealErrors();
      notify.error(studio.content.toast);
      return;
    }
    const warnings = await scan.ensure();
    if (isUnreadable(warnings)) {
      notify.error(UNREADABLE_TOAST);
      return;
    }
    if (warnings.length === 0 || acknowledged === scanKey) {
      proceed();
      return;
    }
    confirmScanWarnings(warnings, action, () => {
      setAcknowledged(scanKey);
      proceed();
    });
  }

  function save() {
    if (session.status !== 'authenticated') {
      notifyLoginRequired(() => navigate(`${href('login')}?redirect=${href('toolQrCode')}`));
      return;
    }
    if (dynamic && studio.inputs.url.url.trim() === '') {
      notify.error(MESSAGES.qrTargetRequired);
      return;
    }
    let rules: LinkRules | undefined;
    if (dynamic) {
      const checked = checkRules(rulesForm, existingCode?.rules);
      if ('errors' in checked) {
        setRulesErrors(checked.errors);
        setOpen((current) => (current.includes('rules') ? current : [...current, 'rules']));
        return;
      }
      setRulesErrors({});
      rules = checked.rules;
    }
    void guarded('save', () => {
      const request = {
        userId: session.user.id,
        existingId: existingCode?.id ?? null,
        what: dynamic
          ? { targetUrl: studio.inputs.url.url }
          : { content: contentInputOf(studio.contentType, studio.inputs) },
        design: studio.renderDesign,
        logo,
        ...(rules ? { rules } : {}),
        organisation: organisation.toSave,
      };
      mutation.mutate(request, {
        onSuccess: () => {
          notify.success({
            title: 'Sucesso!',
            message: editing ? 'QR Code atualizado.' : 'QR Code salvo.',
          });
          navigate(href('dashboardMyQrs'));
        },
        onError: (error) => notify.failure(error, { title: 'Erro ao Salvar' }),
      });
    });
  }

  function download() {
    if (!previewText) return;
    void guarded(
      'download',
      () =>
        void exporter.download({
          text: previewText,
          design: studio.renderDesign,
          logo,
          logoImage,
          label: studio.label,
        }),
    );
  }

  return (
    <ToolPage title={editing ? 'Editar QR Code' : 'Gerador de QR Code'}>
      {/* Also while the session loads: the prerendered page is a visitor's, and a notice that
          arrived after it would push the studio down (a signed-in user sees it go instead). */}
      {session.status !== 'authenticated' && <LimitedFeatureNotice />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ToolPanel>
            <Stack gap="lg">
              <StudioSections
                studio={studio}
                open={open}
                onOpenChange={setOpen}
                editing={editing}
                userId={session.status === 'authenticated' ? session.user.id : null}
                logo={logo}
                onSelectLogo={selectLogo}
                onRemoveLogo={removeLogo}
                rules={rules}
              />
              {session.status === 'authenticated' && (
                <OrganiseFields value={organisation.value} onChange={organisation.onChange} />
              )}
              <SaveQrButton
                signedIn={session.status === 'authenticated'}
                editing={editing}
                saving={mutation.isPending}
                targetUrlEmpty={dynamic && studio.inputs.url.url.trim() === ''}
                blocked={unreadable}
                checkingSession={session.status === 'loading'}
                onClick={save}
              />
            </Stack>
          </ToolPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {/* Below the sticky navbar, as the dashboard sidebar. */}
          <Stack gap="lg" pos="sticky" top={80}>
            <ToolPanel>
              <PreviewPanel
                text={previewText}
                hint={studio.hint}
                label={dynamic ? `QR Code para ${previewText ?? ''}` : `QR Code: ${studio.label}`}
                design={studio.renderDesign}
                logo={loadedLogo}
                size={size}
                onSizeChange={setSize}
                scan={scan.state}
                pixPayload={studio.contentType === 'pix' ? payload : null}
                dynamicUrl={dynamicUrl}
              />
            </ToolPanel>
            <ToolPanel>
              <ExportPanel
                settings={exporter.settings}
                onChange={exporter.setSettings}
                disabled={!previewText || unreadable}
                busy={exporter.busy}
                onDownload={download}
              />
            </ToolPanel>
          </Stack>
        </Grid.Col>
      </Grid>
    </ToolPage>
  );
}
