// One item of a digital menu in the editor: its name, price in reais, description, tags and
// photo, with up, down and remove.
import {
  Chip,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MENU_ITEM_TAGS, MENU_TAG_LABELS } from '@qrlink/core/pages/menu-page-schema';
import type { MenuItemTag } from '@qrlink/core/pages/menu-page-schema';
import type { PageFormValues } from '../page-form-state';
import { ListItemActions } from '@/lib/components/ListItemActions';
import { PagePhotoField } from './PagePhotoField';

interface MenuItemFieldProps {
  form: UseFormReturnType<PageFormValues>;
  sectionIndex: number;
  index: number;
  count: number;
}

export function MenuItemField({ form, sectionIndex, index, count }: MenuItemFieldProps) {
  const list = `content.sections.${sectionIndex}.items`;
  const path = `${list}.${index}`;
  const item = form.values.content.sections[sectionIndex]!.items[index]!;
  const name = item.name.trim() || `Item ${index + 1}`;
  const tagsLabel = `tags-${item.id}`;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <ListItemActions
            index={index}
            count={count}
            name={name}
            onMove={(to) => form.reorderListItem(list, { from: index, to })}
            onRemove={() => form.removeListItem(list, index)}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label="Nome do item"
            placeholder="Pão de queijo"
            withAsterisk
            maxLength={80}
            {...form.getInputProps(`${path}.name`)}
          />
          <NumberInput
            label="Preço"
            placeholder="R$ 0,00"
            withAsterisk
            prefix="R$ "
            decimalSeparator=","
            thousandSeparator="."
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            min={0}
            max={100000}
            hideControls
            inputMode="decimal"
            {...form.getInputProps(`${path}.price`)}
            // The schema names the stored field: its message shows here.
            error={form.errors[`${path}.priceCents`] ?? form.errors[`${path}.price`]}
          />
        </SimpleGrid>
        <Textarea
          label="Descrição"
          placeholder="Feito com queijo canastra."
          maxLength={300}
          autosize
          minRows={1}
          {...form.getInputProps(`${path}.description`)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={tagsLabel}>
            Etiquetas
          </Text>
          <Chip.Group
            multiple
            value={item.tags}
            onChange={(tags) => form.setFieldValue(`${path}.tags`, tags as MenuItemTag[])}
          >
            <Group gap={6} role="group" aria-labelledby={tagsLabel}>
              {MENU_ITEM_TAGS.map((tag) => (
                <Chip
                  key={tag}
                  value={tag}
                  size="xs"
                  color={tag === 'esgotado' ? 'red' : undefined}
                >
                  {MENU_TAG_LABELS[tag]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <PagePhotoField
          label={`Foto de ${name}`}
          subject={name}
          value={item.photoUrl}
          onChange={(url) => form.setFieldValue(`${path}.photoUrl`, url)}
        />
      </Stack>
    </Paper>
  );
}
