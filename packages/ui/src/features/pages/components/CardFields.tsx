// A business card's own fields (docs/product/pages.md, "The page editor"): who the person is
// and each way to reach them, all optional; the page shows a button for each one filled.
import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PageFormValues } from '../page-form-state';

export function CardFields({ form }: { form: UseFormReturnType<PageFormValues> }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label="Cargo"
          placeholder="Confeiteira"
          maxLength={80}
          {...form.getInputProps('content.role')}
        />
        <TextInput
          label="Empresa"
          placeholder="Doces da Ana"
          maxLength={80}
          {...form.getInputProps('content.company')}
        />
        <TextInput
          label="Telefone"
          type="tel"
          placeholder="(41) 3333-4444"
          {...form.getInputProps('content.phone')}
        />
        <TextInput
          label="WhatsApp"
          type="tel"
          placeholder="(41) 99999-8888"
          {...form.getInputProps('content.whatsapp')}
        />
        <TextInput
          label="E-mail"
          type="email"
          placeholder="ana@docesdaana.com.br"
          {...form.getInputProps('content.email')}
        />
        <TextInput
          label="Site"
          type="url"
          placeholder="https://docesdaana.com.br"
          {...form.getInputProps('content.website')}
        />
      </SimpleGrid>
      <Textarea
        label="Endereço"
        description="Vira o botão 'Como chegar', que abre o mapa."
        placeholder="Rua XV de Novembro, 100 - Centro, Curitiba - PR"
        maxLength={200}
        autosize
        minRows={1}
        {...form.getInputProps('content.address')}
      />
      <TextInput
        label="Chave Pix"
        description="E-mail, telefone, CPF, CNPJ ou chave aleatória: quem visita copia."
        maxLength={77}
        {...form.getInputProps('content.pixKey')}
      />
    </Stack>
  );
}
