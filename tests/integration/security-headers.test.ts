/**
 * The security headers of every kind of answer the server gives (docs/architecture.md,
 * "Security headers"): the SPA's pages and assets, a scan's 302 (the hot path and the route), the
 * REST and developer APIs, storage, a function and the error pages. HTML gets the app's
 * Content-Security-Policy, everything else one that loads nothing (a stored file keeps its own
 * sandbox: storage-upload.test.ts); Strict-Transport-Security only over https as a trusted proxy
 * tells it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_CONTENT_SECURITY_POLICY,
  NO_CONTENT_SECURITY_POLICY,
} from '@qrlink/server/http/shared/security-headers';
import { createAuthUser, freshDatabase } from '../support/databases';
import { insertQrCode } from '../support/db-fixtures';
import { fakeWebDist, type FakeWebDist } from '../support/fake-web-dist';
import { startTestServer, type TestServer } from './auth-test-server';

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

describe('security headers', () => {
  let server: TestServer;
  let web: FakeWebDist;
  let qrId: string;

  beforeAll(async () => {
    web = fakeWebDist();
    const db = await freshDatabase('pglite');
    server = await startTestServer('pglite', { trustProxy: true }, { db, webDistDir: web.dir });
    const owner = await createAuthUser(server.db);
    qrId = await insertQrCode(server.db, owner.id);
  });
  afterAll(async () => {
    await server?.stop();
    await server?.db.close();
    web?.remove();
  });

  const headersOf = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
    await response.arrayBuffer();
    return { status: response.status, headers: Object.fromEntries(response.headers) };
  };

  it('gives the pages the app policy and every other answer one that loads nothing', async () => {
    const answers = {
      page: await headersOf('/dashboard/my-qrs'),
      notFoundPage: await headersOf('/qr/nao-existe'),
      asset: await headersOf('/assets/index-abc123.js'),
      firstScan: await headersOf(`/qr/${qrId}`),
      cachedScan: await headersOf(`/qr/${qrId}`),
      rest: await headersOf('/rest/v1/plans?select=id', { headers: { apikey: server.anonKey } }),
      restRefusal: await headersOf('/rest/v1/plans'),
      api: await headersOf('/api/v1/qr-codes'),
      openApi: await headersOf('/api/v1/openapi.json'),
      fn: await headersOf('/functions/v1/contact', { method: 'POST' }),
      health: await headersOf('/health'),
      missingFile: await headersOf('/storage/v1/object/public/qr_logos/ninguem/nada.png'),
      unknownApi: await headersOf('/rest/v1/nao_existe', { headers: { apikey: server.anonKey } }),
    };
    expect(answers.page.status).toBe(200);
    expect(answers.notFoundPage.status).toBe(404);
    expect(answers.firstScan.status).toBe(302);
    expect(answers.cachedScan.status).toBe(302);
    for (const [kind, { headers }] of Object.entries(answers)) {
      expect(headers, kind).toMatchObject(COMMON);
      expect(headers['content-security-policy'], kind).toBe(
        kind === 'page' || kind === 'notFoundPage'
          ? APP_CONTENT_SECURITY_POLICY
          : NO_CONTENT_SECURITY_POLICY,
      );
      expect(headers['strict-transport-security'], kind).toBeUndefined();
    }
    expect(APP_CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(APP_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('asks for https from then on when the trusted proxy says the visit came over it', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    for (const path of ['/dashboard', `/qr/${qrId}`, '/health']) {
      expect((await headersOf(path, https)).headers['strict-transport-security'], path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});
