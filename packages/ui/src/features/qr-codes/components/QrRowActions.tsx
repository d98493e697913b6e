// A row's actions: try the dynamic URL, edit, download the 1000 px PNG, delete (confirmed).
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { truncateText } from '@qrlink/core/links/truncate-text';
import type { QrCodeRow } from '@qrlink/data/qr-codes/list-qr-codes';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { downloadQrCode } from '../download-qr-code';

export interface QrRowActionsProps {
  code: QrCodeRow;
  dynamicUrl: string;
  onDelete: (id: string) => void;
  deleting: boolean;
}

export function QrRowActions({ code, dynamicUrl, onDelete, deleting }: QrRowActionsProps) {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const outcome = await downloadQrCode(code, dynamicUrl);
      if (outcome.ok) notify.success({ title: 'Sucesso!', message: 'QR Code baixado.' });
      else notify.error(outcome);
    } catch {
      notify.error({ title: 'Erro de Download', message: 'Não foi possível gerar o arquivo PNG.' });
    } finally {
      setDownloading(false);
    }
  }

  function confirmDelete() {
    modals.openConfirmModal({
      title: 'Excluir QR Code?',
      children: (
        <Text size="sm">
          O QR Code para {truncateText(code.target_url, 30)} e todos os seus scans serão excluídos.
          Códigos já impressos deixarão de funcionar. Esta ação não pode ser desfeita.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => onDelete(code.id),
    });
  }

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Testar URL Dinâmica">
        <ActionIcon
          component="a"
          href={dynamicUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          aria-label="Testar URL Dinâmica"
        >
          <IconExternalLink size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Editar">
        <ActionIcon
          component={Link}
          to={href('dashboardEditQr', { qrId: code.id })}
          variant="subtle"
          aria-label="Editar"
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Baixar">
        <ActionIcon variant="subtle" aria-label="Baixar" loading={downloading} onClick={download}>
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Excluir">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label="Excluir"
          loading={deleting}
          onClick={confirmDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
