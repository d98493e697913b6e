// Data for the signed-in screens, made without a browser: dynamic QR codes and short links in one
// bulk_create_items call each (with folders and tags), and visits recorded the way real ones are,
// by requesting /qr/<id> and /s/<code> on the e2e server as phones and computers.
import { baseUrl, rpcAs } from './server';

const USER_AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
} as const;

const REFERRERS = ['https://www.instagram.com/', 'https://www.google.com/', undefined];

interface CreatedItem {
  line: number;
  id: string;
  short_code?: string | null;
  custom_alias?: string | null;
}

export interface SampleData {
  qrCodeIds: string[];
  links: { id: string; code: string }[];
  /** How many visits were recorded, QR scans and link clicks together. */
  visits: number;
}

const QR_DESTINATIONS = [
  ['https://www.exemplo.com.br/cardapio', 'Restaurante', ['menu', 'mesa']],
  ['https://www.exemplo.com.br/promocao-de-verao', 'Campanhas', ['verão']],
  ['https://www.exemplo.com.br/evento/ingressos', 'Campanhas', []],
  ['https://www.exemplo.com.br/catalogo.pdf', null, []],
] as const;

/** Aliases are unique across accounts: each call gets its own. */
function linkRows(suffix: string) {
  return [
    ['https://www.exemplo.com.br/black-friday', `black-friday-${suffix}`, 'Campanha de novembro'],
    ['https://www.exemplo.com.br/blog/novidades', null, null],
    ['https://wa.me/5511999999999?text=Ol%C3%A1', `fale-conosco-${suffix}`, 'WhatsApp da loja'],
  ] as const;
}

async function visit(path: string, userAgent: string, referer?: string): Promise<void> {
  const response = await fetch(`${baseUrl()}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': userAgent, ...(referer ? { referer } : {}) },
  });
  if (response.status >= 400) throw new Error(`visit ${path} answered ${response.status}`);
}

/** Visits with a mix of devices and origins: item i gets i + 2 of them. */
async function visitEach(paths: string[]): Promise<number> {
  const agents = Object.values(USER_AGENTS);
  let count = 0;
  for (const [index, path] of paths.entries()) {
    for (let n = 0; n < index + 2; n += 1) {
      await visit(path, agents[n % agents.length]!, REFERRERS[n % REFERRERS.length]);
      count += 1;
    }
  }
  return count;
}

export async function createSampleData(token: string): Promise<SampleData> {
  const qrCodes = (await rpcAs(token, 'bulk_create_items', {
    p_kind: 'qr',
    p_rows: QR_DESTINATIONS.map(([destination, folder, tags], index) => ({
      line: index + 1,
      destination,
      folder,
      tags,
    })),
  })) as CreatedItem[];
  const links = (await rpcAs(token, 'bulk_create_items', {
    p_kind: 'short_link',
    p_rows: linkRows(Date.now().toString(36)).map(([destination, alias, description], index) => ({
      line: index + 1,
      destination,
      alias,
      description,
    })),
  })) as CreatedItem[];
  const linkCodes = links.map((link) => ({
    id: link.id,
    code: link.custom_alias ?? link.short_code ?? '',
  }));
  const visits =
    (await visitEach(qrCodes.map((qr) => `/qr/${qr.id}`))) +
    (await visitEach(linkCodes.map((link) => `/s/${link.code}`)));
  return { qrCodeIds: qrCodes.map((qr) => qr.id), links: linkCodes, visits };
}
