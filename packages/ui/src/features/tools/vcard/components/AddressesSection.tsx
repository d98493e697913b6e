import { Fieldset, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ADDRESS_TYPES,
  ADDRESS_TYPE_LABELS,
  emptyAddress,
} from '@qrlink/core/vcard/vcard-form-data';
import type { VCardForm } from '../vcard-form';
import { AddRowButton, RemoveRowButton } from './RowActions';

const typeOptions = ADDRESS_TYPES.map((type) => ({
  value: type,
  label: ADDRESS_TYPE_LABELS[type],
}));

export function AddressesSection({ form }: { form: VCardForm }) {
  const addresses = form.getValues().addresses;
  return (
    <Fieldset legend="Endereços" radius="md">
      <Stack gap="sm">
        {addresses.map((_, index) => {
          const field = (name: string) => form.getInputProps(`addresses.${index}.${name}`);
          const n = index + 1;
          return (
            <Paper key={form.key(`addresses.${index}`)} withBorder p="sm" radius="md">
              <Group justify="space-between" align="flex-end" mb="xs">
                <NativeSelect
                  label={`Tipo do endereço ${n}`}
                  data={typeOptions}
                  w={170}
                  {...field('type')}
                />
                <RemoveRowButton
                  label={`Remover endereço ${n}`}
                  onClick={() => form.removeListItem('addresses', index)}
                />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label={`Rua ${n}`} autoComplete="street-address" {...field('street')} />
                <TextInput label={`Cidade ${n}`} autoComplete="address-level2" {...field('city')} />
                <TextInput
                  label={`Estado ${n}`}
                  autoComplete="address-level1"
                  {...field('state')}
                />
                <TextInput label={`CEP ${n}`} autoComplete="postal-code" {...field('zip')} />
                <TextInput label={`País ${n}`} autoComplete="country-name" {...field('country')} />
              </SimpleGrid>
            </Paper>
          );
        })}
        <AddRowButton
          label="Adicionar endereço"
          onClick={() => form.insertListItem('addresses', emptyAddress())}
        />
      </Stack>
    </Fieldset>
  );
}
