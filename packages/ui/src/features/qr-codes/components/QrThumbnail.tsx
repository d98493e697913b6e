// The list's 40 px preview at level L, drawn only once the row scrolls into view: a page of
// codes costs nothing until it is seen. It shows the code's design (shapes, colours) without
// its frame, which would not read at this size.
import { useIntersection } from '@mantine/hooks';
import { useEffect, useMemo, useRef } from 'react';
import type { QrDesign } from '@qrlink/core/qr/design/qr-design';
import { QR_PRESETS } from '@qrlink/core/qr/qr-presets';
import { renderQrToCanvas } from '@qrlink/core/qr/render-qr-canvas';

export function QrThumbnail({
  text,
  label,
  design,
}: {
  text: string;
  label: string;
  design: QrDesign;
}) {
  const { ref, entry } = useIntersection({ rootMargin: '200px' });
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const visible = entry?.isIntersecting ?? false;
  const { size, margin, errorCorrectionLevel } = QR_PRESETS.thumbnail;

  const unframed = useMemo(
    () => ({ ...design, frame: { ...design.frame, style: 'none' as const } }),
    [design],
  );

  useEffect(() => {
    const ctx = visible ? canvas.current?.getContext('2d') : null;
    if (!ctx) return;
    // Drawn at twice the size so it stays sharp on high-density screens.
    try {
      renderQrToCanvas(ctx, {
        text,
        size: size * 2,
        margin,
        errorCorrectionLevel,
        design: unframed,
      });
    } catch (error) {
      // A preview must never break the list (the downloads report their own errors).
      console.error('[qrlink] thumbnail not drawn', error);
    }
  }, [visible, text, unframed, size, margin, errorCorrectionLevel]);

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
      aria-label={`Prévia do QR Code para ${label}`}
    />
  );
}
