import { describe, expect, it } from 'vitest';
import { hostOf, servesApp } from './own-domain-requests';

describe('routing by Host', () => {
  it('reads the Host header without its port, in lowercase', () => {
    expect(hostOf('Links.MinhaLoja.com.br:443')).toBe('links.minhaloja.com.br');
    expect(hostOf('links.minhaloja.com.br.')).toBe('links.minhaloja.com.br');
    expect(hostOf('[::1]:3000')).toBe('[::1]');
    expect(hostOf(undefined)).toBeNull();
    expect(hostOf('')).toBeNull();
  });

  it('serves the app on its own names and on names no own domain can have', () => {
    const appHosts = new Set(['qr.minhaempresa.com.br']);
    for (const host of [
      null,
      'qr.minhaempresa.com.br',
      'localhost',
      'meuservidor',
      '127.0.0.1',
      '192.168.0.10',
      '[::1]',
      'app.localhost',
      'qrlink.lan',
      'servidor.local',
      'qr.empresa.internal',
      'casa.home.arpa',
    ]) {
      expect(servesApp(host, appHosts), String(host)).toBe(true);
    }
    for (const host of ['links.minhaloja.com.br', 'minhaloja.com.br', 'qr.minhaempresa.com']) {
      expect(servesApp(host, appHosts), host).toBe(false);
    }
  });
});
