// The live preview at the chosen size, the scan-safety verdict, the 'Pix Copia e Cola' text of
// a Pix code and, once a dynamic code is saved, its permanent URL.
import { Center, Slider, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { PREVIEW_SIZE } from '@qrlink/core/constants';
import type { QrDesign } from '@qrlink/core/qr/design/qr-design';
import { QrCanvas } from '../../shared/components/QrCanvas';
import type { LoadedImage } from '../../shared/hooks/use-loaded-image';
import type { ScanCheckState } from '../hooks/use-scan-check';
import { DynamicUrlField } from './DynamicUrlField';
import { PixCopyPaste } from './PixCopyPaste';
import { ScanSafetyStatus } from './ScanSafetyStatus';

type PreviewPanelProps = {
  /** What the code encodes; null when there is nothing to encode yet. */
  text: string | null;
  /** Why there is nothing to show yet. */
  hint: string;
  /** What screen readers hear for the code ('QR Code para https://...'). */
  label: string;
  design: QrDesign;
  logo: LoadedImage;
  size: number;
  onSizeChange: (size: number) => void;
  scan: ScanCheckState;
  pixPayload: string | null;
  dynamicUrl: string | null;
  canvasRef?: Ref<HTMLCanvasElement>;
};

export function PreviewPanel(props: PreviewPanelProps) {
  return (
    <Stack gap="md" align="center">
      <Title order={2} size="h4" style={{ alignSelf: 'flex-start' }}>
        Pré-visualização
      </Title>
      {props.text ? (
        <QrCanvas
          text={props.text}
          size={props.size}
          design={props.design}
          loadedLogo={props.logo}
          label={props.label}
          canvasRef={props.canvasRef}
        />
      ) : (
        <Center h={PREVIEW_SIZE.default} w="100%" bg="var(--mantine-color-gray-light)">
          <Text c="dimmed" size="sm" ta="center" px="md">
            {props.hint}
          </Text>
        </Center>
      )}
      <ScanSafetyStatus state={props.scan} />
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
      {props.pixPayload && <PixCopyPaste payload={props.pixPayload} />}
      <div aria-live="polite" style={{ width: '100%' }}>
        {props.dynamicUrl && <DynamicUrlField url={props.dynamicUrl} />}
      </div>
    </Stack>
  );
}
