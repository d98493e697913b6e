// A digital menu's own fields (docs/product/pages.md, "The page editor"): the WhatsApp that
// takes orders, its PDF, the opening hours, and the sections with their items.
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  MAX_MENU_HOURS,
  MAX_MENU_ITEMS_PER_SECTION,
  MAX_MENU_SECTIONS,
} from '@qrlink/core/pages/menu-page-schema';
import type { PageFormValues } from '../page-form-state';
import { newMenuItem, newMenuSection } from '../menu-form-state';
import { ListItemActions } from '@/lib/components/ListItemActions';
import { MenuItemField } from './MenuItemField';
import { MenuPdfField } from './MenuPdfField';

type Form = UseFormReturnType<PageFormValues>;

function HoursField({ form }: { form: Form }) {
  const hours = form.values.content.hours;
  return (
    <Stack gap="xs">
      <Text fw={600}>Horário de funcionamento</Text>
      {hours.length === 0 && (
        <Text size="sm" c="dimmed">
          Opcional: os dias e horas em que você atende.
        </Text>
      )}
      {hours.map((_, index) => (
        <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            label="Dias"
            placeholder="Seg a Sex"
            maxLength={40}
            style={{ flex: 1 }}
            {...form.getInputProps(`content.hours.${index}.days`)}
          />
          <TextInput
            label="Horário"
            placeholder="11h às 15h"
            maxLength={40}
            style={{ flex: 1 }}
            {...form.getInputProps(`content.hours.${index}.time`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={`Remover horário ${index + 1}`}
            onClick={() => form.removeListItem('content.hours', index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {hours.length < MAX_MENU_HOURS && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('content.hours', { days: '', time: '' })}
          >
            Adicionar horário
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function SectionField({ form, index, count }: { form: Form; index: number; count: number }) {
  const section = form.values.content.sections[index]!;
  const path = `content.sections.${index}`;
  const name = section.title.trim() || `Seção ${index + 1}`;
  return (
    <Fieldset legend={name} variant="filled" radius="md">
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            label="Título da seção"
            placeholder="Salgados"
            withAsterisk
            maxLength={60}
            style={{ flex: 1 }}
            {...form.getInputProps(`${path}.title`)}
          />
          <ListItemActions
            index={index}
            count={count}
            name={name}
            onMove={(to) => form.reorderListItem('content.sections', { from: index, to })}
            onRemove={() => form.removeListItem('content.sections', index)}
          />
        </Group>
        {section.items.map((item, itemIndex) => (
          <MenuItemField
            key={item.id}
            form={form}
            sectionIndex={index}
            index={itemIndex}
            count={section.items.length}
          />
        ))}
        {section.items.length < MAX_MENU_ITEMS_PER_SECTION && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem(`${path}.items`, newMenuItem())}
            >
              {`Adicionar item em ${name}`}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

export function MenuFields({ form }: { form: Form }) {
  const sections = form.values.content.sections;
  return (
    <Stack gap="lg">
      <TextInput
        label="WhatsApp para pedidos"
        description="Com ele, quem visita escolhe as quantidades e envia o pedido pelo WhatsApp. Em branco, o cardápio só mostra os itens."
        type="tel"
        placeholder="(41) 99999-8888"
        {...form.getInputProps('content.whatsapp')}
      />
      <MenuPdfField
        value={form.values.content.pdfUrl}
        onChange={(url) => form.setFieldValue('content.pdfUrl', url)}
      />
      <HoursField form={form} />
      <Stack gap="sm">
        <Text fw={600}>Seções e itens</Text>
        {sections.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhuma seção ainda: adicione a primeira, como 'Pratos' ou 'Bebidas'.
          </Text>
        )}
        {sections.map((section, index) => (
          <SectionField key={section.id} form={form} index={index} count={sections.length} />
        ))}
        {sections.length < MAX_MENU_SECTIONS && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('content.sections', newMenuSection())}
            >
              Adicionar seção
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
