import { describe, expect, it } from 'vitest';
import { href, safeRedirectPath } from './routes';

describe('href', () => {
  it('fills and encodes parameters and appends defined query values', () => {
    expect(href('dashboardEditQr', { qrId: 'a b/c' })).toBe('/dashboard/generate-qr/a%20b%2Fc');
    expect(href('login', undefined, { redirect: '/tools/qr-code-generator', x: undefined })).toBe(
      '/login?redirect=%2Ftools%2Fqr-code-generator',
    );
    expect(href('home')).toBe('/');
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard/my-qrs?x=1', '/dashboard/my-qrs?x=1'],
    ['/tools/qr-code-generator', '/tools/qr-code-generator'],
    ['https://evil.example/dashboard', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['dashboard', '/dashboard'],
    [null, '/dashboard'],
  ])('%s -> %s', (candidate, expected) => {
    expect(safeRedirectPath(candidate, '/dashboard')).toBe(expected);
  });
});
