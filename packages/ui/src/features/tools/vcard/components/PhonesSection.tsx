import { Checkbox, Fieldset, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { PHONE_TYPES, PHONE_TYPE_LABELS, emptyPhone } from '@qrlink/core/vcard/vcard-form-data';
import type { VCardForm } from '../vcard-form';
import { AddRowButton, RemoveRowButton } from './RowActions';

const typeOptions = PHONE_TYPES.map((type) => ({ value: type, label: PHONE_TYPE_LABELS[type] }));

export function PhonesSection({ form }: { form: VCardForm }) {
  const phones = form.getValues().phones;
  return (
    <Fieldset legend="Telefones" radius="md">
      <Stack gap="sm">
        {phones.map((_, index) => (
          <Group key={form.key(`phones.${index}`)} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              type="tel"
              label={`Telefone ${index + 1}`}
              placeholder="+55 11 98765-4321"
              autoComplete="tel"
              style={{ flex: 1, minWidth: 180 }}
              {...form.getInputProps(`phones.${index}.number`)}
            />
            <NativeSelect
              label={`Tipo do telefone ${index + 1}`}
              data={typeOptions}
              w={150}
              {...form.getInputProps(`phones.${index}.type`)}
            />
            <Checkbox
              label="Preferencial"
              mb={8}
              {...form.getInputProps(`phones.${index}.isPreferred`, { type: 'checkbox' })}
            />
            <RemoveRowButton
              label={`Remover telefone ${index + 1}`}
              onClick={() => form.removeListItem('phones', index)}
            />
          </Group>
        ))}
        <AddRowButton
          label="Adicionar telefone"
          onClick={() => form.insertListItem('phones', emptyPhone(phones.length === 0))}
        />
      </Stack>
    </Fieldset>
  );
}
