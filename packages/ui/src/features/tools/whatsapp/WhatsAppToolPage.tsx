// /tools/whatsapp-link-generator: wa.me links with a pre-filled, formatted message.
import { Button, Grid, Stack } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { buildWhatsAppLink } from '@qrlink/core/whatsapp/build-whatsapp-link';
import { DEFAULT_COUNTRY_CODE } from '@qrlink/core/whatsapp/country-codes';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import { whatsappSchema } from '@qrlink/core/validation/whatsapp-schema';
import { notify } from '@/lib/notify';
import { ToolPage } from '../shared/components/ToolPage';
import { ToolPanel } from '../shared/components/ToolPanel';
import { ComingSoonOptions } from './components/ComingSoonOptions';
import { MessageEditor } from './components/MessageEditor';
import { PhoneFields } from './components/PhoneFields';
import { WhatsAppLinkResult } from './components/WhatsAppLinkResult';
import { WhatsAppPreview, type PreviewMode } from './components/WhatsAppPreview';
import { useFormattedMessage } from './hooks/use-formatted-message';

export default function WhatsAppToolPage() {
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [generated, setGenerated] = useState(false);
  const [previewMode, setPreviewMode] = useState<PreviewMode>('message');
  const { message, setMessage, textareaRef, applyFormat } = useFormattedMessage();

  const input = { countryCode, phone, message };
  const valid = whatsappSchema.safeParse(input);
  // Once generated, the link follows the fields as they change.
  const link = valid.success ? buildWhatsAppLink(valid.data) : null;

  function generate() {
    if (!valid.success) {
      const toast = toToastError(valid.error);
      setPhoneError(toast.message);
      notify.error(toast);
      setGenerated(false);
      return;
    }
    setPhoneError(null);
    setGenerated(true);
  }

  return (
    <ToolPage
      title="Gerador de Links WhatsApp"
      intro="Crie um link que abre uma conversa no WhatsApp com a mensagem já escrita."
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ToolPanel>
            <Stack gap="md">
              <PhoneFields
                countryCode={countryCode}
                phone={phone}
                phoneError={phoneError}
                onCountryCodeChange={setCountryCode}
                onPhoneChange={(value) => {
                  setPhone(value);
                  setPhoneError(null);
                }}
              />
              <MessageEditor
                message={message}
                textareaRef={textareaRef}
                onChange={setMessage}
                onFormat={applyFormat}
              />
              <ComingSoonOptions />
              <Button leftSection={<IconBrandWhatsapp size={18} />} onClick={generate}>
                Gerar Link
              </Button>
            </Stack>
          </ToolPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <WhatsAppPreview
              mode={previewMode}
              onModeChange={setPreviewMode}
              message={message}
              link={link}
            />
            <div aria-live="polite">
              {generated && link && <WhatsAppLinkResult link={link} content={input} />}
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
    </ToolPage>
  );
}
