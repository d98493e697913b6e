import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SAFE_BROWSING_BATCH,
  SafeBrowsingUnavailable,
  findThreats,
  threatMatchesRequest,
} from './safe-browsing';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

describe('findThreats', () => {
  let server: Server;
  let apiUrl: string;
  let handler: Handler;
  const seen: Array<{ url: string; body: string }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        seen.push({ url: request.url ?? '', body });
        handler(request, body, response);
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  );
  beforeEach(() => {
    seen.length = 0;
  });

  const answer = (status: number, body: string): Handler => {
    return (_request, _body, response) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    };
  };
  const settings = (timeoutMs?: number) => ({ apiKey: 'chave/+1', apiUrl, timeoutMs });

  it('posts the v4 request with the key and answers one verdict per URL, in order', async () => {
    handler = answer(
      200,
      JSON.stringify({
        matches: [
          {
            threatType: 'MALWARE',
            platformType: 'ANY_PLATFORM',
            threatEntryType: 'URL',
            threat: { url: 'https://b.example/' },
            cacheDuration: '300s',
          },
          { threatType: 'SOCIAL_ENGINEERING', threat: { url: 'https://b.example/' } },
          { threatType: 'UNWANTED_SOFTWARE', threat: { url: 'https://not-asked.example/' } },
        ],
      }),
    );
    const urls = ['https://a.example/', 'https://b.example/'];
    expect(await findThreats(urls, settings())).toEqual([
      { url: 'https://a.example/', threat_type: null },
      { url: 'https://b.example/', threat_type: 'MALWARE' },
    ]);
    expect(seen).toEqual([
      {
        url: '/v4/threatMatches:find?key=chave%2F%2B1',
        body: JSON.stringify(threatMatchesRequest(urls)),
      },
    ]);
    expect(threatMatchesRequest(urls)).toEqual({
      client: { clientId: 'qrlink', clientVersion: expect.any(String) },
      threatInfo: {
        threatTypes: [
          'MALWARE',
          'SOCIAL_ENGINEERING',
          'UNWANTED_SOFTWARE',
          'POTENTIALLY_HARMFUL_APPLICATION',
        ],
        platformTypes: ['ANY_PLATFORM'],
        threatEntryTypes: ['URL'],
        threatEntries: [{ url: 'https://a.example/' }, { url: 'https://b.example/' }],
      },
    });
  });

  it('reads an empty answer as clean and asks nothing for no URL', async () => {
    handler = answer(200, '{}');
    expect(await findThreats(['https://a.example/'], settings())).toEqual([
      { url: 'https://a.example/', threat_type: null },
    ]);
    expect(await findThreats([], settings())).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('refuses more than a batch of URLs', async () => {
    const urls = Array.from(
      { length: SAFE_BROWSING_BATCH + 1 },
      (_, i) => `https://a${i}.example/`,
    );
    await expect(findThreats(urls, settings())).rejects.toThrow(RangeError);
    expect(seen).toEqual([]);
  });

  it('fails as unavailable, never naming the key, on an error, a bad answer, a timeout or no server', async () => {
    const failures: Array<[Handler, string, number?]> = [
      [answer(500, '{"error": {"code": 500}}'), 'Safe Browsing answered 500'],
      [answer(400, '{"error": {"message": "API key not valid."}}'), 'Safe Browsing answered 400'],
      [answer(200, '<html>'), 'Safe Browsing answered something that is not JSON'],
      [
        answer(200, '{"matches": [{"threatType": "malware", "threat": {}}]}'),
        'Safe Browsing answered matches we cannot read',
      ],
      [() => {}, 'Safe Browsing unreachable (timed out)', 100],
    ];
    for (const [next, message, timeoutMs] of failures) {
      handler = next;
      const error = await findThreats(['https://a.example/'], settings(timeoutMs)).catch(
        (caught: unknown) => caught,
      );
      expect(error, message).toBeInstanceOf(SafeBrowsingUnavailable);
      expect((error as Error).message).toBe(message);
    }
    const unreachable = await findThreats(['https://a.example/'], {
      apiKey: 'chave',
      apiUrl: 'http://127.0.0.1:1',
    }).catch((caught: unknown) => caught);
    expect(unreachable).toBeInstanceOf(SafeBrowsingUnavailable);
    expect((unreachable as Error).message).not.toContain('chave');
  });

  it('stops at once when told to', async () => {
    handler = () => {};
    const stopping = new AbortController();
    const pending = findThreats(['https://a.example/'], { ...settings(), signal: stopping.signal });
    setTimeout(() => stopping.abort(), 20);
    await expect(pending).rejects.toThrow(SafeBrowsingUnavailable);
  });
});
