// What another screen may hand the QR studio to start from, as router state: the WhatsApp and
// vCard tools' content ('Personalizar QR Code'), or a destination (a page's 'Criar QR Code').
// Checked here: it is input like any other.
import { z } from 'zod';
import type { StudioPrefill } from '../hooks/use-studio';

// Built on its first parse (z.lazy), not as the module loads: see docs/architecture.md,
// "The first pages a phone opens".
const prefillSchema = z.lazy(() =>
  z.object({
    qrContent: z.union([
      z.object({
        type: z.enum(['whatsapp', 'vcard']),
        data: z.record(z.string(), z.unknown()),
        version: z.enum(['4.0', '3.0']).optional(),
      }),
      z.object({ type: z.literal('url'), url: z.string().max(2048) }),
    ]),
  }),
);

export function studioPrefillOf(state: unknown): StudioPrefill | null {
  // A visit by its address brings no state: nothing to check.
  if (state == null) return null;
  const parsed = prefillSchema.safeParse(state);
  if (!parsed.success) return null;
  const { qrContent } = parsed.data;
  return qrContent.type === 'url'
    ? { type: 'url', content: null, targetUrl: qrContent.url }
    : { type: qrContent.type, content: qrContent };
}
