import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAuthMail } from './mail-templates';
import { latestMailTo, readOutbox } from './outbox';
import { createOutboxMailer } from './outbox-mailer';

describe('local outbox', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'qrlink-outbox-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps each mail as a private JSON file and logs its link', async () => {
    const dataDir = tempDir();
    const logged: string[] = [];
    const mailer = createOutboxMailer(dataDir, (line) => logged.push(line));
    await mailer.send(buildAuthMail('signup', 'ana@example.com', 'http://x/verify?token=1'));
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(statSync(join(dataDir, 'outbox', files[0]!)).mode & 0o777).toBe(0o600);
    expect(logged[0]).toContain('http://x/verify?token=1');
    const [mail] = await readOutbox(dataDir);
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      subject: 'Confirme seu cadastro',
      link: 'http://x/verify?token=1',
    });
    expect(Date.parse(mail!.sentAt)).not.toBeNaN();
  });

  it('finds the newest mail to an address, case-insensitively and by subject', async () => {
    const dataDir = tempDir();
    const mailer = createOutboxMailer(dataDir, () => {});
    await mailer.send(buildAuthMail('signup', 'Bia@Example.com', 'link-1'));
    await mailer.send(buildAuthMail('recovery', 'bia@example.com', 'link-2'));
    await mailer.send(buildAuthMail('signup', 'outra@example.com', 'link-3'));
    expect((await latestMailTo(dataDir, 'BIA@example.com'))?.link).toBe('link-2');
    expect((await latestMailTo(dataDir, 'bia@example.com', 'Confirme seu cadastro'))?.link).toBe(
      'link-1',
    );
    expect(await latestMailTo(dataDir, 'ninguem@example.com')).toBeUndefined();
  });

  it('never shows a mail half-written to a reader polling while it is sent', async () => {
    const dataDir = tempDir();
    const mailer = createOutboxMailer(dataDir, () => {});
    // Large enough that writing it takes many system calls: a reader polling meanwhile would
    // find the file started but unfinished, were it written under its final name.
    const mail = buildAuthMail('signup', 'grande@example.com', 'link');
    const sending = mailer.send({ ...mail, html: mail.html + ' '.repeat(32 * 1024 * 1024) });
    let sent = false;
    void sending.then(() => (sent = true));
    let polls = 0;
    while (!sent) {
      expect((await readOutbox(dataDir)).every((entry) => entry.link === 'link')).toBe(true);
      polls += 1;
    }
    await sending;
    expect(polls).toBeGreaterThan(0);
    expect(await readOutbox(dataDir)).toHaveLength(1);
    expect(readdirSync(join(dataDir, 'outbox')).every((name) => name.endsWith('.json'))).toBe(true);
  });

  it('reads an outbox that was never written as empty', async () => {
    expect(await readOutbox(join(tempDir(), 'nada'))).toEqual([]);
  });
});

describe('auth mail templates', () => {
  it('writes the pt-BR recovery mail with the link in text and HTML', () => {
    const mail = buildAuthMail(
      'recovery',
      'c@example.com',
      'https://app/verify?token=a&type=recovery',
      'Carla',
    );
    expect(mail.subject).toBe('Redefinição de senha');
    expect(mail.text).toContain('Olá, Carla!');
    expect(mail.text).toContain('https://app/verify?token=a&type=recovery');
    expect(mail.html).toContain('href="https://app/verify?token=a&amp;type=recovery"');
  });

  it('escapes the user-supplied name in the HTML', () => {
    const mail = buildAuthMail(
      'signup',
      'x@example.com',
      'https://app/v',
      '<img src=x onerror=alert(1)>',
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
