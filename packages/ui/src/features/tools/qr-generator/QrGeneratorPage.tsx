// /tools/qr-code-generator: the QR studio for a new code. Another tool may hand it content to
// start from (router state, checked here: it is input like any other).
import { useLocation } from 'react-router-dom';
import { z } from 'zod';
import { QrEditor } from './components/QrEditor';

const prefillSchema = z.object({
  qrContent: z.object({
    type: z.enum(['whatsapp', 'vcard']),
    data: z.record(z.string(), z.unknown()),
    version: z.enum(['4.0', '3.0']).optional(),
  }),
});

export default function QrGeneratorPage() {
  const { state } = useLocation();
  const parsed = prefillSchema.safeParse(state);
  const prefill = parsed.success
    ? { type: parsed.data.qrContent.type, content: parsed.data.qrContent }
    : null;
  return <QrEditor prefill={prefill} />;
}
