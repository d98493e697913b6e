/**
 * `npm run demo`: a demo account with QR codes, short links and a few hundred scans and clicks
 * over the last 60 days, so every dashboard and chart has something to show. Written as the
 * table owner (the scan/click tables accept no client writes); runs once per database.
 */
import type { Db, DbClient } from '../db/database';
import { hashPassword } from '../http/auth/password';
import { insertEmailUser } from '../http/auth/user-record';
import { dailyVisitorKey } from '../redirects/visitor-privacy';
import { demoVisits, seededRandom, type DemoVisit } from './demo-visits';

export const DEMO_EMAIL = 'demo@qrlink.local';
export const DEMO_PASSWORD = 'demo1234';

const QR_CODES = [
  { target: 'https://www.example.com/cardapio', fg: '#fd1455', bg: '#ffffff', visits: 160 },
  { target: 'https://www.example.com/promocao-de-verao', fg: '#000000', bg: '#ffffff', visits: 90 },
  { target: 'https://www.example.com/evento/ingressos', fg: '#1c4ed8', bg: '#f8fafc', visits: 45 },
  { target: 'https://www.example.com/catalogo.pdf', fg: '#047857', bg: '#ffffff', visits: 12 },
];
const SHORT_LINKS = [
  {
    url: 'https://www.example.com/black-friday',
    code: 'Bf2024x',
    alias: 'black-friday',
    visits: 120,
  },
  { url: 'https://www.example.com/blog/novidades', code: 'Nv7k2Qa', alias: null, visits: 55 },
  {
    url: 'https://wa.me/5511999999999?text=Ol%C3%A1',
    code: 'Wp3Zt9c',
    alias: 'fale-conosco',
    visits: 70,
  },
];

export interface DemoSummary {
  email: string;
  password: string;
  created: boolean;
  scans: number;
  clicks: number;
}

/**
 * `secret` keys the daily visitor keys exactly as the redirect path does (the server's JWT
 * secret), so unique visitors of the demo count like real ones.
 */
export async function seedDemo(db: Db, secret: string): Promise<DemoSummary> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const { rows: existing } = await tx.query('select 1 from auth.users where lower(email) = $1', [
      DEMO_EMAIL,
    ]);
    if (existing.length > 0)
      return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: false, scans: 0, clicks: 0 };
    await tx.query(`select set_config('qrlink.bootstrap_admin', 'on', true)`);
    // A demo is for looking around: its admin opens the admin area with the printed password,
    // without first setting up an authenticator app (a real install asks for one).
    await tx.query(
      `update public.app_settings set value = '{"enabled": false}' where key = 'admin_mfa_required'`,
    );
    const { id: userId } = await insertEmailUser(
      tx,
      DEMO_EMAIL,
      passwordHash,
      { full_name: 'Conta Demonstração' },
      true,
    );
    const random = seededRandom(20_241_121);
    let scans = 0;
    for (const qr of QR_CODES) {
      const { rows: created } = await tx.query<{ id: string }>(
        `insert into public.qr_codes (user_id, target_url, fg_color, bg_color) values ($1, $2, $3, $4) returning id`,
        [userId, qr.target, qr.fg, qr.bg],
      );
      const visits = demoVisits(qr.visits, random);
      await insertVisits(
        tx,
        'public.qr_code_scans',
        'qr_code_id',
        'scanned_at',
        created[0]!.id,
        visits,
        secret,
      );
      scans += visits.length;
    }
    let clicks = 0;
    for (const link of SHORT_LINKS) {
      const { rows: created } = await tx.query<{ id: string }>(
        `insert into public.short_links (user_id, original_url, short_code, custom_alias) values ($1, $2, $3, $4) returning id`,
        [userId, link.url, link.code, link.alias],
      );
      const visits = demoVisits(link.visits, random);
      await insertVisits(
        tx,
        'public.link_clicks',
        'short_link_id',
        'clicked_at',
        created[0]!.id,
        visits,
        secret,
      );
      clicks += visits.length;
    }
    // Counters as resolve_* would have left them: people only, never bots.
    await tx.query(
      `update public.qr_codes q set scan_count =
          (select count(*) from public.qr_code_scans s where s.qr_code_id = q.id and not s.is_bot)
        where q.user_id = $1`,
      [userId],
    );
    await tx.query(
      `update public.short_links l set click_count =
          (select count(*) from public.link_clicks c where c.short_link_id = l.id and not c.is_bot)
        where l.user_id = $1`,
      [userId],
    );
    // The demo's past months get their partitions now rather than at the next upkeep.
    await tx.query('select public.ensure_visit_partitions()');
    return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: true, scans, clicks };
  });
}

async function insertVisits(
  tx: DbClient,
  table: 'public.qr_code_scans' | 'public.link_clicks',
  keyColumn: 'qr_code_id' | 'short_link_id',
  timeColumn: 'scanned_at' | 'clicked_at',
  key: string,
  visits: DemoVisit[],
  secret: string,
) {
  const column = <K extends keyof DemoVisit>(name: K) => visits.map((visit) => visit[name]);
  const visitorKeys = visits.map((visit) =>
    dailyVisitorKey(secret, visit.at.toISOString(), visit.ip, visit.userAgent),
  );
  await tx.query(
    `insert into ${table} (${keyColumn}, ${timeColumn}, user_agent, referrer, ip_address, country, city,
        device, browser, os, is_bot, visitor_key)
      select $1::uuid, v.* from unnest($2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[],
        $7::text[], $8::text[], $9::text[], $10::text[], $11::boolean[], $12::text[]) as v`,
    [
      key,
      column('at'),
      column('userAgent'),
      column('referrer'),
      column('ip'),
      column('country'),
      column('city'),
      column('device'),
      column('browser'),
      column('os'),
      column('isBot'),
      visitorKeys,
    ],
  );
}
