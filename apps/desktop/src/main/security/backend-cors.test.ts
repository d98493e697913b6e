import { describe, expect, it } from 'vitest';
import { backendCorsChange } from './backend-cors';

const APP = 'app://qrlink';
const BACKEND = 'http://localhost:3000';

describe('CORS for the chosen backend only', () => {
  it('lets the app read the self-hosted server, which does not know its origin', () => {
    const change = backendCorsChange(
      {
        url: `${BACKEND}/rest/v1/qr_codes?select=*`,
        method: 'GET',
        statusCode: 200,
        responseHeaders: {
          'Content-Range': ['0-19/54'],
          'access-control-allow-credentials': ['true'],
        },
      },
      BACKEND,
      APP,
    );
    expect(change?.statusLine).toBeUndefined();
    expect(change?.responseHeaders['Access-Control-Allow-Origin']).toEqual([APP]);
    // supabase-js reads the total of a counted list from Content-Range.
    expect(change?.responseHeaders['Access-Control-Expose-Headers']?.[0]).toContain(
      'content-range',
    );
    expect(change?.responseHeaders['Content-Range']).toEqual(['0-19/54']);
    expect(change?.responseHeaders).not.toHaveProperty('access-control-allow-credentials');
  });

  it('answers the preflight the server refused (404) with the headers supabase-js sends', () => {
    const change = backendCorsChange(
      { url: `${BACKEND}/auth/v1/token?grant_type=password`, method: 'OPTIONS', statusCode: 404 },
      BACKEND,
      APP,
    );
    expect(change?.statusLine).toBe('HTTP/1.1 204 No Content');
    expect(change?.responseHeaders['Access-Control-Allow-Headers']?.[0]).toMatch(
      /apikey.*authorization/,
    );
    expect(change?.responseHeaders['Access-Control-Allow-Methods']?.[0]).toContain('PATCH');
  });

  it('leaves answers that already allow the app, other sites, and no backend alone', () => {
    const hosted = 'https://abc.supabase.co';
    expect(
      backendCorsChange(
        {
          url: `${hosted}/rest/v1/plans`,
          method: 'GET',
          statusCode: 200,
          responseHeaders: { 'access-control-allow-origin': ['*'] },
        },
        hosted,
        APP,
      ),
    ).toBeNull();
    expect(
      backendCorsChange(
        { url: 'https://evil.example/api', method: 'GET', statusCode: 200 },
        BACKEND,
        APP,
      ),
    ).toBeNull();
    // Same host, another port: another origin.
    expect(
      backendCorsChange(
        { url: 'http://localhost:4000/rest/v1', method: 'GET', statusCode: 200 },
        BACKEND,
        APP,
      ),
    ).toBeNull();
    expect(
      backendCorsChange({ url: `${BACKEND}/rest/v1`, method: 'GET', statusCode: 200 }, null, APP),
    ).toBeNull();
  });
});
