/**
 * What a redirect answers once its code is known (docs/product/redirects.md, "The redirect
 * contract"): a code disabled by moderation answers 'disabled'; a bot asking for a code with a
 * link preview gets the preview; otherwise the rules checked in order (expiry, visit limit,
 * bots, password, smart routes, A/B test or WhatsApp roulette, per-device destination) and the visit written the way
 * the code needs. One decision for both redirect paths: the self-hosted server's
 * (redirect-service.ts: journalled, written in batches) and the direct one of hosted Supabase
 * (direct-redirects.ts: written before the answer).
 */
import { destinationFor, redirectPlatform } from '@qrlink/core/links/device-destination';
import { visitorLanguage } from '@qrlink/core/links/route-places';
import { routeDestination } from '@qrlink/core/links/smart-route-match';
import { splitDestination } from '@qrlink/core/links/split-test';
import { attendantUrl, rouletteAttendant } from '@qrlink/core/links/whatsapp-roulette';
import type { RedirectKind, RedirectTarget } from './destination-cache';
import type { LocateIp } from './geo-ip';
import { unavailability, type PasswordGuard, type RedirectRules } from './redirect-rules';
import type { JournalEntry, Visit } from './visit';
import type { RedirectOutcome } from './redirect-outcome';

/** How a path writes the visits it answers. */
export interface VisitWriter {
  /** Records a counted visit (a code without a limit). */
  record(visit: JournalEntry): Promise<void>;
  /** Writes a visit of a code with a limit now, if still below it; false when it is not. */
  recordWithinLimit(visit: JournalEntry): Promise<boolean>;
}

export interface DecisionContext {
  passwords: PasswordGuard;
  writer: VisitWriter;
  /** The geo-IP database, for routes by place (none on hosted Supabase: they never match). */
  locate?: LocateIp;
  log: (message: string, error?: unknown) => void;
}

/** What a visitor's request asks or tells beyond the visit itself. */
export interface VisitorRequest {
  /** The answer to a code's password page. */
  password?: string;
  /** The Accept-Language header, for routes by language. */
  acceptLanguage?: string | null;
  /**
   * The workspace of the own domain the visit came through: there, another workspace's code is
   * not found (any of its own answers, whichever domain it prints now, so a code printed before
   * a change of domain keeps working). Absent: the app's own address, where every code answers.
   */
  domainWorkspace?: string;
}

/**
 * Where a visit the rules let through goes: the first smart route it fits, else the WhatsApp
 * roulette's attendant, else the A/B test's draw, else (the main destination drawn) its
 * destination per device, else the main one; kept on the visit when the rules had a choice. Where the visit's place is not known yet (no
 * trusted proxy header) and a route needs it, it is looked up now and kept on the visit, so it
 * is not looked up again when the visit is written.
 */
export function destinationOf(
  target: RedirectTarget,
  rules: RedirectRules,
  visit: Visit,
  request: VisitorRequest,
  locate: LocateIp | undefined,
): string {
  const platform = redirectPlatform(visit);
  if (rules.routes) {
    let region: string | null = null;
    if (locate && !visit.country) {
      const place = locate(visit.ip);
      visit.country = place.country;
      visit.city = place.city;
      region = place.region;
    }
    const routed = routeDestination(rules.routes, {
      country: visit.country,
      region,
      city: visit.city,
      language: visitorLanguage(request.acceptLanguage),
      platform,
    });
    if (routed) return (visit.destination = routed);
  }
  // The same visitor (address, browser) always draws the same variant or attendant of this code.
  const seed = visit.ip === null ? null : `${visit.ip}|${visit.user_agent ?? ''}|${target.id}`;
  if (rules.roulette) {
    // In turn, a bot's visit (never counted) does not use up an attendant's turn.
    const attendant = rouletteAttendant(
      rules.roulette,
      seed,
      visit.is_bot ? rules.turn : rules.turn++,
    );
    return (visit.destination = attendantUrl(attendant));
  }
  const variant = rules.split && splitDestination(rules.split, seed);
  const destination = variant || destinationFor(target.destination, rules.byDevice, platform);
  // Kept on the visit ('Destinos' in the analytics) when the rules had a choice to make.
  if (
    rules.routes ||
    rules.split ||
    rules.byDevice.ios ||
    rules.byDevice.android ||
    rules.byDevice.desktop
  ) {
    visit.destination = destination;
  }
  return destination;
}

/**
 * Whether a code's rules only choose where a visit goes (no visit limit, no password) and it
 * is not expired: the redirect hot path may then answer it from memory.
 */
export function onlyRoutes(rules: RedirectRules, now = Date.now()): boolean {
  return rules.maxVisits === null && rules.passwordHash === null && !unavailability(rules, now);
}

export async function decideRedirect(
  kind: RedirectKind,
  target: RedirectTarget | null,
  details: () => JournalEntry,
  request: VisitorRequest,
  { passwords, writer, locate, log }: DecisionContext,
): Promise<RedirectOutcome> {
  if (!target) return { status: 'not_found' };
  if (request.domainWorkspace !== undefined && target.workspaceId !== request.domainWorkspace) {
    return { status: 'not_found' };
  }
  // Before anything else: a disabled code has no rules to check and no visit to write.
  if (target.disabled) return { status: 'disabled' };
  const visit = details();
  visit.kind = kind === 'qr' ? 'qr' : 'link';
  visit.target = target.id;
  visit.at = new Date().toISOString();
  /** Records the visit and answers it: a failing write never breaks a printed code. */
  const recorded = async (destination: string): Promise<RedirectOutcome> => {
    try {
      await writer.record(visit);
    } catch (error) {
      log('a visit could not be recorded', error);
    }
    return { status: 'redirect', destination };
  };
  // A crawler or a preview asking for a code with a preview gets it, whatever the rules say:
  // the owner chose what it shows, and the destination is not given away.
  if (target.preview && visit.is_bot) {
    await recorded(target.destination);
    return { status: 'preview', preview: target.preview };
  }
  const { rules } = target;
  if (!rules) return recorded(target.destination);

  const unavailable = unavailability(rules);
  if (unavailable) return { status: unavailable };
  const limited = rules.maxVisits !== null;
  // Bots are never counted, so a limit or a password cannot hold for them: they get nothing.
  if ((limited || rules.passwordHash) && visit.is_bot) return { status: 'visitors_only' };
  if (rules.passwordHash) {
    const checked = await passwords.check(
      rules.passwordHash,
      request.password,
      visit.ip,
      target.id,
    );
    if (checked !== 'right') return { status: checked };
  }
  const destination = destinationOf(target, rules, visit, request, locate);
  if (!limited) return recorded(destination);
  // The database judges the limit: the visit is written now, only if still below it.
  let written: boolean;
  try {
    written = await writer.recordWithinLimit(visit);
  } catch (error) {
    log('a limited visit could not be recorded', error);
    return { status: 'unavailable' };
  }
  if (!written) {
    rules.visits = rules.maxVisits!;
    return { status: 'limit_reached' };
  }
  rules.visits += 1;
  return { status: 'redirect', destination };
}
