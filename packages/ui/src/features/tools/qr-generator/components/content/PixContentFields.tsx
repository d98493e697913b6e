// A static Pix charge (BR Code): the receiver's key, name and city, an optional amount and
// identifier. The 'Pix Copia e Cola' text appears beside the code.
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  type PixKeyType,
} from '@qrlink/core/qr-content/pix/pix-key';
import type { ContentInputs } from '../../studio/content-inputs';
import { bindText, type ContentFieldsProps } from './content-fields';

const keyOptions = PIX_KEY_TYPES.map((value) => ({ value, label: PIX_KEY_TYPE_LABELS[value] }));

const KEY_PLACEHOLDERS: Record<PixKeyType, string> = {
  cpf: '123.456.789-09',
  cnpj: '12.345.678/0001-95',
  email: 'financeiro@minhaloja.com.br',
  phone: '(11) 98765-4321',
  evp: '123e4567-e89b-12d3-a456-426614174000',
};

export function PixContentFields(props: ContentFieldsProps<ContentInputs['pix']>) {
  const { keyType } = props.value;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label="Tipo de chave"
          data={keyOptions}
          value={keyType}
          onChange={(event) => props.onChange({ keyType: event.currentTarget.value as PixKeyType })}
        />
        <TextInput
          label="Chave Pix"
          withAsterisk
          placeholder={KEY_PLACEHOLDERS[keyType]}
          autoComplete="off"
          {...bindText(props, 'key')}
        />
        <TextInput
          label="Nome de quem recebe"
          description="Até 25 caracteres, como no banco."
          withAsterisk
          autoComplete="name"
          {...bindText(props, 'name')}
        />
        <TextInput
          label="Cidade de quem recebe"
          description="Até 15 caracteres."
          withAsterisk
          autoComplete="address-level2"
          {...bindText(props, 'city')}
        />
        <TextInput
          label="Valor (opcional)"
          description="Em branco: quem paga digita o valor."
          placeholder="0,00"
          inputMode="decimal"
          leftSection="R$"
          {...bindText(props, 'amount')}
        />
        <TextInput
          label="Identificador (opcional)"
          description="Até 25 letras e números, sem espaços (txid)."
          autoComplete="off"
          {...bindText(props, 'txid')}
        />
      </SimpleGrid>
      <TextInput
        label="Descrição (opcional)"
        description="Aparece para quem paga em alguns bancos."
        {...bindText(props, 'description')}
      />
    </Stack>
  );
}
