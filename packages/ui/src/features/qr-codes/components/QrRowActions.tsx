// A row's actions: try the dynamic URL and see its scans (dynamic codes only: a static one holds
// its content and is not counted), edit, download the 1000 px PNG or the SVG, move to a folder,
// delete (confirmed). A Leitor gets only what reads.
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
import { savedQrLabel } from '@qrlink/core/qr/saved-qr';
import { downloadQrCode, downloadQrCodeSvg, type DownloadOutcome } from '../download-qr-code';

export interface QrRowActionsProps {
  code: QrCodeRow;
  origin: string;
  /** {origin}/qr/{id} of a dynamic code; null for a static one. */
  dynamicUrl: string | null;
  onDelete: (id: string) => void;
  deleting: boolean;
  onMove: () => void;
  /** False for a Leitor: no edit, move or delete (docs/product/teams.md, "Roles"). */
  canEdit: boolean;
}

export function QrRowActions({
  code,
  origin,
  dynamicUrl,
  onDelete,
  deleting,
  onMove,
  canEdit,
}: QrRowActionsProps) {
  const [downloading, setDownloading] = useState<'png' | 'svg' | null>(null);

  async function download(format: 'png' | 'svg') {
    setDownloading(format);
    try {
      const outcome: DownloadOutcome =
        format === 'png'
          ? await downloadQrCode(code, origin)
          : await downloadQrCodeSvg(code, origin);
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
          {dynamicUrl
            ? `O QR Code para ${truncateText(savedQrLabel(code), 30)} e todos os seus scans serão excluídos. Códigos já impressos deixarão de funcionar. Esta ação não pode ser desfeita.`
            : `O QR Code ${truncateText(savedQrLabel(code), 30)} será excluído da sua lista. Códigos já impressos continuam funcionando, pois guardam o próprio conteúdo. Esta ação não pode ser desfeita.`}
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => onDelete(code.id),
    });
  }

  return (
    <Group gap={4} wrap="nowrap">
      {dynamicUrl && (
        <RowAction
          label="Testar URL Dinâmica"
          externalHref={dynamicUrl}
          icon={<IconExternalLink size={18} />}
        />
      )}
      {dynamicUrl && (
        <RowAction
          label="Análise"
          to={href('dashboardQrAnalytics', { qrId: code.id })}
          icon={<IconChartBar size={18} />}
        />
      )}
      {canEdit && (
        <RowAction
          label="Editar"
          to={href('dashboardEditQr', { qrId: code.id })}
          icon={<IconPencil size={18} />}
        />
      )}
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
      {canEdit && (
        <RowAction label="Mover para pasta" onClick={onMove} icon={<IconFolderShare size={18} />} />
      )}
      {canEdit && (
        <RowAction
          label="Excluir"
          color="red"
          onClick={confirmDelete}
          loading={deleting}
          icon={<IconTrash size={18} />}
        />
      )}
    </Group>
  );
}
