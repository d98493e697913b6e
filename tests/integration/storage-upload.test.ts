/**
 * Logo uploads through the self-hosted /storage/v1 with supabase-js, as the QR editor does:
 * bucket limits (2 MB, PNG/JPEG/SVG; page_files: PDFs, in a workspace's folder), content sniffing, storage.objects RLS (a user writes
 * only under their own folder and their workspaces' folders, where they edit), and public reads
 * served safely.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ENGINES } from '../support/databases';
import { startTestServer, uniqueEmail, type TestServer } from './auth-test-server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

describe.each(ENGINES)('storage uploads (%s)', (engine) => {
  let server: TestServer;
  let client: SupabaseClient;
  let userId: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { autoconfirm: true });
    client = server.client();
    const { data, error } = await client.auth.signUp({
      email: uniqueEmail('storage'),
      password: 'segredo123',
    });
    expect(error).toBeNull();
    userId = data.user!.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const bucket = () => client.storage.from('qr_logos');

  it('stores a multipart PNG under the user folder and serves it publicly with its cache policy', async () => {
    const path = `${userId}/${Date.now()}.png`;
    const { data, error } = await bucket().upload(path, new Blob([PNG], { type: 'image/png' }), {
      cacheControl: '3600',
      upsert: true,
    });
    expect(error).toBeNull();
    expect(data?.path).toBe(path);
    expect(data?.fullPath).toBe(`qr_logos/${path}`);

    const publicUrl = bucket().getPublicUrl(path).data.publicUrl;
    expect(publicUrl).toBe(`${server.url}/storage/v1/object/public/qr_logos/${path}`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    // Served sandboxed, whatever it holds, with the headers of every answer.
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const cached = await fetch(publicUrl, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
  });

  it('refuses writes outside the user folder and anonymous writes', async () => {
    const other = `00000000-0000-4000-8000-000000000000/${Date.now()}.png`;
    const { error } = await bucket().upload(other, PNG, { contentType: 'image/png' });
    expect(error?.message).toBe('new row violates row-level security policy');
    expect((error as { status?: number } | null)?.status).toBe(403);
    const anon = await server
      .client()
      .storage.from('qr_logos')
      .upload(`${userId}/anon.png`, PNG, { contentType: 'image/png' });
    expect((anon.error as { status?: number } | null)?.status).toBe(403);
    const { rows } = await server.db.query('select 1 from storage.objects where name in ($1, $2)', [
      other,
      `${userId}/anon.png`,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('refuses files over the bucket limit, other types, and bytes that lie about their type', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await bucket().upload(
      `${userId}/big.png`,
      new Blob([big], { type: 'image/png' }),
    );
    expect((tooBig.error as { status?: number } | null)?.status).toBe(413);
    expect(tooBig.error?.message).toBe('The object exceeded the maximum allowed size');
    const tooBigRaw = await bucket().upload(`${userId}/big-raw.png`, big, {
      contentType: 'image/png',
    });
    expect((tooBigRaw.error as { status?: number } | null)?.status).toBe(413);

    const html = await bucket().upload(
      `${userId}/page.html`,
      Buffer.from('<html><script>alert(1)</script></html>'),
      {
        contentType: 'text/html',
      },
    );
    expect((html.error as { status?: number } | null)?.status).toBe(415);
    expect(html.error?.message).toBe('mime type text/html is not supported');

    const disguised = await bucket().upload(
      `${userId}/fake.png`,
      Buffer.from('<html><body>oi</body></html>'),
      {
        contentType: 'image/png',
      },
    );
    expect((disguised.error as { status?: number } | null)?.status).toBe(415);
    const { rows } = await server.db.query(
      `select name from storage.objects where name like $1 || '/%'`,
      [userId],
    );
    expect(rows.map((row) => row.name)).not.toEqual(
      expect.arrayContaining([`${userId}/big.png`, `${userId}/page.html`, `${userId}/fake.png`]),
    );
  });

  it('serves SVG logos so that they cannot run script on the origin', async () => {
    const path = `${userId}/logo.svg`;
    const { error } = await bucket().upload(path, SVG, {
      contentType: 'image/svg+xml',
      upsert: true,
    });
    expect(error).toBeNull();
    const response = await fetch(bucket().getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("keeps a menu's PDF in its workspace's folder of page_files, and serves it to the viewer", async () => {
    const { data: workspace } = await client.rpc('personal_workspace');
    const files = client.storage.from('page_files');
    const path = `${workspace as string}/cardapio-${Date.now()}.pdf`;
    expect((await files.upload(path, PDF, { contentType: 'application/pdf' })).error).toBeNull();
    const response = await fetch(files.getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
    // The browser's PDF viewer refuses a sandboxed document; the bytes were checked instead.
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const fake = await files.upload(`${workspace as string}/falso.pdf`, html, {
      contentType: 'application/pdf',
    });
    expect((fake.error as { status?: number } | null)?.status).toBe(415);
    const image = await files.upload(`${workspace as string}/foto.png`, PNG, {
      contentType: 'image/png',
    });
    expect((image.error as { status?: number } | null)?.status).toBe(415);
    const elsewhere = await files.upload(`${userId}/cardapio.pdf`, PDF, {
      contentType: 'application/pdf',
    });
    expect((elsewhere.error as { status?: number } | null)?.status).toBe(403);
  });

  it('replaces only with upsert, and removes objects', async () => {
    const path = `${userId}/replace.png`;
    expect((await bucket().upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
    const duplicate = await bucket().upload(path, PNG, { contentType: 'image/png' });
    expect((duplicate.error as { status?: number } | null)?.status).toBe(409);
    const svgInstead = await bucket().upload(path.replace('.png', '.svg'), SVG, {
      contentType: 'image/svg+xml',
      upsert: true,
    });
    expect(svgInstead.error).toBeNull();
    expect(
      (await bucket().upload(path, PNG, { contentType: 'image/png', upsert: true })).error,
    ).toBeNull();

    const removed = await bucket().remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((object) => object.name)).toEqual([path]);
    const gone = await fetch(bucket().getPublicUrl(path).data.publicUrl);
    expect(gone.status).toBe(404);
  });

  it('answers 404 for unknown buckets and objects, and refuses odd keys', async () => {
    expect((await fetch(`${server.url}/storage/v1/object/public/nao-existe/a.png`)).status).toBe(
      404,
    );
    expect(
      (await fetch(`${server.url}/storage/v1/object/public/qr_logos/${userId}/nada.png`)).status,
    ).toBe(404);
    const traversal = await bucket().upload(`${userId}/../x.png`, PNG, {
      contentType: 'image/png',
    });
    expect(traversal.error).not.toBeNull();
  });

  it('says in the body the same status it answers, for a body of no content type', async () => {
    const { data } = await client.auth.getSession();
    const response = await fetch(
      `${server.url}/storage/v1/object/qr_logos/${userId}/sem-tipo.png`,
      {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${data.session!.access_token}`,
          'content-type': 'application/x-nada',
        },
        body: 'bytes',
      },
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ statusCode: '415' });
  });

  it("lets a team's editors manage the logos in its folder, and nobody else", async () => {
    const member = async (name: string) => {
      const other = server.client();
      const { data, error } = await other.auth.signUp({
        email: uniqueEmail(name),
        password: 'segredo123',
      });
      expect(error).toBeNull();
      return { client: other, id: data.user!.id };
    };
    const [editor, viewer, outsider] = await Promise.all(
      ['logo-editor', 'logo-leitor', 'logo-fora'].map(member),
    );
    const { rows } = await server.db.query<{ id: string }>(
      "insert into public.workspaces (name, created_by) values ('Agência', $1) returning id",
      [userId],
    );
    const team = rows[0]!.id;
    await server.db.query(
      `insert into public.workspace_members (workspace_id, user_id, role)
       values ($1, $2, 'owner'), ($1, $3, 'editor'), ($1, $4, 'viewer')`,
      [team, userId, editor!.id, viewer!.id],
    );
    // The owner uploads the logo of a team code; an editor may replace and delete it.
    const path = `${team}/${Date.now()}.png`;
    expect((await bucket().upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
    const byEditor = editor!.client.storage.from('qr_logos');
    expect(
      (await byEditor.upload(path, PNG, { contentType: 'image/png', upsert: true })).error,
    ).toBeNull();
    // A Leitor and an outsider write nothing there, and delete nothing.
    for (const someone of [viewer!, outsider!]) {
      const theirs = someone.client.storage.from('qr_logos');
      const refused = await theirs.upload(`${team}/${Date.now()}-x.png`, PNG, {
        contentType: 'image/png',
      });
      expect((refused.error as { status?: number } | null)?.status).toBe(403);
      await theirs.remove([path]);
    }
    const kept = await server.db.query('select 1 from storage.objects where name = $1', [path]);
    expect(kept.rows).toHaveLength(1);
    expect((await byEditor.remove([path])).error).toBeNull();
    const gone = await server.db.query('select 1 from storage.objects where name = $1', [path]);
    expect(gone.rows).toHaveLength(0);

    // A workspace deleted takes its folder with it.
    const left = `${team}/${Date.now()}-fica.png`;
    expect((await bucket().upload(left, PNG, { contentType: 'image/png' })).error).toBeNull();
    await server.db.query('delete from public.workspaces where id = $1', [team]);
    const after = await server.db.query('select 1 from storage.objects where name = $1', [left]);
    expect(after.rows).toHaveLength(0);
  });
});
