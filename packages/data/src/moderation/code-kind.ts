// What the moderation functions call a code (docs/product/trust-and-safety.md, "Reports and
// moderation"): 'qr', a dynamic QR code by its id, or 'link', a short link by its code or alias.
import { z } from 'zod';

export const codeKindSchema = z.enum(['qr', 'link']);
export type CodeKind = z.infer<typeof codeKindSchema>;
