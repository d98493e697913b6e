import { Checkbox, Fieldset, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { EMAIL_TYPES, EMAIL_TYPE_LABELS, emptyEmail } from '@qrlink/core/vcard/vcard-form-data';
import type { VCardForm } from '../vcard-form';
import { AddRowButton, RemoveRowButton } from './RowActions';

const typeOptions = EMAIL_TYPES.map((type) => ({ value: type, label: EMAIL_TYPE_LABELS[type] }));

export function EmailsSection({ form }: { form: VCardForm }) {
  const emails = form.getValues().emails;
  return (
    <Fieldset legend="E-mails" radius="md">
      <Stack gap="sm">
        {emails.map((_, index) => (
          <Group key={form.key(`emails.${index}`)} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              type="email"
              label={`E-mail ${index + 1}`}
              placeholder="nome@exemplo.com.br"
              autoComplete="email"
              style={{ flex: 1, minWidth: 180 }}
              {...form.getInputProps(`emails.${index}.address`)}
            />
            <NativeSelect
              label={`Tipo do e-mail ${index + 1}`}
              data={typeOptions}
              w={150}
              {...form.getInputProps(`emails.${index}.type`)}
            />
            <Checkbox
              label="Preferencial"
              mb={8}
              {...form.getInputProps(`emails.${index}.isPreferred`, { type: 'checkbox' })}
            />
            <RemoveRowButton
              label={`Remover e-mail ${index + 1}`}
              onClick={() => form.removeListItem('emails', index)}
            />
          </Group>
        ))}
        <AddRowButton
          label="Adicionar e-mail"
          onClick={() => form.insertListItem('emails', emptyEmail(emails.length === 0))}
        />
      </Stack>
    </Fieldset>
  );
}
