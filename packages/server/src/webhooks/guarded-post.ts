// One webhook POST that can only reach a public address: the host is resolved by our own lookup,
// which refuses non-public answers at connect time (so a name that resolves to 10.0.0.1, or
// changes its answer between a check and the connection, is still refused). Plain http:// and
// loopback are allowed only with `allowLoopback` (tests). No redirects are followed; the answer's
// body is read up to a few kilobytes and dropped.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isDeliverableAddress } from './public-address';

export class DeliveryRefused extends Error {}

export interface PostOutcome {
  status: number;
}

function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const refused = list.find((entry) => !isDeliverableAddress(entry.address, allowLoopback));
      if (refused || list.length === 0) {
        return callback(
          new DeliveryRefused(`endereço não permitido (${refused?.address ?? hostname})`),
          '',
          0,
        );
      }
      if ((options as { all?: boolean }).all) return callback(null, list as never, 0);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export function guardedPost(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowLoopback: boolean; timeoutMs: number },
): Promise<PostOutcome> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && !(options.allowLoopback && target.protocol === 'http:')) {
    return Promise.reject(new DeliveryRefused('somente endereços https:// são aceitos'));
  }
  // The URL parser already wrote any IPv4 spelling (127.1, 0x7f.1, 2130706433) as 127.0.0.1 and
  // any IPv6 one in its shortest form.
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // Node connects to exactly these hosts without calling lookup: check them here.
  if (isIP(host) !== 0 && !isDeliverableAddress(host, options.allowLoopback)) {
    return Promise.reject(new DeliveryRefused(`endereço não permitido (${host})`));
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = {
    method: 'POST',
    headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
    lookup: guardedLookup(options.allowLoopback),
    timeout: options.timeoutMs,
  };
  return new Promise((resolve, reject) => {
    const request = send(target, requestOptions, (response) => {
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > 16 * 1024) response.destroy();
      });
      response.on('close', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0 }));
    });
    request.on('timeout', () => request.destroy(new Error('tempo esgotado')));
    request.on('error', reject);
    request.end(body);
  });
}
