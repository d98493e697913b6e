// 'Personalizar QR Code': opens the QR studio with this tool's result as its content, to give
// it colours, a logo or a frame and export it as PNG, SVG or PDF
// (docs/product/qr-studio.md, "The QR studio").
import { Button } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';

/** What the studio accepts from another tool (QrGeneratorPage checks it again). */
export type StudioHandover =
  | { type: 'whatsapp'; data: { countryCode: string; phone: string; message: string } }
  | { type: 'vcard'; data: object; version: '4.0' | '3.0' };

export function OpenInStudioButton({ content }: { content: StudioHandover }) {
  return (
    <Button
      component={Link}
      to={href('toolQrCode')}
      state={{ qrContent: content }}
      variant="default"
      leftSection={<IconPalette size={18} />}
    >
      Personalizar QR Code
    </Button>
  );
}
