// The list's 40 px preview at level L, drawn only once the row scrolls into view: a page of
// codes costs nothing until it is seen.
import { useIntersection } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { QR_PRESETS } from '@qrlink/core/qr/qr-presets';
import { renderQrToCanvas } from '@qrlink/core/qr/render-qr-canvas';

export function QrThumbnail({
  text,
  fgColor,
  bgColor,
}: {
  text: string;
  fgColor: string;
  bgColor: string;
}) {
  const { ref, entry } = useIntersection({ rootMargin: '200px' });
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const visible = entry?.isIntersecting ?? false;
  const { size, margin, errorCorrectionLevel } = QR_PRESETS.thumbnail;

  useEffect(() => {
    const ctx = visible ? canvas.current?.getContext('2d') : null;
    if (!ctx) return;
    // Drawn at twice the size so it stays sharp on high-density screens.
    renderQrToCanvas(ctx, { text, size: size * 2, margin, errorCorrectionLevel, fgColor, bgColor });
  }, [visible, text, fgColor, bgColor, size, margin, errorCorrectionLevel]);

  return (
    <canvas
      ref={(node) => {
        canvas.current = node;
        ref(node);
      }}
      width={size * 2}
      height={size * 2}
      style={{ width: size, height: size, display: 'block' }}
      role="img"
      aria-label={`Prévia do QR Code para ${text}`}
    />
  );
}
