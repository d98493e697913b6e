/**
 * Reading the local outbox (see outbox-mailer.ts). For tests and the end-to-end suites: no
 * HTTP endpoint ever exposes mails.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { outboxDir, type OutboxEntry } from './outbox-mailer';

export type { OutboxEntry };

/** Every mail in the outbox, oldest first; an outbox never written to is empty. */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxEntry),
  );
  return entries;
}

/** The newest mail sent to `email` (case-insensitive), optionally with a given subject. */
export async function latestMailTo(
  dataDir: string,
  email: string,
  subject?: string,
): Promise<OutboxEntry | undefined> {
  const wanted = email.toLowerCase();
  const mails = await readOutbox(dataDir);
  return mails
    .filter((mail) => mail.to.toLowerCase() === wanted && (!subject || mail.subject === subject))
    .at(-1);
}
