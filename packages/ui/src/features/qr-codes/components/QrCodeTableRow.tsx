// One row of 'Meus QR Codes': preview, destination (or, for a static code, what it holds),
// folder and tags, colours, scans, date and actions. The saved design is read once per row, not on every render.
import { Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { formatDate } from '@qrlink/core/dates/format-date';
import { dynamicQrUrl } from '@qrlink/core/links/public-urls';
import type { ListedQrCode } from '@qrlink/data/qr-codes/list-qr-codes';
import { ItemOrganisationBadges } from '@/lib/organise/ItemOrganisationBadges';
import { isDynamicQr, savedQrDesign, savedQrLabel, savedQrText } from '@qrlink/core/qr/saved-qr';
import { ColorSwatches } from './ColorSwatches';
import { QrRowActions } from './QrRowActions';
import { QrThumbnail } from './QrThumbnail';

interface QrCodeTableRowProps {
  code: ListedQrCode;
  origin: string;
  onDelete: (id: string) => void;
  deleting: boolean;
  onMove: () => void;
  canEdit: boolean;
}

export function QrCodeTableRow({
  code,
  origin,
  onDelete,
  deleting,
  onMove,
  canEdit,
}: QrCodeTableRowProps) {
  const { design: stored, fg_color: fg, bg_color: bg } = code;
  const design = useMemo(
    () => savedQrDesign({ design: stored, fg_color: fg, bg_color: bg }),
    [stored, fg, bg],
  );
  const dynamic = isDynamicQr(code);
  const label = savedQrLabel(code);
  return (
    <Table.Tr>
      <Table.Td>
        <QrThumbnail text={savedQrText(code, origin)} label={label} design={design} />
      </Table.Td>
      <Table.Td maw={360}>
        <Group gap={6} wrap="nowrap">
          {!dynamic && (
            <Tooltip label="QR Code estático: o conteúdo fica no próprio código e não é contado.">
              <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
                Estático
              </Badge>
            </Tooltip>
          )}
          <Text size="sm" truncate="end" title={label}>
            {label}
          </Text>
        </Group>
        <ItemOrganisationBadges folderId={code.folder_id} tags={code.tags} />
      </Table.Td>
      <Table.Td>
        <ColorSwatches fg={code.fg_color} bg={code.bg_color} />
      </Table.Td>
      <Table.Td>{dynamic ? code.scan_count.toLocaleString('pt-BR') : '—'}</Table.Td>
      <Table.Td>{formatDate(code.created_at)}</Table.Td>
      <Table.Td>
        <QrRowActions
          code={code}
          origin={origin}
          dynamicUrl={dynamic ? dynamicQrUrl(origin, code.id) : null}
          onDelete={onDelete}
          deleting={deleting}
          onMove={onMove}
          canEdit={canEdit}
        />
      </Table.Td>
    </Table.Tr>
  );
}
