// The QR editor: the public generator (/tools/qr-code-generator) and, given an existing code,
// the dashboard's 'Editar QR Code' (same dynamic URL kept).
import { Accordion, Grid, Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PREVIEW_SIZE } from '@qrlink/core/constants';
import { dynamicQrUrl } from '@qrlink/core/links/public-urls';
import { MESSAGES } from '@qrlink/core/validation/messages';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { sessionAtom } from '@/lib/session';
import { ToolPage } from '../../shared/components/ToolPage';
import { useLogoState } from '../hooks/use-logo-state';
import { useSaveQrCode } from '../hooks/use-save-qr-code';
import { initialDesign, logoPreviewSrc, type ExistingQrCode, type QrDesign } from '../qr-design';
import { ToolPanel } from '../../shared/components/ToolPanel';
import { DesignFields } from './DesignFields';
import { LimitedFeatureNotice } from './LimitedFeatureNotice';
import { LogoField } from './LogoField';
import { PreviewPanel } from './PreviewPanel';
import { SaveQrButton } from './SaveQrButton';
import { notifyLoginRequired } from './login-required-toast';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { LinkRulesFields, type LinkRulesErrors } from '@/lib/components/LinkRulesFields';
import { UtmBuilder } from '@/lib/components/UtmBuilder';
import { checkRules, hasRules, rulesFormOf } from '@/lib/link-rules-state';
import { OrganiseFields } from '@/lib/organise/OrganiseFields';
import { useItemOrganisation } from '@/lib/organise/use-item-organisation';

export type QrEditorProps = { existingCode?: ExistingQrCode };

export function QrEditor({ existingCode }: QrEditorProps) {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const [design, setDesign] = useState<QrDesign>(() => initialDesign(existingCode));
  const { logo, selectLogo, removeLogo } = useLogoState(existingCode);
  const [size, setSize] = useState<number>(PREVIEW_SIZE.default);
  const mutation = useSaveQrCode();
  const [rulesForm, setRulesForm] = useState(() => rulesFormOf(existingCode?.rules));
  const organisation = useItemOrganisation('qr', existingCode?.id);
  const [rulesErrors, setRulesErrors] = useState<LinkRulesErrors>({});

  const editing = existingCode !== undefined;
  const targetUrl = design.targetUrl.trim();
  const origin = usePublicOrigin();
  const dynamicUrl = existingCode ? dynamicQrUrl(origin, existingCode.id) : null;
  // A saved code encodes its dynamic URL; an unsaved one encodes the destination itself.
  const previewText = dynamicUrl ?? (targetUrl || null);

  function save() {
    if (session.status !== 'authenticated') {
      notifyLoginRequired(() => navigate(`${href('login')}?redirect=${href('toolQrCode')}`));
      return;
    }
    if (!targetUrl) {
      notify.error(MESSAGES.qrTargetRequired);
      return;
    }
    const checked = checkRules(rulesForm, existingCode?.rules);
    if ('errors' in checked) {
      setRulesErrors(checked.errors);
      return;
    }
    setRulesErrors({});
    const request = {
      userId: session.user.id,
      existingId: existingCode?.id ?? null,
      design,
      logo,
      rules: checked.rules,
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
  }

  return (
    <ToolPage title={editing ? 'Editar QR Code' : 'Gerador de QR Code'}>
      {session.status === 'anonymous' && <LimitedFeatureNotice />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ToolPanel>
            <Stack gap="lg">
              <DesignFields
                design={design}
                onChange={(patch) => setDesign((current) => ({ ...current, ...patch }))}
              />
              <LogoField logo={logo} onSelect={selectLogo} onRemove={removeLogo} />
              {session.status === 'authenticated' && (
                <OrganiseFields value={organisation.value} onChange={organisation.onChange} />
              )}
              <Accordion
                variant="contained"
                defaultValue={hasRules(existingCode?.rules) ? 'rules' : null}
              >
                <Accordion.Item value="utm">
                  <Accordion.Control>Parâmetros UTM</Accordion.Control>
                  <Accordion.Panel>
                    <UtmBuilder
                      url={design.targetUrl}
                      onApply={(url) => setDesign((current) => ({ ...current, targetUrl: url }))}
                    />
                  </Accordion.Panel>
                </Accordion.Item>
                {session.status === 'authenticated' && (
                  <Accordion.Item value="rules">
                    <Accordion.Control>Regras do QR Code dinâmico</Accordion.Control>
                    <Accordion.Panel>
                      <LinkRulesFields
                        value={rulesForm}
                        onChange={(patch) => setRulesForm((current) => ({ ...current, ...patch }))}
                        errors={rulesErrors}
                        passwordProtected={existingCode?.rules?.password_protected ?? false}
                        visitsWord="scans"
                      />
                    </Accordion.Panel>
                  </Accordion.Item>
                )}
              </Accordion>
              <SaveQrButton
                signedIn={session.status === 'authenticated'}
                editing={editing}
                saving={mutation.isPending}
                targetUrlEmpty={targetUrl === ''}
                checkingSession={session.status === 'loading'}
                onClick={save}
              />
            </Stack>
          </ToolPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PreviewPanel
            text={previewText}
            fgColor={design.fgColor}
            bgColor={design.bgColor}
            logoSrc={logoPreviewSrc(logo)}
            size={size}
            onSizeChange={setSize}
            dynamicUrl={dynamicUrl}
          />
        </Grid.Col>
      </Grid>
    </ToolPage>
  );
}
