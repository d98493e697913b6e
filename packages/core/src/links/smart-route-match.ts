// Which smart route a visit takes (docs/product/link-rules-and-utm.md, "Rotas inteligentes"):
// the first route whose every condition holds, or none. Run on every redirect of a code with
// routes, on the self-hosted server and in the hosted `redirect` function alike, from what the
// request tells (place from the geo-IP database, Accept-Language, the user agent's system) and
// the clock in São Paulo.
import type { RedirectPlatform } from './device-destination';
import { brazilianState, placeKey } from './route-places';
import type { RouteHours, SmartRoute } from './smart-routes';

/** What a route's conditions are checked against. */
export interface RouteVisitor {
  /** ISO 3166-1 alpha-2, or null when unknown (no geo-IP, as on hosted Supabase). */
  country: string | null;
  /** The region as the geo-IP database names it ('Sao Paulo'), or null. */
  region: string | null;
  city: string | null;
  /** The primary language of the visitor's first choice ('pt'), or null. */
  language: string | null;
  platform: RedirectPlatform | null;
}

/** Day of the week (0 Sunday) and minutes since midnight in São Paulo. */
export interface Clock {
  day: number;
  minutes: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
let formatter: Intl.DateTimeFormat | undefined;
let lastMinute = NaN;
let lastClock: Clock = { day: 0, minutes: 0 };

/** The time in São Paulo (its zone's rules from the runtime, so a return of summer time is kept). */
export function saoPauloClock(now: Date): Clock {
  // One formatting per minute: codes with hours are redirected thousands of times a second.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastMinute) return lastClock;
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Sao_Paulo',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  lastClock = {
    day: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
  lastMinute = minute;
  return lastClock;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A window that ends before it starts crosses midnight: its night belongs to the day it began. */
export function withinHours(hours: RouteHours, { day, minutes }: Clock): boolean {
  const from = toMinutes(hours.from);
  const to = toMinutes(hours.to);
  if (from < to) return hours.days.includes(day) && minutes >= from && minutes < to;
  return (
    (hours.days.includes(day) && minutes >= from) ||
    (hours.days.includes((day + 6) % 7) && minutes < to)
  );
}

function routeHolds(route: SmartRoute, visitor: RouteVisitor, now: Date): boolean {
  if (route.countries && !(visitor.country && route.countries.includes(visitor.country))) {
    return false;
  }
  if (route.states) {
    const state = brazilianState(visitor.country, visitor.region);
    if (!(state && route.states.includes(state))) return false;
  }
  if (route.cities) {
    const city = visitor.city ? placeKey(visitor.city) : null;
    if (!(city && route.cities.some((name) => placeKey(name) === city))) return false;
  }
  if (route.languages && !(visitor.language && route.languages.includes(visitor.language))) {
    return false;
  }
  if (route.devices && !(visitor.platform && route.devices.includes(visitor.platform))) {
    return false;
  }
  if (route.hours && !withinHours(route.hours, saoPauloClock(now))) return false;
  return true;
}

/** The destination of the first route this visit fits, or null to follow the code's own. */
export function routeDestination(
  routes: readonly SmartRoute[],
  visitor: RouteVisitor,
  now: Date = new Date(),
): string | null {
  for (const route of routes) if (routeHolds(route, visitor, now)) return route.url;
  return null;
}
