// /tools/vcard-generator: a contact card as a .vcf download and as a QR code.
import { Button, Grid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { VCardVersion } from '@qrlink/core/vcard/build-vcard';
import { initialVCardFormData } from '@qrlink/core/vcard/vcard-form-data';
import { ToolPage } from '../shared/components/ToolPage';
import { ToolPanel } from '../shared/components/ToolPanel';
import { AddressesSection } from './components/AddressesSection';
import { BasicInfoSection } from './components/BasicInfoSection';
import { BulkVCardsCard } from './components/BulkVCardsCard';
import { EmailsSection } from './components/EmailsSection';
import { OtherInfoSection } from './components/OtherInfoSection';
import { PhonesSection } from './components/PhonesSection';
import { VCardQrCard } from './components/VCardQrCard';
import { VersionChoice } from './components/VersionChoice';
import { downloadVCard } from './download-vcard';

export default function VCardToolPage() {
  const form = useForm({ initialValues: initialVCardFormData() });
  const [version, setVersion] = useState<VCardVersion>('4.0');

  const submit = form.onSubmit((values) => {
    const failure = downloadVCard(values, version);
    if (failure) form.setFieldError(failure.field, failure.message);
  });

  return (
    <ToolPage
      title="Gerador de vCard 4.0"
      intro="Crie um cartão de contato digital para salvar na agenda com um toque."
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ToolPanel>
            <form onSubmit={submit} noValidate>
              <Stack gap="lg">
                <BasicInfoSection form={form} />
                <PhonesSection form={form} />
                <EmailsSection form={form} />
                <AddressesSection form={form} />
                <OtherInfoSection form={form} />
                <VersionChoice value={version} onChange={setVersion} />
                <Button type="submit" size="md" leftSection={<IconDownload size={18} />}>
                  Gerar e Baixar vCard
                </Button>
              </Stack>
            </form>
          </ToolPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <VCardQrCard data={form.getValues()} version={version} />
            <BulkVCardsCard version={version} />
          </Stack>
        </Grid.Col>
      </Grid>
    </ToolPage>
  );
}
