import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'qrlink-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('applies the defaults and keeps a generated JWT secret in DATA_DIR (0600)', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      siteUrl: 'http://localhost:3000',
      autoconfirm: false,
      trustProxy: false,
      databaseUrl: undefined,
      smtpUrl: undefined,
      authPasswordHashCost: 10,
    });
    const file = join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(config.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      PUBLIC_URL: 'https://qr.example.com/',
      ADDITIONAL_REDIRECT_URLS: 'http://localhost:5173, https://app.example.com/x',
      JWT_SECRET: 'x'.repeat(40),
      AUTH_AUTOCONFIRM: 'true',
      TRUST_PROXY: '1',
      SMTP_URL: 'smtps://u:p@smtp.example.com',
      DATABASE_URL: 'postgres://u@db/qr',
      AUTH_PASSWORD_HASH_COST: '4',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://qr.example.com');
    expect(config.siteUrl).toBe('https://qr.example.com');
    expect(config.redirectOrigins).toEqual([
      'https://qr.example.com',
      'http://localhost:5173',
      'https://app.example.com',
    ]);
    expect(config.jwtSecret).toBe('x'.repeat(40));
    expect(config.autoconfirm).toBe(true);
    expect(config.trustProxy).toBe(true);
    expect(config.authPasswordHashCost).toBe(4);
  });

  it('sends contact messages to SUPPORT_EMAIL, suporte@qrlink.com.br by default', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      supportEmail: 'suporte@qrlink.com.br',
      contactRateLimitPerHour: 5,
      anonRpcRateLimitPerMinute: 60,
      emailCheckRateLimitPerMinute: 10,
      apiKeyFailureRateLimitPerMinute: 30,
    });
    const config = loadConfig({
      DATA_DIR: dir,
      SUPPORT_EMAIL: ' ajuda@example.com ',
      CONTACT_RATE_LIMIT_PER_HOUR: '20',
      API_KEY_FAILURE_RATE_LIMIT_PER_MINUTE: '100',
    });
    expect(config.supportEmail).toBe('ajuda@example.com');
    expect(config.contactRateLimitPerHour).toBe(20);
    expect(config.apiKeyFailureRateLimitPerMinute).toBe(100);
    expect(() => loadConfig({ DATA_DIR: dir, SUPPORT_EMAIL: 'suporte' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('configures Mercado Pago only with both keys', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).mercadoPago).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dir,
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1',
        MERCADOPAGO_WEBHOOK_SECRET: 'segredo',
      }).mercadoPago,
    ).toEqual({
      accessToken: 'APP_USR-1',
      webhookSecret: 'segredo',
      apiUrl: 'https://api.mercadopago.com',
    });
    expect(() => loadConfig({ DATA_DIR: dir, MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' })).toThrow(
      /MERCADOPAGO_WEBHOOK_SECRET/,
    );
  });

  it('looks destinations up with Google Safe Browsing only with a key', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).safeBrowsing).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dir, SAFE_BROWSING_API_URL: 'http://127.0.0.1:9' }).safeBrowsing,
    ).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, SAFE_BROWSING_API_KEY: ' AIza-1 ' }).safeBrowsing).toEqual({
      apiKey: 'AIza-1',
      apiUrl: 'https://safebrowsing.googleapis.com',
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        SAFE_BROWSING_API_KEY: 'AIza-1',
        SAFE_BROWSING_API_URL: 'http://127.0.0.1:4010/',
      }).safeBrowsing,
    ).toEqual({ apiKey: 'AIza-1', apiUrl: 'http://127.0.0.1:4010' });
    expect(() =>
      loadConfig({ DATA_DIR: dir, SAFE_BROWSING_API_KEY: 'k', SAFE_BROWSING_API_URL: 'ftp://x' }),
    ).toThrow(/SAFE_BROWSING_API_URL/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', AUTH_AUTOCONFIRM: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOW_MEMORY: 'talvez' })).toThrow(/LOW_MEMORY: use true ou false/);
    // Below bcrypt's least cost, or so high that a sign-in takes minutes.
    expect(() => loadConfig({ AUTH_PASSWORD_HASH_COST: '3' })).toThrow(/AUTH_PASSWORD_HASH_COST/);
    expect(() => loadConfig({ AUTH_PASSWORD_HASH_COST: '15' })).toThrow(/AUTH_PASSWORD_HASH_COST/);
    expect(() =>
      loadConfig({ PORT: 'abc', JWT_SECRET: 'short', PUBLIC_URL: 'ftp://x', SMTP_URL: 'http://x' }),
    ).toThrow(/PORT[\s\S]*JWT_SECRET[\s\S]*PUBLIC_URL[\s\S]*SMTP_URL/);
  });

  it('says what is wrong with each in pt-BR', () => {
    let message = '';
    try {
      loadConfig({
        PORT: '70000',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        PUBLIC_URL: 'ftp://x',
        SMTP_URL: 'http://x',
        AUTH_RATE_LIMIT_PER_MINUTE: '1.5',
        ADMIN_EMAIL: 'chefe',
        ADMIN_PASSWORD: '123',
        LOG_LEVEL: 'loud',
        METRICS_TOKEN: 'abc',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Configuração inválida:',
      '  PORT: use um número inteiro de 0 a 65535',
      '  DATABASE_URL: deve começar com postgres:// ou postgresql://',
      '  JWT_SECRET: precisa de pelo menos 32 caracteres',
      '  PUBLIC_URL: use um endereço que comece com http:// ou https://',
      '  SMTP_URL: deve começar com smtp:// ou smtps://',
      '  AUTH_RATE_LIMIT_PER_MINUTE: use um número inteiro a partir de 1',
      '  ADMIN_EMAIL: use um endereço de e-mail',
      '  ADMIN_PASSWORD: precisa de pelo menos 6 caracteres',
      expect.stringMatching(/^ {2}LOG_LEVEL: Opção inválida: esperava uma das seguintes opções/),
      '  METRICS_TOKEN: precisa de pelo menos 16 caracteres',
    ]);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT: use um número inteiro de 0 a 65535');
  });
});
