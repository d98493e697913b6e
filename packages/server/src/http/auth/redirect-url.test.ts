import { describe, expect, it } from 'vitest';
import { safeRedirectUrl, withFragment } from './redirect-url';

const SITE = 'https://qr.example.com';
const ALLOWED = ['https://qr.example.com', 'http://localhost:5173'];

describe('safeRedirectUrl', () => {
  it('keeps addresses on an allowed origin', () => {
    expect(safeRedirectUrl('https://qr.example.com/update-password', SITE, ALLOWED)).toBe(
      'https://qr.example.com/update-password',
    );
    expect(safeRedirectUrl('http://localhost:5173/dashboard?x=1', SITE, ALLOWED)).toBe(
      'http://localhost:5173/dashboard?x=1',
    );
  });

  it('falls back to the site for anything else', () => {
    for (const bad of [
      undefined,
      '',
      'https://evil.example/',
      'https://qr.example.com.evil.example/',
      'https://user@qr.example.com/',
      'javascript:alert(1)',
      '//evil.example',
      'not a url',
      'http://qr.example.com/',
    ]) {
      expect(safeRedirectUrl(bad, SITE, ALLOWED)).toBe('https://qr.example.com/');
    }
  });
});

describe('withFragment', () => {
  it('replaces any fragment with the encoded parameters', () => {
    expect(withFragment('https://a/b#old', { access_token: 'x y', type: 'signup' })).toBe(
      'https://a/b#access_token=x+y&type=signup',
    );
  });
});
