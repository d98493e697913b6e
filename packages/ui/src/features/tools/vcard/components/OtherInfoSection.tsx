import { Fieldset, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { VCardForm } from '../vcard-form';

export function OtherInfoSection({ form }: { form: VCardForm }) {
  return (
    <Fieldset legend="Outras informações" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="url"
          label="Site"
          placeholder="https://exemplo.com.br"
          autoComplete="url"
          {...form.getInputProps('website')}
        />
        <TextInput type="date" label="Aniversário" {...form.getInputProps('birthday')} />
      </SimpleGrid>
      <Textarea label="Observações" rows={3} mt="sm" {...form.getInputProps('note')} />
    </Fieldset>
  );
}
