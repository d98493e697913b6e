// Live preview at the chosen size (level H, logo at 20%), its PNG download, and the dynamic
// URL once the code is saved.
import { Button, Center, Slider, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useRef } from 'react';
import { PREVIEW_SIZE } from '@qrlink/core/constants';
import { QR_PRESETS, qrCanvasFileName } from '@qrlink/core/qr/qr-presets';
import { QrCanvas } from '../../shared/components/QrCanvas';
import { downloadCanvasPng } from '../../shared/download-canvas-png';
import { ToolPanel } from '../../shared/components/ToolPanel';
import { DynamicUrlField } from './DynamicUrlField';

type PreviewPanelProps = {
  /** What the code encodes; null when there is nothing to encode yet. */
  text: string | null;
  fgColor: string;
  bgColor: string;
  logoSrc: string | null;
  size: number;
  onSizeChange: (size: number) => void;
  dynamicUrl: string | null;
};

export function PreviewPanel(props: PreviewPanelProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { preview } = QR_PRESETS;

  function download() {
    const canvas = canvasRef.current;
    void downloadCanvasPng(canvas, canvas ? qrCanvasFileName(canvas.width, canvas.height) : '');
  }

  return (
    <ToolPanel>
      <Stack gap="md" align="center">
        <Text fw={700} size="lg">
          Pré-visualização
        </Text>
        {props.text ? (
          <QrCanvas
            text={props.text}
            size={props.size}
            fgColor={props.fgColor}
            bgColor={props.bgColor}
            logoSrc={props.logoSrc}
            errorCorrectionLevel={preview.errorCorrectionLevel}
            label={`QR Code para ${props.text}`}
            canvasRef={canvasRef}
          />
        ) : (
          <Center h={PREVIEW_SIZE.default} w="100%" bg="var(--mantine-color-gray-light)">
            <Text c="dimmed" size="sm" ta="center" px="md">
              Informe a URL de destino para ver o QR Code.
            </Text>
          </Center>
        )}
        <Stack gap={4} w="100%">
          <Text size="sm">Tamanho da pré-visualização: {props.size}px</Text>
          <Slider
            min={PREVIEW_SIZE.min}
            max={PREVIEW_SIZE.max}
            step={PREVIEW_SIZE.step}
            value={props.size}
            onChange={props.onSizeChange}
            thumbLabel="Tamanho da pré-visualização"
            label={(value) => `${value}px`}
          />
        </Stack>
        <Button
          fullWidth
          variant="light"
          leftSection={<IconDownload size={18} />}
          disabled={!props.text}
          onClick={download}
        >
          Baixar PNG
        </Button>
        <div aria-live="polite" style={{ width: '100%' }}>
          {props.dynamicUrl && <DynamicUrlField url={props.dynamicUrl} />}
        </div>
      </Stack>
    </ToolPanel>
  );
}
