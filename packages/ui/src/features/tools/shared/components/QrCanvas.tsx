// Live QR preview on a canvas, drawn by core's renderer: the studio's design (shapes, gradient,
// frame) or, for the tools' plain codes, two colours (level H when a logo covers the centre).
// The canvas is drawn at `size` px (a frame makes it larger); CSS may shrink it on small screens.
import { Text } from '@mantine/core';
import { useCallback, useEffect, useState, type Ref } from 'react';
import type { QrErrorCorrectionLevel } from '@qrlink/core/constants';
import type { QrDesign } from '@qrlink/core/qr/design/qr-design';
import { qrImageSize } from '@qrlink/core/qr/qr-render-options';
import { renderQrToCanvas } from '@qrlink/core/qr/render-qr-canvas';
import { QrRenderError } from '@qrlink/core/qr/qr-render-error';
import { useLoadedImage, type LoadedImage } from '../hooks/use-loaded-image';

const TRANSPARENCY_GRID =
  'repeating-conic-gradient(#dee2e6 0% 25%, #ffffff 0% 50%) 50% / 16px 16px';

export type QrCanvasProps = {
  text: string;
  size: number;
  fgColor?: string;
  bgColor?: string;
  /** The studio's design; the colours above are then not used. */
  design?: QrDesign | null;
  logoSrc?: string | null;
  /** The logo already loaded by the caller (the studio also checks and exports with it). */
  loadedLogo?: LoadedImage;
  errorCorrectionLevel?: QrErrorCorrectionLevel;
  label: string;
  canvasRef?: Ref<HTMLCanvasElement>;
  displaySize?: number;
};

export function QrCanvas(props: QrCanvasProps) {
  const { text, size, fgColor, bgColor, design, errorCorrectionLevel } = props;
  const ownLogo = useLoadedImage(props.loadedLogo ? null : props.logoSrc);
  const logo = props.loadedLogo ?? ownLogo;
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [renderError, setRenderError] = useState<string | null>(null);
  const [aspect, setAspect] = useState('1 / 1');

  useEffect(() => {
    if (!canvas) return;
    const image = logo.status === 'loaded' ? logo.image : null;
    const options = {
      text,
      size,
      ...(design ? { design } : { fgColor, bgColor }),
      ...(errorCorrectionLevel ? { errorCorrectionLevel } : {}),
      logo: image ? { image, width: image.naturalWidth, height: image.naturalHeight } : null,
    };
    try {
      const { width, height } = design ? qrImageSize(options) : { width: size, height: size };
      canvas.width = width;
      canvas.height = height;
      setAspect(`${width} / ${height}`);
      // The tests' DOM (happy-dom) and very old browsers have no 2D context: nothing to draw on.
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      renderQrToCanvas(ctx, options);
      setRenderError(null);
    } catch (error) {
      setRenderError(
        error instanceof QrRenderError ? error.message : 'Não foi possível desenhar o QR Code.',
      );
    }
  }, [canvas, text, size, fgColor, bgColor, design, errorCorrectionLevel, logo]);

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
          aspectRatio: aspect,
          // A transparent code shows a checkerboard where the page will show through.
          ...(design?.background.transparent ? { background: TRANSPARENCY_GRID } : {}),
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
