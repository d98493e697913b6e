/**
 * Smart-route hours (docs/product/link-rules-and-utm.md, "Rotas inteligentes") around the real
 * clock, for tests of a running server: every day, from an hour before now to an hour after in
 * São Paulo (holds), or from two hours after now to four (does not). A window may cross
 * midnight, as the routes allow.
 */
import { saoPauloClock } from '@qrlink/core/links/smart-route-match';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const pad = (n: number) => String(n).padStart(2, '0');
const time = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

export function hoursNow(holds: boolean, now = new Date()) {
  const { minutes } = saoPauloClock(now);
  const start = holds ? minutes - 60 : minutes + 120;
  return { days: EVERY_DAY, from: time(start), to: time(start + 120) };
}
