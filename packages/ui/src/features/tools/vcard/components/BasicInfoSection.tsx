import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { VCardForm } from '../vcard-form';

export function BasicInfoSection({ form }: { form: VCardForm }) {
  return (
    <Fieldset legend="Informações básicas" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Prefixo" placeholder="Dr., Sra." {...form.getInputProps('prefix')} />
        <TextInput
          label="Nome"
          withAsterisk
          autoComplete="given-name"
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Nome do meio"
          autoComplete="additional-name"
          {...form.getInputProps('middleName')}
        />
        <TextInput
          label="Sobrenome"
          withAsterisk
          autoComplete="family-name"
          {...form.getInputProps('lastName')}
        />
        <TextInput label="Sufixo" placeholder="Jr., Neto" {...form.getInputProps('suffix')} />
        <TextInput
          label="Empresa"
          autoComplete="organization"
          {...form.getInputProps('organization')}
        />
        <TextInput
          label="Cargo"
          autoComplete="organization-title"
          {...form.getInputProps('title')}
        />
        <TextInput
          type="url"
          label="URL da foto"
          placeholder="https://exemplo.com.br/foto.jpg"
          {...form.getInputProps('photoUrl')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
