/**
 * What a running server is doing, in Prometheus' text format (GET /metrics, served by
 * http/metrics/register-metrics-route.ts when METRICS_TOKEN is set): redirects answered, the
 * visits on their way to the database, the destination cache, the webhook outbox, the latency
 * of every answer and Node's own figures (event-loop delay, memory, CPU, garbage collection).
 * One registry per server, so several servers in one process (the tests) never mix figures.
 * Counting costs a map lookup per answer; the live figures are read only when scraped.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database';
import type { RedirectKind, RedirectStats } from '../redirects/redirect-service';

export interface MetricSources {
  db: Db;
  /** The redirect service's figures now. */
  redirects: () => RedirectStats;
}

/** Seconds: from a fraction of a millisecond (a redirect from memory) to a slow API call. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Visits per database write: PGlite's batches hold 200, PostgreSQL's 2000. */
const BATCH_BUCKETS = [1, 10, 50, 100, 200, 500, 1000, 2000];

/** The redirect service's figures shown as they are at each scrape: name, help, which figure. */
const REDIRECT_GAUGES: Array<[string, string, keyof RedirectStats]> = [
  [
    'qrlink_visits_waiting',
    'Visits answered (journalled on disk) but not yet in the database.',
    'visitsWaiting',
  ],
  [
    'qrlink_visits_oldest_wait_seconds',
    'How long the oldest visit not yet in the database has waited: the analytics lag.',
    'oldestWaitSeconds',
  ],
  [
    'qrlink_visits_set_aside',
    'Visits the database refused since the start (each logged; 0 unless something is wrong).',
    'visitsSetAside',
  ],
  [
    'qrlink_visit_journal_bytes',
    'Size of the visit journal on disk (what a restart would replay from).',
    'journalBytes',
  ],
  [
    'qrlink_destination_cache_codes',
    'Codes and links held in memory for redirects.',
    'cachedCodes',
  ],
];

/**
 * A metric's child for each set of label values, made once: the redirect path then counts and
 * times its answers without prom-client hashing the labels at every call.
 */
function childrenOf<Values extends string[], Child>(
  make: (...values: Values) => Child,
): (...values: Values) => Child {
  const made = new Map<string, Child>();
  return (...values) => {
    const key = values.join('\u0000');
    let child = made.get(key);
    if (!child) {
      child = make(...values);
      made.set(key, child);
    }
    return child;
  };
}

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly redirects: (kind: string, status: string) => { inc: () => void };
  private readonly httpSeconds: (
    method: string,
    route: string,
    status: string,
  ) => { observe: (seconds: number) => void };
  private readonly batchVisits: Histogram;
  private readonly batchSeconds: Histogram;
  /** The redirect service's figures for the scrape under way: read once, not once per metric. */
  private scraped: RedirectStats | undefined;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    const redirects = new Counter({
      name: 'qrlink_redirects_total',
      help: 'Printed-code and short-link addresses (/qr/..., /s/...) answered, by kind and HTTP status (302: sent on; 404, 410, 401, 429: refused).',
      labelNames: ['kind', 'status'],
      registers,
    });
    this.redirects = childrenOf((kind: string, status: string) => redirects.labels(kind, status));
    const httpSeconds = new Histogram({
      name: 'qrlink_http_request_duration_seconds',
      help: 'Time from request to answer, by method, route pattern and status (redirects from memory included, as /qr/* and /s/*).',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.httpSeconds = childrenOf((method: string, route: string, status: string) =>
      httpSeconds.labels(method, route, status),
    );
    this.batchVisits = new Histogram({
      name: 'qrlink_visit_batch_size',
      help: 'Visits per database write of the visit recorder.',
      buckets: BATCH_BUCKETS,
      registers,
    });
    this.batchSeconds = new Histogram({
      name: 'qrlink_visit_batch_write_seconds',
      help: 'Time one batch of visits took to write (one transaction).',
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const stats = () => (this.scraped ??= sources.redirects());
    for (const [name, help, figure] of REDIRECT_GAUGES) {
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(stats()[figure]);
        },
      });
    }
    new Counter({
      name: 'qrlink_destination_cache_loads_total',
      help: 'Database lookups of a code (the other redirects were answered from memory).',
      registers,
      collect() {
        // The cache keeps the count; the counter shows it at each scrape.
        this.reset();
        this.inc(stats().cacheLoads);
      },
    });
    new Gauge({
      name: 'qrlink_webhook_deliveries_pending',
      help: 'Webhook deliveries waiting to be sent or retried (the outbox).',
      registers,
      async collect() {
        const { rows } = await sources.db.query<{ pending: number }>(
          "select count(*)::int as pending from public.webhook_deliveries where status = 'pending'",
        );
        this.set(rows[0]?.pending ?? 0);
      },
    });
  }

  /** One /qr or /s address answered with `status`. */
  redirectAnswered(kind: RedirectKind, status: number): void {
    this.redirects(kind, String(status)).inc();
  }

  /** Any answer: its method, route pattern ('/rest/v1/:table'; '(none)' without a route). */
  httpAnswered(method: string, route: string, status: number, seconds: number): void {
    this.httpSeconds(method, route, String(status)).observe(seconds);
  }

  visitBatchWritten(visits: number, seconds: number): void {
    this.batchVisits.observe(visits);
    this.batchSeconds.observe(seconds);
  }

  /** The text a scraper reads, and its content type. */
  async exposition(): Promise<{ text: string; contentType: string }> {
    try {
      return { text: await this.registry.metrics(), contentType: this.registry.contentType };
    } finally {
      this.scraped = undefined;
    }
  }
}
