// The page's buttons: add one of each kind, write its text and where it leads, reorder by
// dragging its handle (mouse, touch, or the keyboard: Espaço to pick up, the arrows to move,
// Espaço to drop) or with the up and down buttons, and remove it.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Group,
  Menu,
  Button,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconGripVertical, IconPlus } from '@tabler/icons-react';
import { MAX_PAGE_BUTTONS, PAGE_BUTTON_KINDS } from '@qrlink/core/pages/link-page-schema';
import { ListItemActions } from '@/lib/components/ListItemActions';
import { PixCodeBuilder } from './PixCodeBuilder';
import {
  BUTTON_KINDS,
  newButton,
  type ButtonValues,
  type PageFormValues,
} from '../page-form-state';

type Form = UseFormReturnType<PageFormValues>;

const labelOf = (buttons: ButtonValues[], id: unknown) =>
  buttons.find((button) => button.id === id)?.label || 'botão';

function announcements(buttons: ButtonValues[]): Announcements {
  const position = (id: unknown) => buttons.findIndex((button) => button.id === id) + 1;
  return {
    onDragStart: ({ active }) =>
      `Botão "${labelOf(buttons, active.id)}" selecionado, na posição ${position(active.id)} de ${buttons.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Botão "${labelOf(buttons, active.id)}" sobre a posição ${position(over.id)}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Botão "${labelOf(buttons, active.id)}" solto na posição ${position(over.id)}.`
        : undefined,
    onDragCancel: ({ active }) =>
      `Movimento cancelado. Botão "${labelOf(buttons, active.id)}" voltou ao lugar.`,
  };
}

const INSTRUCTIONS =
  'Para mover um botão, pressione Espaço, use as setas para cima e para baixo e pressione Espaço de novo para soltar. Esc cancela.';

interface ItemProps {
  form: Form;
  index: number;
  count: number;
}

function ButtonItem({ form, index, count }: ItemProps) {
  const button = form.values.content.buttons[index]!;
  const kind = BUTTON_KINDS[button.kind];
  const path = `content.buttons.${index}`;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: button.id });
  const move = (to: number) => form.reorderListItem('content.buttons', { from: index, to });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Arrastar para reordenar">
              <ActionIcon
                ref={setActivatorNodeRef}
                variant="subtle"
                color="gray"
                aria-label={`Reordenar "${button.label || kind.label}"`}
                style={{ cursor: 'grab', touchAction: 'none' }}
                {...attributes}
                {...listeners}
              >
                <IconGripVertical size={18} />
              </ActionIcon>
            </Tooltip>
            <Text size="sm" fw={600}>
              {kind.label}
            </Text>
          </Group>
          <ListItemActions
            index={index}
            count={count}
            name={button.label || kind.label}
            onMove={move}
            onRemove={() => form.removeListItem('content.buttons', index)}
          />
        </Group>
        <TextInput label="Texto do botão" maxLength={60} {...form.getInputProps(`${path}.label`)} />
        {button.kind === 'pix' ? (
          <>
            <Textarea
              label={kind.field}
              placeholder={kind.placeholder}
              autosize
              minRows={2}
              {...form.getInputProps(`${path}.target`)}
            />
            <PixCodeBuilder onBuilt={(code) => form.setFieldValue(`${path}.target`, code)} />
          </>
        ) : (
          <TextInput
            label={kind.field}
            placeholder={kind.placeholder}
            type={
              button.kind === 'email'
                ? 'email'
                : button.kind === 'whatsapp' || button.kind === 'phone'
                  ? 'tel'
                  : 'url'
            }
            {...form.getInputProps(`${path}.target`)}
          />
        )}
        {button.kind === 'whatsapp' && (
          <Textarea
            label="Mensagem inicial (opcional)"
            maxLength={500}
            autosize
            minRows={1}
            {...form.getInputProps(`${path}.message`)}
          />
        )}
      </Stack>
    </Paper>
  );
}

export function PageButtonsField({ form }: { form: Form }) {
  const buttons = form.values.content.buttons;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = buttons.findIndex((button) => button.id === active.id);
    const to = buttons.findIndex((button) => button.id === over.id);
    form.setFieldValue('content.buttons', arrayMove(buttons, from, to));
  };
  const full = buttons.length >= MAX_PAGE_BUTTONS;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>Botões</Text>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="light" leftSection={<IconPlus size={16} />} disabled={full}>
              Adicionar botão
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {PAGE_BUTTON_KINDS.map((kind) => (
              <Menu.Item
                key={kind}
                onClick={() => form.insertListItem('content.buttons', newButton(kind))}
              >
                {BUTTON_KINDS[kind].label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {buttons.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum botão ainda. Adicione links, WhatsApp, redes sociais, Pix ou localização.
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: announcements(buttons),
            screenReaderInstructions: { draggable: INSTRUCTIONS },
          }}
        >
          <SortableContext
            items={buttons.map((button) => button.id)}
            strategy={verticalListSortingStrategy}
          >
            <Stack gap="sm">
              {buttons.map((button, index) => (
                <ButtonItem key={button.id} form={form} index={index} count={buttons.length} />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      {full && (
        <Text size="sm" c="dimmed">
          Limite de {MAX_PAGE_BUTTONS} botões atingido.
        </Text>
      )}
    </Stack>
  );
}
