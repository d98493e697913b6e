/**
 * Google Safe Browsing v4 for the destination checks (docs/product/trust-and-safety.md,
 * "Rechecking codes"), written once for any runtime (the Web `fetch`, a `Db`): the self-hosted
 * server's job runs a round every minute (screening/destination-checks.ts), and an Edge
 * Function could run the same round.
 *
 * A round asks the database for the destinations without a fresh verdict
 * (`destinations_to_check`), looks them up in batches of at most 500 with the Lookup API
 * (`POST {apiUrl}/v4/threatMatches:find?key=...`), and records every URL of each answered batch
 * (`record_safe_browsing_verdicts`: clean ones with a null threat), which disables the codes of
 * flagged addresses and enables again the ones it had disabled whose addresses are clean. A batch
 * Google does not answer (an error, a timeout, an answer we cannot read) ends the round with
 * SafeBrowsingUnavailable: its URLs keep no verdict, so the next round asks for them again.
 */
import { z } from 'zod';
import type { Db } from '../../db/database';
import { runAs } from '../../http/shared/run-as';

export interface SafeBrowsingSettings {
  apiKey: string;
  /** https://safebrowsing.googleapis.com, or a stand-in (no trailing slash). */
  apiUrl: string;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  /** Aborts the request under way (the server is stopping). */
  signal?: AbortSignal;
}

/** Google's limit of threatEntries per threatMatches:find request. */
export const SAFE_BROWSING_BATCH = 500;

export const SAFE_BROWSING_CLIENT = { clientId: 'qrlink', clientVersion: '1.0.0' } as const;

export const SAFE_BROWSING_THREAT_TYPES = [
  'MALWARE',
  'SOCIAL_ENGINEERING',
  'UNWANTED_SOFTWARE',
  'POTENTIALLY_HARMFUL_APPLICATION',
] as const;

const TIMEOUT_MS = 10_000;

/** Google's verdict on one URL: its threat type, or null when it knows nothing bad of it. */
export interface SafeBrowsingVerdict {
  url: string;
  threat_type: string | null;
}

/** Google did not answer a lookup usefully; the message never carries the key. */
export class SafeBrowsingUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SafeBrowsingUnavailable';
  }
}

/** The v4 request body for these URLs. */
export function threatMatchesRequest(urls: readonly string[]) {
  return {
    client: SAFE_BROWSING_CLIENT,
    threatInfo: {
      threatTypes: [...SAFE_BROWSING_THREAT_TYPES],
      platformTypes: ['ANY_PLATFORM'],
      threatEntryTypes: ['URL'],
      threatEntries: urls.map((url) => ({ url })),
    },
  };
}

/** An answer: `{}` when nothing matched, else the matches (other fields ignored). */
const threatMatchesAnswer = z.object({
  matches: z
    .array(
      z.object({
        threatType: z.string().regex(/^[A-Z_]{1,64}$/),
        threat: z.object({ url: z.string() }),
      }),
    )
    .optional(),
});

/** Looks up at most 500 URLs: one verdict per URL, in their order. */
export async function findThreats(
  urls: readonly string[],
  settings: SafeBrowsingSettings,
): Promise<SafeBrowsingVerdict[]> {
  if (urls.length === 0) return [];
  if (urls.length > SAFE_BROWSING_BATCH) {
    throw new RangeError(`at most ${SAFE_BROWSING_BATCH} URLs per lookup`);
  }
  const timeout = AbortSignal.timeout(settings.timeoutMs ?? TIMEOUT_MS);
  let status: number;
  let text: string;
  try {
    const response = await fetch(
      `${settings.apiUrl}/v4/threatMatches:find?key=${encodeURIComponent(settings.apiKey)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(threatMatchesRequest(urls)),
        signal: settings.signal ? AbortSignal.any([timeout, settings.signal]) : timeout,
      },
    );
    status = response.status;
    // Read inside the try: a timeout or a reset while the body arrives is an outage too.
    text = await response.text();
  } catch (error) {
    const reason = timeout.aborted ? 'timed out' : (error as Error).name;
    throw new SafeBrowsingUnavailable(`Safe Browsing unreachable (${reason})`);
  }
  if (status < 200 || status > 299) {
    throw new SafeBrowsingUnavailable(`Safe Browsing answered ${status}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SafeBrowsingUnavailable('Safe Browsing answered something that is not JSON');
  }
  const parsed = threatMatchesAnswer.safeParse(body);
  if (!parsed.success) {
    throw new SafeBrowsingUnavailable('Safe Browsing answered matches we cannot read');
  }
  const threats = new Map<string, string>();
  for (const match of parsed.data.matches ?? []) {
    if (!threats.has(match.threat.url)) threats.set(match.threat.url, match.threatType);
  }
  return urls.map((url) => ({ url, threat_type: threats.get(url) ?? null }));
}

export interface SafeBrowsingRound {
  /** URLs looked up (and recorded). */
  checked: number;
  /** Of those, URLs Google flagged. */
  flagged: number;
  /** Codes disabled and enabled again by these verdicts. */
  disabled: number;
  enabled: number;
}

/**
 * One round: up to `maxUrls` destinations without a fresh verdict, newest codes first, looked
 * up and recorded batch by batch. Throws SafeBrowsingUnavailable when a batch gets no answer
 * (the batches before it stay recorded).
 */
export async function checkDestinationsWithSafeBrowsing(
  db: Db,
  settings: SafeBrowsingSettings,
  maxUrls = SAFE_BROWSING_BATCH * 2,
): Promise<SafeBrowsingRound> {
  const urls = await runAs(db, { role: 'service_role' }, async (tx) => {
    const { rows } = await tx.query<{ url: string }>(
      'select url from public.destinations_to_check($1)',
      [maxUrls],
    );
    return rows.map((row) => row.url);
  });
  const round: SafeBrowsingRound = { checked: 0, flagged: 0, disabled: 0, enabled: 0 };
  for (let start = 0; start < urls.length; start += SAFE_BROWSING_BATCH) {
    const verdicts = await findThreats(urls.slice(start, start + SAFE_BROWSING_BATCH), settings);
    const outcome = await runAs(db, { role: 'service_role' }, async (tx) => {
      const { rows } = await tx.query<{ r: { disabled: number; enabled: number } }>(
        'select public.record_safe_browsing_verdicts($1::jsonb) as r',
        [JSON.stringify(verdicts)],
      );
      return rows[0]!.r;
    });
    round.checked += verdicts.length;
    round.flagged += verdicts.filter((verdict) => verdict.threat_type !== null).length;
    round.disabled += outcome.disabled;
    round.enabled += outcome.enabled;
  }
  return round;
}
