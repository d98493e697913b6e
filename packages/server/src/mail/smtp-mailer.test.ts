import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { buildAuthMail } from './mail-templates';

describe('SMTP mailer', () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the mail through SMTP_URL from MAIL_FROM', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      mailFrom: 'QR Link <nao-responda@qr.example.com>',
      dataDir: '/nonexistent',
      log: () => {},
    });
    await mailer.send(
      buildAuthMail('signup', 'ana@example.com', 'https://qr.example.com/auth/v1/verify?token=abc'),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('nao-responda@qr.example.com');
    expect(received[0]!.to).toEqual(['ana@example.com']);
    expect(received[0]!.raw).toMatch(/^Subject: Confirme seu cadastro/m);
    expect(received[0]!.raw.replace(/=\r?\n/g, '')).toMatch(/token=(3D)?abc/);
  });
});
