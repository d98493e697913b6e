/**
 * A stand-in for Mercado Pago's API on 127.0.0.1 (the real one cannot be reached from the
 * tests): it answers GET /v1/payments/{id} from payments the test puts in it, for the expected
 * access token only, and can be made to fail like an outage.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPayment {
  id: string;
  status: string;
  transaction_amount: number;
  currency_id?: string;
  external_reference?: string | null;
}

export interface MercadoPagoStandIn {
  url: string;
  accessToken: string;
  payments: Map<string, StandInPayment>;
  /** Every request path the server made, in order. */
  requests: string[];
  /** While true, every call answers 500. */
  down: boolean;
  stop(): Promise<void>;
}

export async function startMercadoPagoStandIn(
  accessToken = 'TEST-token',
): Promise<MercadoPagoStandIn> {
  const state = {
    payments: new Map<string, StandInPayment>(),
    requests: [] as string[],
    down: false,
  };
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    state.requests.push(`${request.method} ${path}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (stand.down) return send(500, { message: 'internal_error' });
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      return send(401, { message: 'invalid access token' });
    }
    const match = /^\/v1\/payments\/([^/?]+)$/.exec(path);
    const payment = match ? state.payments.get(decodeURIComponent(match[1]!)) : undefined;
    if (!payment) return send(404, { message: 'Payment not found', status: 404 });
    return send(200, { ...payment, id: Number(payment.id) || payment.id });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stand: MercadoPagoStandIn = {
    url: `http://127.0.0.1:${port}`,
    accessToken,
    payments: state.payments,
    requests: state.requests,
    down: false,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return stand;
}
