// A contact card: the vCard tool's own sections, so a card made there opens here whole.
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { AddressesSection } from '../../../vcard/components/AddressesSection';
import { BasicInfoSection } from '../../../vcard/components/BasicInfoSection';
import { EmailsSection } from '../../../vcard/components/EmailsSection';
import { OtherInfoSection } from '../../../vcard/components/OtherInfoSection';
import { PhonesSection } from '../../../vcard/components/PhonesSection';
import { VersionChoice } from '../../../vcard/components/VersionChoice';
import type { ContentInputs } from '../../studio/content-inputs';
import type { ContentFieldsProps } from './content-fields';

export function VCardContentFields(props: ContentFieldsProps<ContentInputs['vcard']>) {
  const { onChange } = props;
  const form = useForm({
    initialValues: props.value.data,
    onValuesChange: (data) => onChange({ data }),
  });
  const errorsKey = JSON.stringify(props.errors);
  useEffect(() => {
    form.setErrors(JSON.parse(errorsKey) as Record<string, string>);
    // `form` is a new object on every render; the errors alone decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorsKey]);

  return (
    <Stack gap="md">
      <BasicInfoSection form={form} />
      <PhonesSection form={form} />
      <EmailsSection form={form} />
      <AddressesSection form={form} />
      <OtherInfoSection form={form} />
      <VersionChoice value={props.value.version} onChange={(version) => onChange({ version })} />
    </Stack>
  );
}
