/**
 * The mail transport for a laptop with no SMTP server: each mail becomes one JSON file in
 * `<dataDir>/outbox/`, and its link is logged so the person running the server can click it.
 * File names sort by time, so the newest mail is the last name. A mail appears whole or not at
 * all: it is written under a name readers skip, then renamed (an end-to-end test once read a
 * mail the server was still writing, and got half a JSON document).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Mailer, MailMessage } from './mail-message';

export interface OutboxEntry extends MailMessage {
  sentAt: string;
}

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

export function createOutboxMailer(dataDir: string, log: (line: string) => void): Mailer {
  const dir = outboxDir(dataDir);
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const sentAt = new Date();
      // Zero-padded milliseconds, then a sequence number (two mails in one millisecond keep
      // their order), then a random suffix (several servers on one folder never overwrite).
      sequence += 1;
      const name = [
        sentAt.getTime().toString().padStart(15, '0'),
        sequence.toString().padStart(9, '0'),
        `${randomBytes(4).toString('hex')}.json`,
      ].join('-');
      const entry: OutboxEntry = { ...message, sentAt: sentAt.toISOString() };
      const partial = join(dir, `${name}.partial`);
      await writeFile(partial, JSON.stringify(entry, null, 2), { mode: 0o600 });
      await rename(partial, join(dir, name));
      log(
        `E-mail para ${message.to} ("${message.subject}") salvo em ${join(dir, name)}: ${message.link}`,
      );
    },
  };
}
