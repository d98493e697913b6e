/**
 * A stand-in for Mercado Pago's API on 127.0.0.1 (the real one cannot be reached from the tests),
 * for the expected access token only:
 *   GET  /v1/payments/{id}, GET /authorized_payments/{id}      from what the test puts in it
 *   POST /preapproval (a pending subscription with an init_point), GET/PUT /preapproval/{id}
 * It can be made to fail like an outage, or to answer anything verbatim (`rawAnswers`). Tests in
 * another process (Playwright) drive it through
 * `POST /__stand-in/{payments|authorized_payments|preapprovals}` (upsert one resource) and
 * `GET /__stand-in/preapprovals` (every subscription created so far).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPayment {
  id: string;
  status: string;
  transaction_amount: number;
  currency_id?: string;
  external_reference?: string | null;
  metadata?: { preapproval_id?: string | null };
}

export interface StandInPreapproval {
  id: string;
  status: string;
  external_reference?: string | null;
  payer_email?: string;
  back_url?: string;
  reason?: string;
  init_point?: string;
  auto_recurring?: { frequency: number; frequency_type: string; transaction_amount: number };
}

export interface StandInAuthorizedPayment {
  id: string;
  preapproval_id: string;
  status: string;
  transaction_amount: number;
  currency_id?: string;
  payment?: { id: string; status: string } | null;
}

export interface MercadoPagoStandIn {
  url: string;
  accessToken: string;
  payments: Map<string, StandInPayment>;
  preapprovals: Map<string, StandInPreapproval>;
  authorizedPayments: Map<string, StandInAuthorizedPayment>;
  /** Every request the server made, as 'METHOD path', in order. */
  requests: string[];
  /** While true, every API call answers 500. */
  down: boolean;
  /**
   * Answers given verbatim (status 200) to `GET <path>`, whatever the collections hold; `cut`
   * drops the connection halfway through the body, like a network failure.
   */
  rawAnswers: Map<string, { body: string; contentType?: string; cut?: boolean }>;
  stop(): Promise<void>;
}

/** API path prefix -> the collection it reads. */
const API_COLLECTIONS: Record<string, string> = {
  'v1/payments': 'payments',
  preapproval: 'preapprovals',
  authorized_payments: 'authorized_payments',
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startMercadoPagoStandIn(
  accessToken = 'TEST-token',
  port = 0,
): Promise<MercadoPagoStandIn> {
  const payments = new Map<string, StandInPayment>();
  const preapprovals = new Map<string, StandInPreapproval>();
  const authorizedPayments = new Map<string, StandInAuthorizedPayment>();
  const collections = {
    payments,
    preapprovals,
    authorized_payments: authorizedPayments,
  } as Record<string, Map<string, { id: string }>>;
  let created = 0;

  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    const method = request.method ?? 'GET';
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const handle = async () => {
      const control = /^\/__stand-in\/(payments|preapprovals|authorized_payments)$/.exec(path);
      if (control) {
        const collection = collections[control[1]!]!;
        if (method === 'GET') return send(200, [...collection.values()]);
        const resource = (await readJson(request)) as { id: string };
        collection.set(String(resource.id), resource);
        return send(200, resource);
      }
      stand.requests.push(`${method} ${path}`);
      if (stand.down) return send(500, { message: 'internal_error' });
      if (request.headers.authorization !== `Bearer ${accessToken}`) {
        return send(401, { message: 'invalid access token' });
      }
      const raw = method === 'GET' ? stand.rawAnswers.get(path) : undefined;
      if (raw?.cut) {
        const length = String(Buffer.byteLength(raw.body) * 2);
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': length });
        response.write(raw.body);
        return void setTimeout(() => response.destroy(), 20);
      }
      if (raw) {
        response.writeHead(200, { 'content-type': raw.contentType ?? 'application/json' });
        return response.end(raw.body);
      }
      if (method === 'POST' && path === '/preapproval') {
        const body = await readJson(request);
        created += 1;
        const id = `2c9380848${String(created).padStart(8, '0')}${Date.now().toString(16)}`;
        const subscription: StandInPreapproval = {
          id,
          status: 'pending',
          external_reference: body.external_reference as string,
          payer_email: body.payer_email as string,
          back_url: body.back_url as string,
          reason: body.reason as string,
          auto_recurring: body.auto_recurring as StandInPreapproval['auto_recurring'],
          init_point: `${stand.url}/subscriptions/checkout?preapproval_id=${id}`,
        };
        preapprovals.set(id, subscription);
        return send(201, subscription);
      }
      const match = /^\/(v1\/payments|preapproval|authorized_payments)\/([^/?]+)$/.exec(path);
      const name = match ? API_COLLECTIONS[match[1]!] : undefined;
      const found = name ? collections[name]!.get(decodeURIComponent(match![2]!)) : undefined;
      if (!found) return send(404, { message: 'not found', status: 404 });
      if (method === 'PUT' && name === 'preapprovals') {
        Object.assign(found, await readJson(request));
      }
      return send(
        200,
        name === 'payments' ? { ...found, id: Number(found.id) || found.id } : found,
      );
    };
    handle().catch((error: unknown) => send(500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const stand: MercadoPagoStandIn = {
    url: `http://127.0.0.1:${address.port}`,
    accessToken,
    payments,
    preapprovals,
    authorizedPayments,
    requests: [],
    down: false,
    rawAnswers: new Map(),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return stand;
}
