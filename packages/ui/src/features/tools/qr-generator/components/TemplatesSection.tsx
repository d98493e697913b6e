// 'Modelos de design': save the current design under a name, then apply it to any code or
// delete it (confirmed). The logo file is not part of a template.
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDeviceFloppy, IconTemplate, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { QrDesign } from '@qrlink/core/qr/design/qr-design';
import type { QrTemplate } from '@qrlink/data/qr-templates/list-qr-templates';
import { TEMPLATE_NAME_MAX } from '@qrlink/data/qr-templates/save-qr-template';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import { useQrTemplates } from '../hooks/use-qr-templates';

type TemplatesSectionProps = {
  userId: string;
  /** The design on screen, or null while it has an error (nothing to save). */
  design: QrDesign | null;
  onApply: (design: QrDesign) => void;
};

function TemplateRow(props: {
  template: QrTemplate;
  onApply: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { name } = props.template;
  return (
    <Paper withBorder p="xs" radius="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate="end" title={name}>
          {name}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={props.onApply}
            aria-label={`Aplicar o modelo ${name}`}
          >
            Aplicar
          </Button>
          <Tooltip label="Excluir modelo">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Excluir o modelo ${name}`}
              loading={props.deleting}
              onClick={props.onDelete}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

export function TemplatesSection({ userId, design, onApply }: TemplatesSectionProps) {
  const { list, save, remove } = useQrTemplates(userId);
  const [name, setName] = useState('');

  function saveTemplate() {
    if (!design) return;
    save.mutate(
      { name, design },
      {
        onSuccess: () => {
          notify.success({
            title: 'Modelo salvo!',
            message: `O modelo "${name.trim()}" está na sua lista.`,
          });
          setName('');
        },
        onError: (error) => notify.failure(error, { title: 'Erro ao salvar modelo' }),
      },
    );
  }

  function confirmDelete(template: QrTemplate) {
    modals.openConfirmModal({
      title: 'Excluir modelo?',
      children: (
        <Text size="sm">
          O modelo &quot;{template.name}&quot; será excluído. Os QR Codes que já usam este design
          não mudam.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(template.id, {
          onSuccess: () => notify.success({ title: 'Sucesso!', message: 'Modelo excluído.' }),
          onError: (error) => notify.failure(error, { title: 'Erro ao excluir modelo' }),
        }),
    });
  }

  function apply(template: QrTemplate) {
    onApply(template.design);
    notify.success({ title: 'Modelo aplicado', message: `Design "${template.name}" aplicado.` });
  }

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label="Nome do modelo"
          placeholder="ex.: Cardápio da loja"
          maxLength={TEMPLATE_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && saveTemplate()}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          variant="light"
          loading={save.isPending}
          disabled={!design || name.trim() === ''}
          onClick={saveTemplate}
        >
          Salvar como modelo
        </Button>
      </Group>
      {list.isPending ? (
        <LoadingState label="Carregando modelos..." />
      ) : list.isError ? (
        <ErrorState
          title="Erro ao carregar modelos"
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <Group gap="xs" c="dimmed">
          <IconTemplate size={18} aria-hidden />
          <Text size="sm">Nenhum modelo salvo ainda. Salve o design atual para reutilizá-lo.</Text>
        </Group>
      ) : (
        <Stack gap="xs" role="list" aria-label="Seus modelos">
          {list.data.map((template) => (
            <div role="listitem" key={template.id}>
              <TemplateRow
                template={template}
                onApply={() => apply(template)}
                onDelete={() => confirmDelete(template)}
                deleting={remove.isPending && remove.variables === template.id}
              />
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
