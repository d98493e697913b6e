// Live QR preview on a canvas, drawn by core's renderer (level H when a logo covers the
// centre). The canvas is `size` px; CSS may shrink it on small screens.
import { Text } from '@mantine/core';
import { useCallback, useEffect, useState, type Ref } from 'react';
import type { QrErrorCorrectionLevel } from '@qrlink/core/constants';
import { renderQrToCanvas } from '@qrlink/core/qr/render-qr-canvas';
import { QrRenderError } from '@qrlink/core/qr/qr-render-error';
import { useLoadedImage } from '../hooks/use-loaded-image';

export type QrCanvasProps = {
  text: string;
  size: number;
  fgColor?: string;
  bgColor?: string;
  logoSrc?: string | null;
  errorCorrectionLevel?: QrErrorCorrectionLevel;
  label: string;
  canvasRef?: Ref<HTMLCanvasElement>;
  displaySize?: number;
};

export function QrCanvas(props: QrCanvasProps) {
  const { text, size, fgColor, bgColor, logoSrc, errorCorrectionLevel } = props;
  const logo = useLoadedImage(logoSrc);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [renderError, setRenderError] = useState<string | null>(null);

  useEffect(() => {
    if (!canvas) return;
    canvas.width = size;
    canvas.height = size;
    // jsdom (tests) and very old browsers have no 2D context: nothing to draw on.
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const image = logo.status === 'loaded' ? logo.image : null;
    try {
      renderQrToCanvas(ctx, {
        text,
        size,
        fgColor,
        bgColor,
        ...(errorCorrectionLevel ? { errorCorrectionLevel } : {}),
        logo: image ? { image, width: image.naturalWidth, height: image.naturalHeight } : null,
      });
      setRenderError(null);
    } catch (error) {
      setRenderError(
        error instanceof QrRenderError ? error.message : 'Não foi possível desenhar o QR Code.',
      );
    }
  }, [canvas, text, size, fgColor, bgColor, errorCorrectionLevel, logo]);

  const { canvasRef } = props;
  // Stable, so React attaches the canvas once instead of on every render.
  const setRefs = useCallback(
    (node: HTMLCanvasElement | null) => {
      setCanvas(node);
      if (typeof canvasRef === 'function') canvasRef(node);
      else if (canvasRef) canvasRef.current = node;
    },
    [canvasRef],
  );

  return (
    <>
      <canvas
        ref={setRefs}
        role="img"
        aria-label={props.label}
        data-testid="qr-canvas"
        style={{
          width: props.displaySize ?? size,
          maxWidth: '100%',
          height: 'auto',
          aspectRatio: '1 / 1',
          display: 'block',
          margin: '0 auto',
        }}
      />
      {logo.status === 'error' && (
        <Text size="xs" c="orange" ta="center" role="status">
          Falha ao buscar logo: o QR Code é exibido sem ele.
        </Text>
      )}
      {renderError && (
        <Text size="sm" c="red" ta="center" role="alert">
          {renderError}
        </Text>
      )}
    </>
  );
}
