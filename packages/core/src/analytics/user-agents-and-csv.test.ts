import { describe, expect, it } from 'vitest';
import type { ClickRow, ScanRow } from './analytics-types';
import { csvCell, toCsv } from './csv';
import { clicksToCsv, csvFileName, referrerLabel, scansToCsv } from './export-csv';
import { describeUserAgent, parseUserAgent } from './parse-user-agent';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
  whatsapp: 'WhatsApp/2.23.20.0 A',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
};

describe('parseUserAgent', () => {
  it('labels device, browser and OS in pt-BR', () => {
    expect(parseUserAgent(UA.iphone)).toEqual({
      device: 'Celular',
      browser: 'Mobile Safari',
      os: 'iOS',
    });
    expect(parseUserAgent(UA.windows)).toEqual({
      device: 'Computador',
      browser: 'Chrome',
      os: 'Windows',
    });
    expect(parseUserAgent(UA.android)).toEqual({
      device: 'Celular',
      browser: 'Chrome',
      os: 'Android',
    });
    expect(parseUserAgent(UA.ipad).device).toBe('Tablet');
    expect(parseUserAgent(UA.mac).device).toBe('Computador');
    expect(parseUserAgent(UA.whatsapp).device).toBe('Bot');
    expect(parseUserAgent('')).toEqual({
      device: 'Desconhecido',
      browser: 'Desconhecido',
      os: 'Desconhecido',
    });
    expect(parseUserAgent(null).device).toBe('Desconhecido');
    expect(parseUserAgent('Mozilla/5.0 (Unknown; rv:120.0) Gecko/20100101 Firefox/120.0')).toEqual({
      device: 'Desconhecido',
      browser: 'Firefox',
      os: 'Desconhecido',
    });
  });

  it('describes a user agent in one line', () => {
    expect(describeUserAgent(UA.windows)).toBe('Chrome em Windows (Computador)');
    expect(describeUserAgent(undefined)).toBe('Desconhecido');
  });
});

describe('referrerLabel', () => {
  it("names the referrer's host, 'Direto' without one, and keeps text that is no URL", () => {
    expect(referrerLabel('https://www.instagram.com/p/1')).toBe('www.instagram.com');
    expect(referrerLabel('  ')).toBe('Direto');
    expect(referrerLabel(null)).toBe('Direto');
    expect(referrerLabel('não é url')).toBe('não é url');
  });
});

describe('CSV', () => {
  it('quotes every cell, doubles quotes and guards formulas but not plain numbers', () => {
    expect(csvCell('a "b"; c')).toBe('"a ""b""; c"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+55 11')).toBe('"\'+55 11"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('-cmd')).toBe('"\'-cmd"');
    expect(csvCell('\t=1')).toBe('"\'\t=1"');
    expect(csvCell('-12,5')).toBe('"-12,5"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it('starts with a BOM, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv(
      ['Nome', 'Cidade'],
      [
        ['José', 'São Paulo'],
        ['Ana\nMaria', null],
      ],
    );
    expect(csv).toBe('\ufeff"Nome";"Cidade"\r\n"José";"São Paulo"\r\n"Ana\nMaria";""\r\n');
  });

  it('exports scans and clicks with pt-BR headers and dates', () => {
    const scans: ScanRow[] = [
      {
        id: '1',
        scanned_at: '2026-03-01T15:04:05Z',
        user_agent: UA.windows,
        qr_codes: { id: 'q', target_url: 'https://loja.com/?a=1;b=2' },
      },
      { id: '2', scanned_at: '2026-03-01T15:04:05Z', user_agent: null, qr_codes: null },
    ];
    expect(scansToCsv(scans, { timeZone: 'America/Sao_Paulo' }).split('\r\n')).toEqual([
      '\ufeff"QR Code (URL)";"Data do Scan";"Dispositivo (User Agent)";"Dispositivo"',
      `"https://loja.com/?a=1;b=2";"01/03/2026 12:04:05";"${UA.windows}";"Chrome em Windows (Computador)"`,
      '"";"01/03/2026 12:04:05";"";"Desconhecido"',
      '',
    ]);
    const clicks: ClickRow[] = [
      {
        id: 'c',
        short_link_id: 's',
        clicked_at: '2026-03-01T15:04:05Z',
        ip_address: '200.1.2.3',
        user_agent: UA.iphone,
        country: 'Brasil',
        city: 'São Paulo',
        referrer: 'https://t.co/x',
      },
      {
        id: 'd',
        short_link_id: 's',
        clicked_at: '2026-03-01T15:04:05Z',
        ip_address: null,
        user_agent: null,
        country: null,
        city: null,
        referrer: null,
      },
    ];
    const lines = clicksToCsv(clicks, { timeZone: 'UTC' }).split('\r\n');
    expect(lines[0]).toBe(
      '\ufeff"Data/Hora";"IP";"Dispositivo/Navegador";"País";"Cidade";"Referência";"User Agent"',
    );
    expect(lines[1]).toBe(
      `"01/03/2026 15:04:05";"200.1.2.3";"Mobile Safari em iOS (Celular)";"Brasil";"São Paulo";"t.co";"${UA.iphone}"`,
    );
    expect(lines[2]).toBe('"01/03/2026 15:04:05";"";"Desconhecido";"";"";"Direto";""');
  });

  it('names export files by date', () => {
    expect(csvFileName('analise-qr', new Date('2026-01-31T12:00:00Z'), { timeZone: 'UTC' })).toBe(
      'analise-qr-2026-01-31.csv',
    );
    expect(csvFileName('x')).toMatch(/^x-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
