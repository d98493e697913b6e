// A QR code of some text (a wa.me link, a vCard) with a PNG download.
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useRef } from 'react';
import type { QrErrorCorrectionLevel } from '@qrlink/core/constants';
import { downloadCanvasPng } from '../download-canvas-png';
import { QrCanvas } from './QrCanvas';

/** Drawn at 512 px and shown at 256 px, so the download is sharp enough to print. */
const RENDER_SIZE = 512;
const DISPLAY_SIZE = 256;

type TextQrCardProps = {
  value: string;
  title: string;
  fileNamePrefix: string;
  errorCorrectionLevel?: QrErrorCorrectionLevel;
  note?: string | undefined;
};

export function TextQrCard(props: TextQrCardProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" align="center">
        <Text fw={600}>{props.title}</Text>
        <QrCanvas
          text={props.value}
          size={RENDER_SIZE}
          displaySize={DISPLAY_SIZE}
          fgColor="#000000"
          bgColor="#ffffff"
          errorCorrectionLevel={props.errorCorrectionLevel ?? 'M'}
          label={props.title}
          canvasRef={canvasRef}
        />
        {props.note && (
          <Text size="xs" c="dimmed" ta="center">
            {props.note}
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconDownload size={18} />}
          onClick={() =>
            void downloadCanvasPng(
              canvasRef.current,
              `${props.fileNamePrefix}-qrcode_${RENDER_SIZE}x${RENDER_SIZE}.png`,
            )
          }
        >
          Baixar PNG
        </Button>
      </Stack>
    </Paper>
  );
}
