import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryRefused, guardedPost } from './guarded-post';
import { isDeliverableAddress } from './public-address';

describe('isDeliverableAddress', () => {
  it('lets public unicast addresses through', () => {
    for (const address of ['200.147.67.89', '8.8.8.8', '2804:14c:1a2::1', '2001:4860:4860::8888']) {
      expect(isDeliverableAddress(address, false), address).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, shared, multicast and mapped private addresses', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'not an address',
    ]) {
      expect(isDeliverableAddress(address, false), address).toBe(false);
    }
  });

  it('lets loopback through only when told (tests)', () => {
    expect(isDeliverableAddress('127.0.0.1', true)).toBe(true);
    expect(isDeliverableAddress('::1', true)).toBe(true);
    expect(isDeliverableAddress('10.0.0.1', true)).toBe(false);
  });
});

describe('guardedPost', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      hits += 1;
      request.resume();
      request.on('end', () => response.writeHead(204).end());
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const post = (url: string, allowLoopback: boolean) =>
    guardedPost(
      url,
      '{}',
      { 'content-type': 'application/json' },
      { allowLoopback, timeoutMs: 2000 },
    );

  it('refuses plain http, loopback literals and names that resolve to loopback', async () => {
    await expect(post(`http://127.0.0.1:${port}/`, false)).rejects.toBeInstanceOf(DeliveryRefused);
    await expect(post(`https://127.0.0.1:${port}/`, false)).rejects.toBeInstanceOf(DeliveryRefused);
    await expect(post(`https://[::1]:${port}/`, false)).rejects.toBeInstanceOf(DeliveryRefused);
    await expect(post(`https://localhost:${port}/`, false)).rejects.toBeInstanceOf(DeliveryRefused);
    await expect(post('https://10.0.0.1/', false)).rejects.toBeInstanceOf(DeliveryRefused);
    expect(hits).toBe(0);
  });

  it('refuses every other spelling of loopback before connecting', async () => {
    for (const host of [
      '[::127.0.0.1]',
      '[::7f00:1]',
      '[::ffff:127.0.0.1]',
      '[64:ff9b::127.0.0.1]',
      '2130706433',
      '0x7f.1',
      '0177.0.0.1',
      '127.1',
    ]) {
      const refusal = post(`https://${host}:${port}/`, false);
      await expect(refusal, host).rejects.toBeInstanceOf(DeliveryRefused);
      await expect(refusal, host).rejects.toThrow(/endereço não permitido/);
    }
    expect(hits).toBe(0);
  });

  it('reaches 127.0.0.1 over http when loopback is allowed', async () => {
    await expect(post(`http://127.0.0.1:${port}/hook`, true)).resolves.toEqual({ status: 204 });
    await expect(post(`http://localhost:${port}/hook`, true)).resolves.toEqual({ status: 204 });
    expect(hits).toBe(2);
  });
});
