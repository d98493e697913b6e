import { describe, expect, it, vi } from 'vitest';
import { appLocation, originOf, PACKAGED_APP_ORIGIN } from './app-origin';
import { externalUrlToOpen, guardNavigation, handleWindowOpen } from './navigation';

const policy = () => ({ appOrigin: PACKAGED_APP_ORIGIN, openExternal: vi.fn() });

describe('the window never leaves the app', () => {
  it('opens only http(s) addresses in the system browser', () => {
    expect(externalUrlToOpen('https://qr.exemplo.com.br/qr/1')).toBe(
      'https://qr.exemplo.com.br/qr/1',
    );
    expect(externalUrlToOpen('http://localhost:3000/s/abc')).toBe('http://localhost:3000/s/abc');
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://server/share',
      'vscode://open',
      'data:text/html,<b>x</b>',
      'not a url',
    ]) {
      expect(externalUrlToOpen(url), url).toBeNull();
    }
  });

  it('denies every new window and hands web links to the browser', () => {
    const p = policy();
    expect(handleWindowOpen('https://loja.com.br', p)).toEqual({ action: 'deny' });
    expect(p.openExternal).toHaveBeenCalledWith('https://loja.com.br/');
    expect(handleWindowOpen('file:///home/ana/.ssh/id_rsa', p)).toEqual({ action: 'deny' });
    expect(handleWindowOpen(`${PACKAGED_APP_ORIGIN}/index.html`, p)).toEqual({ action: 'deny' });
    expect(p.openExternal).toHaveBeenCalledTimes(1);
  });

  it('blocks navigation away from the app and lets the app reload itself', () => {
    const p = policy();
    const away = { preventDefault: vi.fn() };
    guardNavigation(away, 'https://phishing.example/login', p);
    expect(away.preventDefault).toHaveBeenCalled();
    expect(p.openExternal).toHaveBeenCalledWith('https://phishing.example/login');

    const custom = { preventDefault: vi.fn() };
    guardNavigation(custom, 'ms-settings:privacy', p);
    expect(custom.preventDefault).toHaveBeenCalled();
    expect(p.openExternal).toHaveBeenCalledTimes(1);

    const own = { preventDefault: vi.fn() };
    guardNavigation(own, `${PACKAGED_APP_ORIGIN}/index.html`, p);
    expect(own.preventDefault).not.toHaveBeenCalled();
  });

  it('serves the packaged app from app://qrlink and development from Vite', () => {
    expect(appLocation(undefined)).toEqual({
      origin: 'app://qrlink',
      entryUrl: 'app://qrlink/index.html',
    });
    expect(appLocation('http://localhost:5173/')).toEqual({
      origin: 'http://localhost:5173',
      entryUrl: 'http://localhost:5173/',
    });
    expect(originOf('app://qrlink/assets/x.js')).toBe('app://qrlink');
    expect(originOf('nonsense')).toBeNull();
  });
});
