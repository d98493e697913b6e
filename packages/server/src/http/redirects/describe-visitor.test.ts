import { describe, expect, it } from 'vitest';
import { describeVisitor } from './describe-visitor';

describe('describeVisitor', () => {
  it('classifies phones, tablets and desktops', () => {
    expect(
      describeVisitor(
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      ),
    ).toMatchObject({ device: 'mobile', browser: 'Chrome', os: 'Android', isBot: false });
    expect(
      describeVisitor(
        'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({ device: 'tablet', os: 'iOS', isBot: false });
    expect(
      describeVisitor(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      ),
    ).toMatchObject({ device: 'desktop', browser: 'Chrome', os: 'Windows', isBot: false });
  });

  it('flags link previews, crawlers and requests without a user agent as bots', () => {
    for (const ua of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1',
      'TelegramBot (like TwitterBot)',
      'Slackbot-LinkExpanding 1.0',
      'Googlebot/2.1',
      undefined,
    ]) {
      expect(describeVisitor(ua).isBot).toBe(true);
    }
  });
});
