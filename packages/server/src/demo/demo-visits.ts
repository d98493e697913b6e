/**
 * Plausible scans and clicks for the demo: a seeded pseudo-random generator (the same data on
 * every fresh demo), spread over the last 60 days, weighted towards recent days, with the
 * phones, browsers, cities and referrers a Brazilian audience brings, a few link previews, and
 * people who come back within the hour (so unique visitors are fewer than visits).
 */
import { classifyUserAgent } from '@qrlink/core/analytics/classify-user-agent';

export interface DemoVisit {
  at: Date;
  userAgent: string;
  referrer: string | null;
  ip: string;
  country: string;
  city: string;
  device: string;
  browser: string | null;
  os: string | null;
  isBot: boolean;
}

const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; moto g(60)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
];
const BOT_AGENTS = [
  'WhatsApp/2.24.8.78 A',
  'facebookexternalhit/1.1',
  'TelegramBot (like TwitterBot)',
];
const PLACES: Array<[country: string, city: string, weight: number]> = [
  ['BR', 'São Paulo', 30],
  ['BR', 'Rio de Janeiro', 18],
  ['BR', 'Belo Horizonte', 10],
  ['BR', 'Curitiba', 8],
  ['BR', 'Porto Alegre', 7],
  ['BR', 'Recife', 6],
  ['BR', 'Salvador', 6],
  ['BR', 'Brasília', 6],
  ['PT', 'Lisboa', 5],
  ['US', 'Miami', 4],
];
const REFERRERS = [
  null,
  null,
  'https://www.instagram.com/',
  'https://l.facebook.com/',
  'https://www.google.com/',
  'https://web.whatsapp.com/',
  'https://www.linkedin.com/',
];

/** mulberry32: tiny, fast, good enough for demo data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function pickPlace(random: () => number): [string, string] {
  const total = PLACES.reduce((sum, [, , weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [country, city, weight] of PLACES) {
    roll -= weight;
    if (roll <= 0) return [country, city];
  }
  return ['BR', 'São Paulo'];
}

/** How many visits are a returning visitor's. */
const RETURNING_SHARE = 0.2;

export function demoVisits(count: number, random: () => number, now = Date.now()): DemoVisit[] {
  const visits: DemoVisit[] = [];
  for (let i = 0; i < count; i += 1) {
    const previous = visits.at(-1);
    if (previous && !previous.isBot && random() < RETURNING_SHARE) {
      // The same person (address and phone) again, a little later the same day.
      const at = Math.min(now, previous.at.getTime() + random() * 3_600_000);
      visits.push({ ...previous, at: new Date(at) });
      continue;
    }
    const isBot = random() < 0.06;
    const userAgent = isBot ? pick(random, BOT_AGENTS) : pick(random, USER_AGENTS);
    const visitor = classifyUserAgent(userAgent);
    // Squaring skews towards 0: more visits in recent days, like a growing campaign.
    const daysAgo = 60 * random() ** 2;
    const [country, city] = pickPlace(random);
    visits.push({
      at: new Date(now - daysAgo * 86_400_000),
      userAgent,
      referrer: pick(random, REFERRERS),
      ip: `189.${Math.floor(random() * 255)}.${Math.floor(random() * 255)}.${1 + Math.floor(random() * 253)}`,
      country,
      city,
      device: visitor.device,
      browser: visitor.browser,
      os: visitor.os,
      isBot: isBot || visitor.isBot,
    });
  }
  return visits.sort((a, b) => a.at.getTime() - b.at.getTime());
}
