/**
 * The QR studio's database (docs/product/qr-studio.md, "The QR studio"): designs and content saved
 * with each code (old codes unchanged), static codes that never redirect, the content type fixed at
 * creation, and the owner-only, named design templates.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  asRole,
  createAuthUser,
  useFreshDatabase,
  userCaller,
} from '../../tests/support/databases';
import type { Caller, NewUser } from '../../tests/support/databases';
import { pgError, probe } from '../../tests/support/db-probe';

const DESIGN = { modules: { shape: 'dots' }, frame: { style: 'rounded', text: 'Cardápio' } };
const PIX =
  '00020126330014br.gov.bcb.pix0111123456789095204000053039865802BR5905JOSE 6009SAO PAULO62070503***6304ABCD';

describe.each(ENGINES)('QR studio tables on %s', (engine) => {
  let db: Db;
  let ana: NewUser;
  let bruno: NewUser;
  let asAna: Caller;
  let asBruno: Caller;
  const server: Caller = { role: 'service_role' };

  const run = <T extends Record<string, unknown>>(caller: Caller, sql: string, params: unknown[]) =>
    asRole(db, caller, async (tx) => (await tx.query<T>(sql, params)).rows);
  const insertCode = async (caller: Caller, fields: Record<string, unknown>) => {
    const names = Object.keys(fields);
    const values = names.map((name, i) =>
      ['design', 'content'].includes(name) ? `$${i + 1}::jsonb` : `$${i + 1}`,
    );
    const rows = await run<Record<string, unknown>>(
      caller,
      `insert into public.qr_codes (user_id, ${names.join(', ')}) values (auth.uid(), ${values.join(', ')}) returning *`,
      Object.values(fields).map((value) =>
        typeof value === 'object' && value !== null ? JSON.stringify(value) : value,
      ),
    );
    return rows[0]!;
  };
  const staticPix = (caller = asAna) =>
    insertCode(caller, {
      content_type: 'pix',
      content: { keyType: 'cpf', key: '123.456.789-09', name: 'José', city: 'São Paulo' },
      payload: PIX,
      design: DESIGN,
    });

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    ana = await createAuthUser(db, { fullName: 'Ana' });
    bruno = await createAuthUser(db, { fullName: 'Bruno' });
    asAna = userCaller(ana);
    asBruno = userCaller(bruno);
  });

  describe('qr_codes', () => {
    it('keeps old codes as they were: url type, no design, no content', async () => {
      const row = await insertCode(asAna, { target_url: 'https://example.com/old' });
      expect(row).toMatchObject({
        content_type: 'url',
        design: null,
        content: null,
        payload: null,
      });
    });

    it('saves a design with a dynamic code and reads it back as JSON', async () => {
      const row = await insertCode(asAna, { target_url: 'https://example.com/d', design: DESIGN });
      expect(row.design).toEqual(DESIGN);
      const updated = await run<{ design: unknown }>(
        asAna,
        'update public.qr_codes set design = \'{"margin": 2}\'::jsonb where id = $1 returning design',
        [row.id],
      );
      expect(updated[0]?.design).toEqual({ margin: 2 });
    });

    it('saves a static code without a destination, and notifies with its type', async () => {
      const row = await staticPix();
      expect(row).toMatchObject({ content_type: 'pix', target_url: null, payload: PIX });
      const notes = await run<{ message: string }>(
        asAna,
        'select message from public.notifications where related_qr_code_id = $1',
        [row.id],
      );
      expect(notes).toEqual([{ message: 'Novo QR Code criado: Pix' }]);
    });

    it('refuses a static code without payload or with a destination', async () => {
      const content = { text: 'oi' };
      expect(
        await pgError(insertCode(asAna, { content_type: 'text', content, payload: '  ' })),
      ).toMatchObject({ code: '22023', message: 'O conteúdo do QR Code é obrigatório.' });
      expect(
        await pgError(
          insertCode(asAna, {
            content_type: 'text',
            content,
            payload: 'oi',
            target_url: 'https://example.com',
          }),
        ),
      ).toMatchObject({
        code: '22023',
        message: 'Um QR Code de conteúdo fixo não tem URL de destino.',
      });
      expect(
        await pgError(insertCode(asAna, { content_type: 'bitcoin', content, payload: 'x' })),
      ).toMatchObject({ code: '23514' });
      expect(
        await pgError(
          insertCode(asAna, { content_type: 'text', content, payload: 'x'.repeat(4297) }),
        ),
      ).toMatchObject({ code: '22023' });
    });

    it('refuses a design that is not an object, or too large', async () => {
      for (const design of [[1, 2], { big: 'x'.repeat(9000) }]) {
        const error = await pgError(
          insertCode(asAna, { target_url: 'https://example.com/x', design }),
        );
        expect(['22023', '23514']).toContain(error.code);
      }
    });

    it('never changes a code between dynamic and static', async () => {
      const row = await insertCode(asAna, { target_url: 'https://example.com/fixo' });
      // No update grant on the column: the API cannot even try.
      expect(
        await probe(db, asAna, "update public.qr_codes set content_type = 'text' where id = $1", [
          row.id,
        ]),
      ).toBe('denied');
      // The table owner is stopped by the trigger with a pt-BR reason.
      expect(
        await pgError(
          db.query(
            "update public.qr_codes set content_type = 'text', target_url = null, payload = 'x', content = '{}' where id = $1",
            [row.id],
          ),
        ),
      ).toMatchObject({
        code: '22023',
        message:
          'O tipo de conteúdo de um QR Code salvo não pode ser alterado. Crie um novo QR Code.',
      });
    });

    it('lets the owner edit a static code, and nobody else', async () => {
      const row = await staticPix();
      const edit = [
        "update public.qr_codes set payload = 'novo', content = '{\"text\": 1}', updated_at = now() where id = $1",
        [row.id],
      ] as const;
      expect(await probe(db, asBruno, ...edit)).toBe(0);
      expect(await probe(db, asAna, ...edit)).toBe(1);
    });

    it('never redirects a static code, nor counts a scan of it', async () => {
      const row = await staticPix();
      const target = await run<{ v: string | null }>(
        server,
        'select public.resolve_qr_redirect($1, $2) as v',
        [row.id, 'Mozilla/5.0'],
      );
      expect(target).toEqual([{ v: null }]);
      const counted = await db.query<{ scan_count: number }>(
        'select scan_count from public.qr_codes where id = $1',
        [row.id],
      );
      expect(counted.rows[0]?.scan_count).toBe(0);
      const scans = await db.query('select 1 from public.qr_code_scans where qr_code_id = $1', [
        row.id,
      ]);
      expect(scans.rowCount).toBe(0);
    });
  });

  describe('qr_templates', () => {
    const saveTemplate = (caller: Caller, name: string, design: unknown = DESIGN) =>
      run<{ id: string; name: string; user_id: string }>(
        caller,
        'insert into public.qr_templates (user_id, name, design) values (auth.uid(), $1, $2::jsonb) returning id, name, user_id',
        [name, JSON.stringify(design)],
      ).then((rows) => rows[0]!);

    it('saves a named design for its owner, name tidied', async () => {
      const saved = await saveTemplate(asAna, '  Cardápio   do  bar ');
      expect(saved).toMatchObject({ name: 'Cardápio do bar', user_id: ana.id });
    });

    it('is owner-only for every command', async () => {
      const { id } = await saveTemplate(asAna, 'Só da Ana');
      const select = ['select 1 from public.qr_templates where id = $1', [id]] as const;
      expect(await probe(db, asAna, ...select)).toBe(1);
      expect(await probe(db, asBruno, ...select)).toBe(0);
      expect(await probe(db, { role: 'anon' }, ...select)).toBe('denied');
      const rename = ["update public.qr_templates set name = 'Meu' where id = $1", [id]] as const;
      expect(await probe(db, asBruno, ...rename)).toBe(0);
      expect(await probe(db, asAna, ...rename)).toBe(1);
      const remove = ['delete from public.qr_templates where id = $1', [id]] as const;
      expect(await probe(db, asBruno, ...remove)).toBe(0);
      expect(await probe(db, { role: 'anon' }, ...remove)).toBe('denied');
      expect(await probe(db, asAna, ...remove)).toBe(1);
      // A template claiming to be Ana's, written by Bruno, is refused.
      expect(
        await probe(
          db,
          asBruno,
          "insert into public.qr_templates (user_id, name, design) values ($1, 'x', '{}')",
          [ana.id],
        ),
      ).toBe('denied');
      // Nobody moves a template to another owner.
      expect(
        await probe(db, asAna, 'update public.qr_templates set user_id = $2 where id = $1', [
          id,
          bruno.id,
        ]),
      ).toBe('denied');
    });

    it('refuses empty, long and duplicate names with pt-BR reasons', async () => {
      expect(await pgError(saveTemplate(asAna, '   '))).toMatchObject({
        code: '22023',
        message: 'Dê um nome ao modelo.',
      });
      expect(await pgError(saveTemplate(asAna, 'x'.repeat(61)))).toMatchObject({
        code: '22023',
        message: 'O nome do modelo pode ter no máximo 60 caracteres.',
      });
      await saveTemplate(asAna, 'Promoção');
      expect(await pgError(saveTemplate(asAna, 'PROMOção'))).toMatchObject({
        code: '23505',
        message: 'Já existe um modelo com este nome. Escolha outro nome.',
      });
      // Another user may use the same name.
      await expect(saveTemplate(asBruno, 'Promoção')).resolves.toMatchObject({ name: 'Promoção' });
      expect(await pgError(saveTemplate(asAna, 'Lista', [1]))).toMatchObject({ code: '22023' });
    });

    it('keeps at most 100 templates per user', async () => {
      const carla = userCaller(await createAuthUser(db, { fullName: 'Carla' }));
      await asRole(db, carla, (tx) =>
        tx.query(
          "insert into public.qr_templates (user_id, name, design) select auth.uid(), 'Modelo ' || n, '{}' from generate_series(1, 100) n",
        ),
      );
      expect(await pgError(saveTemplate(carla, 'Mais um'))).toMatchObject({
        code: 'P0001',
        message: 'Você atingiu o limite de 100 modelos. Exclua um modelo para salvar outro.',
      });
    });

    it('goes away with its owner', async () => {
      const dora = await createAuthUser(db, { fullName: 'Dora' });
      await saveTemplate(userCaller(dora), 'Temporário');
      await db.query('delete from auth.users where id = $1', [dora.id]);
      const left = await db.query('select 1 from public.qr_templates where user_id = $1', [
        dora.id,
      ]);
      expect(left.rowCount).toBe(0);
    });
  });
});
