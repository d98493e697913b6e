import { describe, expect, it } from 'vitest';
import { classifyUserAgent, USER_AGENT_MAX_LENGTH } from './classify-user-agent';

describe('classifyUserAgent', () => {
  it('classifies phones, tablets and desktops', () => {
    expect(
      classifyUserAgent(
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      ),
    ).toMatchObject({ device: 'mobile', browser: 'Chrome', os: 'Android', isBot: false });
    expect(
      classifyUserAgent(
        'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({ device: 'tablet', os: 'iOS', isBot: false });
    expect(
      classifyUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      ),
    ).toMatchObject({ device: 'desktop', browser: 'Chrome', os: 'Windows', isBot: false });
  });

  it('calls an unknown system an unknown device rather than a desktop', () => {
    expect(
      classifyUserAgent('Mozilla/5.0 (Unknown; rv:120.0) Gecko/20100101 Firefox/120.0'),
    ).toEqual({
      userAgent: 'Mozilla/5.0 (Unknown; rv:120.0) Gecko/20100101 Firefox/120.0',
      device: 'unknown',
      browser: 'Firefox',
      os: null,
      isBot: false,
    });
  });

  it('flags link previews and crawlers as bots, and a missing user agent as a bot of no device', () => {
    for (const ua of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1',
      'TelegramBot (like TwitterBot)',
      'Slackbot-LinkExpanding 1.0',
      'Googlebot/2.1',
    ]) {
      expect(classifyUserAgent(ua)).toMatchObject({ device: 'bot', isBot: true });
    }
    for (const ua of [undefined, null, '', '   ']) {
      expect(classifyUserAgent(ua)).toMatchObject({ device: 'unknown', isBot: true });
    }
  });

  it('keeps at most 1,024 characters of the header', () => {
    expect(classifyUserAgent(`Mozilla/5.0 ${'x'.repeat(5000)}`).userAgent).toHaveLength(
      USER_AGENT_MAX_LENGTH,
    );
  });

  it('keeps only text the database can store: no NUL, no half of a cut emoji', () => {
    const cutEmoji = `Mozilla/5.0 ${'x'.repeat(USER_AGENT_MAX_LENGTH - 13)}😀`;
    expect(classifyUserAgent(cutEmoji).userAgent.endsWith('\ufffd')).toBe(true);
    expect(classifyUserAgent('Mozilla/5.0\u0000 (iPhone)').userAgent).toBe(
      'Mozilla/5.0\ufffd (iPhone)',
    );
  });
});
