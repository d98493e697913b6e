// Reading a journal segment back. Lines are appended whole, but a process killed in the middle
// of a write (or a disk filling up) can leave a torn last line: it is skipped, as is any line
// that is not a well-formed entry, so one bad line never blocks the replay of the others.
import { z } from 'zod';
import { toStorableText } from '@qrlink/core/validation/storable-text';
import type { JournalEntry } from './visit';

// Journals written before visits were made storable may hold a NUL or a lone surrogate: mended
// here, so that replaying them can never stop the database from taking the batch.
const text = z.string().transform(toStorableText).nullable();

const entrySchema = z.object({
  seq: z.number().int().positive(),
  kind: z.enum(['qr', 'link']),
  target: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  user_agent: text,
  referrer: text,
  ip: text,
  country: text,
  city: text,
  device: text,
  browser: text,
  os: text,
  is_bot: z.boolean(),
  // Absent from journals written before visits kept where they were sent.
  destination: text.optional().transform((value) => value ?? null),
});

export function parseJournalLines(content: string): JournalEntry[] {
  const entries: JournalEntry[] = [];
  for (const line of content.split('\n')) {
    if (line === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    const parsed = entrySchema.safeParse(value);
    if (parsed.success) entries.push(parsed.data);
  }
  return entries;
}
