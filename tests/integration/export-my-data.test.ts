/**
 * "Baixar meus dados" on both runtimes of the function (the self-hosted server on both engines,
 * the Edge Function under Deno on PostgreSQL): the ZIP holds every row of the account as JSON
 * and CSV, past the API's 1,000 rows and the export's own page size, and nothing of anyone else,
 * no API key hash and no webhook secret.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { asRole, createAuthUser, userCaller } from '../support/databases';
import type { NewUser } from '../support/databases';
import type { TestServer } from './auth-test-server';
import { startFunctions, TARGETS_AND_ENGINES, type FunctionsUnderTest } from './function-targets';

const SCANS = 2_345;

describe.each(TARGETS_AND_ENGINES)('export of my data (%s, %s)', (target, engine) => {
  let functions: FunctionsUnderTest;
  let server: TestServer;
  let db: Db;
  let ana: NewUser;
  let bruno: NewUser;
  let apiKey: string;
  let webhookSecret: string;

  beforeAll(async () => {
    functions = await startFunctions(target, { engine });
    ({ server } = functions);
    ({ db } = server);
    ana = await createAuthUser(db, { fullName: 'Ana Exporta' });
    bruno = await createAuthUser(db, { fullName: 'Bruno Outro' });
    const owned = async (user: NewUser, url: string) => {
      const { rows } = await db.query<{ id: string }>(
        'insert into public.qr_codes (user_id, target_url) values ($1, $2) returning id',
        [user.id, url],
      );
      return rows[0]!.id;
    };
    const first = await owned(ana, 'https://ana.example/um');
    const second = await owned(ana, 'https://ana.example/dois');
    const brunos = await owned(bruno, 'https://bruno.example/');
    // More scans than the API's 1,000 rows, over two codes: one with more than an export page
    // of its own (read alone, page by page), one read with the others.
    await db.query(
      `insert into public.qr_code_scans (qr_code_id, scanned_at, user_agent, ip_address)
       select case when g % 10 = 0 then $2::uuid else $1::uuid end,
              now() - g * interval '1 minute', 'Mozilla/5.0 "aspas"; ponto e vírgula', '200.1.1.1'
       from generate_series(1, $3::integer) g`,
      [first, second, SCANS],
    );
    await db.query(
      "insert into public.qr_code_scans (qr_code_id, user_agent) values ($1, 'do Bruno')",
      [brunos],
    );
    const { rows: links } = await db.query<{ id: string }>(
      `insert into public.short_links (user_id, original_url, short_code) values ($1, 'https://ana.example/link', 'AnaLnk1') returning id`,
      [ana.id],
    );
    const link = links[0]!.id;
    const made = await asRole(db, userCaller(ana), async (tx) => {
      const key = await tx.query<{ k: { key: string } }>("select public.create_api_key('CI') as k");
      const hook = await tx.query<{ w: { secret: string } }>(
        "select public.create_webhook('https://hooks.example.com/x') as w",
      );
      await tx.query("select public.create_shared_report('qr', $1)", [first]);
      const folder = await tx.query<{ id: string }>(
        "insert into public.folders (name) values ('Cardápios') returning id",
      );
      await tx.query('update public.qr_codes set folder_id = $1 where id = $2', [
        folder.rows[0]!.id,
        first,
      ]);
      await tx.query("select public.set_item_tags('qr', $1, array['verão', 'mesa'])", [first]);
      await tx.query("select public.set_item_tags('short_link', $1, array['verão'])", [link]);
      await tx.query(
        `insert into public.qr_templates (user_id, name, design) values ($1, 'Marca', '{"fg":"#112233"}')`,
        [ana.id],
      );
      return { key: key.rows[0]!.k.key, secret: hook.rows[0]!.w.secret };
    });
    apiKey = made.key;
    webhookSecret = made.secret;
  });
  afterAll(async () => {
    await functions?.stop();
  });

  const download = async (bearer: string) =>
    fetch(`${functions.functionsUrl}/export-my-data`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${bearer}` },
    });

  it('streams every row of the account as JSON and CSV in a ZIP', async () => {
    const response = await download(await server.tokenFor(ana));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="meus-dados-qrlink-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = (name: string) =>
      JSON.parse(strFromU8(files[`${name}.json`]!)) as Array<Record<string, unknown>>;
    const csvLines = (name: string) =>
      strFromU8(files[`${name}.csv`]!)
        .replace(/^\ufeff/, '')
        .split('\r\n')
        .filter(Boolean);

    expect(Object.keys(files)).toContain('LEIA-ME.txt');
    for (const name of [
      'perfil',
      'espacos_de_trabalho',
      'pastas',
      'tags',
      'qr_codes',
      'tags_dos_qr_codes',
      'modelos_de_qr',
      'scans',
      'links_encurtados',
      'tags_dos_links',
      'cliques',
      'notificacoes',
      'pagamentos',
      'assinaturas',
      'chaves_de_api',
      'relatorios_compartilhados',
      'paginas',
      'dominios',
      'webhooks',
      'entregas_de_webhooks',
      'logos',
    ]) {
      expect(files[`${name}.json`], name).toBeDefined();
      expect(files[`${name}.csv`], name).toBeDefined();
    }
    expect(json('perfil')).toMatchObject([
      { id: ana.id, email: ana.email, full_name: 'Ana Exporta' },
    ]);
    expect(json('qr_codes')).toHaveLength(2);
    const scans = json('scans');
    expect(scans).toHaveLength(SCANS);
    expect(new Set(scans.map((scan) => scan.id)).size).toBe(SCANS);
    expect(scans.some((scan) => scan.user_agent === 'do Bruno')).toBe(false);
    const lines = csvLines('scans');
    expect(lines).toHaveLength(SCANS + 1);
    expect(lines[0]).toContain('"user_agent"');
    expect(lines[1]).toContain('"Mozilla/5.0 ""aspas""; ponto e vírgula"');
    expect(json('links_encurtados')).toMatchObject([{ short_code: 'AnaLnk1' }]);
    expect(json('notificacoes')).toHaveLength(2);
    expect(json('relatorios_compartilhados')).toHaveLength(1);
    expect(json('pastas')).toMatchObject([{ name: 'Cardápios' }]);
    expect(
      json('qr_codes').filter((code) => code.folder_id === json('pastas')[0]!.id),
    ).toHaveLength(1);
    expect(
      json('tags')
        .map((tag) => tag.name)
        .sort(),
    ).toEqual(['mesa', 'verão']);
    expect(
      json('tags_dos_qr_codes')
        .map((row) => row.tag)
        .sort(),
    ).toEqual(['mesa', 'verão']);
    expect(json('tags_dos_links')).toMatchObject([{ tag: 'verão' }]);
    expect(json('modelos_de_qr')).toMatchObject([{ name: 'Marca', design: { fg: '#112233' } }]);

    // Ana's personal workspace, where she is the owner.
    expect(json('espacos_de_trabalho')).toMatchObject([
      { name: 'Pessoal', personal: true, role: 'owner' },
    ]);
    const keys = json('chaves_de_api');
    expect(keys).toMatchObject([{ name: 'CI' }]);
    expect(keys[0]).not.toHaveProperty('key_hash');
    const hooks = json('webhooks');
    expect(hooks).toMatchObject([{ url: 'https://hooks.example.com/x' }]);
    expect(hooks[0]).not.toHaveProperty('secret');
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain(apiKey);
    expect(everything).not.toContain(webhookSecret);
    expect(everything).not.toContain(bruno.email);
    expect(everything).not.toContain('bruno.example');
  });

  it('refuses a second export of the account while the first is being read', async () => {
    const token = await server.tokenFor(ana);
    // The first download's headers are in before its rows: the export is under way.
    const first = await download(token);
    expect(first.status).toBe(200);
    const second = await download(token);
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({
      code: 'export_running',
      message: 'Seus dados já estão sendo preparados. Aguarde o download terminar.',
    });
    expect(unzipSync(new Uint8Array(await first.arrayBuffer()))['scans.json']).toBeDefined();
    // Once it is done, the account may export again.
    await expect.poll(async () => (await download(token)).status).toBe(200);
  });

  it('answers 413 to a body over its limit', async () => {
    const response = await fetch(`${functions.functionsUrl}/export-my-data`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await server.tokenFor(ana)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ padding: 'x'.repeat(10_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('asks for a signed-in user', async () => {
    const anonymous = await download(server.anonKey);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: 'Faça login para baixar seus dados.' });
  });
});
