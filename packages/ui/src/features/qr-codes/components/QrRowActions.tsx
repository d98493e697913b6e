// A row's actions: try the dynamic URL, edit, download the 1000 px PNG or the SVG, move to a
// folder, delete (confirmed).
import { Group, Text } from '@mantine/core';
import { RowAction } from '@/lib/components/RowAction';
import { modals } from '@mantine/modals';
import {
  IconChartBar,
  IconDownload,
  IconExternalLink,
  IconFolderShare,
  IconPencil,
  IconTrash,
  IconVector,
} from '@tabler/icons-react';
import { useState } from 'react';
import { truncateText } from '@qrlink/core/links/truncate-text';
import type { QrCodeRow } from '@qrlink/data/qr-codes/list-qr-codes';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { downloadQrCode, downloadQrCodeSvg, type DownloadOutcome } from '../download-qr-code';

export interface QrRowActionsProps {
  code: QrCodeRow;
  dynamicUrl: string;
  onDelete: (id: string) => void;
  deleting: boolean;
  onMove: () => void;
}

export function QrRowActions({ code, dynamicUrl, onDelete, deleting, onMove }: QrRowActionsProps) {
  const [downloading, setDownloading] = useState<'png' | 'svg' | null>(null);

  async function download(format: 'png' | 'svg') {
    setDownloading(format);
    try {
      const outcome: DownloadOutcome =
        format === 'png'
          ? await downloadQrCode(code, dynamicUrl)
          : await downloadQrCodeSvg(code, dynamicUrl);
      if (outcome.ok === true) notify.success({ title: 'Sucesso!', message: 'QR Code baixado.' });
      else if (outcome.ok === false) notify.error(outcome);
    } catch {
      notify.error({
        title: 'Erro de Download',
        message: `Não foi possível gerar o arquivo ${format.toUpperCase()}.`,
      });
    } finally {
      setDownloading(null);
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
      <RowAction
        label="Testar URL Dinâmica"
        externalHref={dynamicUrl}
        icon={<IconExternalLink size={18} />}
      />
      <RowAction
        label="Análise"
        to={href('dashboardQrAnalytics', { qrId: code.id })}
        icon={<IconChartBar size={18} />}
      />
      <RowAction
        label="Editar"
        to={href('dashboardEditQr', { qrId: code.id })}
        icon={<IconPencil size={18} />}
      />
      <RowAction
        label="Baixar"
        onClick={() => void download('png')}
        loading={downloading === 'png'}
        icon={<IconDownload size={18} />}
      />
      <RowAction
        label="Baixar SVG"
        onClick={() => void download('svg')}
        loading={downloading === 'svg'}
        icon={<IconVector size={18} />}
      />
      <RowAction label="Mover para pasta" onClick={onMove} icon={<IconFolderShare size={18} />} />
      <RowAction
        label="Excluir"
        color="red"
        onClick={confirmDelete}
        loading={deleting}
        icon={<IconTrash size={18} />}
      />
    </Group>
  );
}
