// A Pix button's code made here, from the receiver's key, name and city (and an optional
// amount), by core's static BR Code builder, for whoever has no 'Pix Copia e Cola' at hand.
import { Button, Collapse, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import {
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  type PixKeyType,
} from '@qrlink/core/qr-content/pix/pix-key';
import { buildPixPayload, pixSchema } from '@qrlink/core/qr-content/pix/pix-payload';
import { parseOrToast } from '@/lib/zod-form';

const KEY_OPTIONS = PIX_KEY_TYPES.map((value) => ({ value, label: PIX_KEY_TYPE_LABELS[value] }));

export function PixCodeBuilder({ onBuilt }: { onBuilt: (code: string) => void }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [keyType, setKeyType] = useState<PixKeyType>('email');
  const [fields, setFields] = useState({ key: '', name: '', city: '', amount: '' });
  const bind = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setFields({ ...fields, [name]: event.currentTarget.value }),
  });
  const build = () => {
    const data = parseOrToast(pixSchema, { keyType, ...fields });
    if (!data) return;
    onBuilt(buildPixPayload(data));
    close();
  };
  return (
    <Stack gap="xs">
      <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened}>
        {opened ? 'Fechar' : 'Gerar código a partir da chave Pix'}
      </Button>
      <Collapse expanded={opened}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Select
            label="Tipo de chave"
            data={KEY_OPTIONS}
            value={keyType}
            allowDeselect={false}
            onChange={(value) => value && setKeyType(value as PixKeyType)}
          />
          <TextInput label="Chave Pix" autoComplete="off" {...bind('key')} />
          <TextInput label="Nome de quem recebe" {...bind('name')} />
          <TextInput label="Cidade de quem recebe" {...bind('city')} />
          <TextInput
            label="Valor (opcional)"
            inputMode="decimal"
            leftSection="R$"
            {...bind('amount')}
          />
        </SimpleGrid>
        <Button mt="xs" variant="light" onClick={build}>
          Gerar código Pix
        </Button>
      </Collapse>
    </Stack>
  );
}
