import { describe, expect, it } from 'vitest';
import { dynamicQrUrl, shortLinkUrl } from './public-urls';
import { truncateText } from './truncate-text';
import { destinationFor, redirectPlatform } from './device-destination';

describe('public URLs', () => {
  it('builds the dynamic QR and short-link addresses', () => {
    expect(dynamicQrUrl('https://qrlink.com.br/', 'abc-123')).toBe(
      'https://qrlink.com.br/qr/abc-123',
    );
    expect(
      shortLinkUrl('https://qrlink.com.br', { custom_alias: 'promo', short_code: 'Ab3dE9' }),
    ).toBe('https://qrlink.com.br/s/promo');
    expect(shortLinkUrl('https://qrlink.com.br', { custom_alias: ' ', short_code: 'Ab3dE9' })).toBe(
      'https://qrlink.com.br/s/Ab3dE9',
    );
    expect(shortLinkUrl('http://localhost:3000', { custom_alias: null, short_code: 'x' })).toBe(
      'http://localhost:3000/s/x',
    );
  });
});

describe('truncateText', () => {
  it('keeps 30 characters by default and marks the cut', () => {
    const url = 'https://www.exemplo.com.br/uma/pagina/longa';
    expect(truncateText(url)).toBe('https://www.exemplo.com.br/uma...');
    expect(truncateText('curta')).toBe('curta');
    expect(truncateText('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateText('🎉🎉🎉', 2)).toBe('🎉🎉...');
  });
});

describe('device destinations', () => {
  const byDevice = { ios: 'https://apps.apple.com/x', android: 'https://play.google.com/x' };
  it('sends each platform to its own destination, others to the main one', () => {
    const ios = redirectPlatform({ os: 'iOS', device: 'mobile' });
    const android = redirectPlatform({ os: 'Android', device: 'tablet' });
    const mac = redirectPlatform({ os: 'Mac OS', device: 'desktop' });
    expect([ios, android, mac]).toEqual(['ios', 'android', 'desktop']);
    expect(redirectPlatform({ os: null, device: 'smarttv' })).toBeNull();
    expect(destinationFor('https://a.example/', byDevice, ios)).toBe('https://apps.apple.com/x');
    expect(destinationFor('https://a.example/', byDevice, android)).toBe(
      'https://play.google.com/x',
    );
    expect(destinationFor('https://a.example/', byDevice, mac)).toBe('https://a.example/');
    expect(destinationFor('https://a.example/', { desktop: null }, null)).toBe(
      'https://a.example/',
    );
  });
});
