/**
 * Link previews (migration 20261203010000_link_previews.sql) on both engines: the owner writes a
 * code's preview through the API; blanks are stored as none, a title over 100 or a description
 * over 200 characters and an image that is not an http(s) address are refused with the editor's
 * pt-BR words, and the image's host is screened like a destination.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { MESSAGES } from '@qrlink/core/validation/messages';
import {
  ENGINES,
  asRole,
  createAuthUser,
  useFreshDatabase,
  userCaller,
  type Caller,
} from '../../tests/support/databases';
import { pgError } from '../../tests/support/db-probe';

describe.each(ENGINES)('link previews on %s', (engine) => {
  let db: Db;
  let ana: Caller;

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    ana = userCaller(await createAuthUser(db));
  });

  const preview = (table: 'qr_codes' | 'short_links', values: (string | null)[]) =>
    asRole(db, ana, async (tx) => {
      const { rows } = await tx.query<Record<string, string | null>>(
        table === 'qr_codes'
          ? `insert into public.qr_codes
               (user_id, target_url, preview_title, preview_description, preview_image_url)
             values (auth.uid(), 'https://exemplo.com.br', $1, $2, $3)
             returning preview_title, preview_description, preview_image_url`
          : `insert into public.short_links
               (user_id, original_url, short_code, preview_title, preview_description,
                preview_image_url)
             values (auth.uid(), 'https://exemplo.com.br', 'Prev' || floor(random() * 1e6), $1, $2, $3)
             returning preview_title, preview_description, preview_image_url`,
        values,
      );
      return rows[0];
    });

  it('keeps a preview trimmed, with blanks as none, on codes and links', async () => {
    for (const table of ['qr_codes', 'short_links'] as const) {
      expect(
        await preview(table, ['  Cardápio  ', ' ', 'https://exemplo.com.br/capa.jpg']),
      ).toEqual({
        preview_title: 'Cardápio',
        preview_description: null,
        preview_image_url: 'https://exemplo.com.br/capa.jpg',
      });
    }
  });

  it('refuses what the editor refuses, with its words, and screens the image', async () => {
    const refusal = async (values: (string | null)[]) =>
      (await pgError(preview('qr_codes', values))).message;
    expect(await refusal(['x'.repeat(101), null, null])).toBe(
      MESSAGES.rulePreviewTitleTooLong.message,
    );
    expect(await refusal([null, 'x'.repeat(201), null])).toBe(
      MESSAGES.rulePreviewDescriptionTooLong.message,
    );
    expect(await refusal([null, null, 'javascript:alert(1)'])).toBe(
      MESSAGES.rulePreviewImageInvalid.message,
    );
    expect(await refusal([null, null, 'https://itau-seguranca.com/logo.png'])).toBe(
      'Este endereço não pode ser usado: ele imita um endereço de Itaú.',
    );
    const static_ = await pgError(
      asRole(db, ana, (tx) =>
        tx.query(
          `insert into public.qr_codes (user_id, content_type, payload, content, preview_title)
           values (auth.uid(), 'text', 'Olá', '{"text": "Olá"}', 'Título')`,
        ),
      ),
    );
    expect(static_.code).toBe('23514');
    expect(static_.message).toContain('qr_codes_preview_dynamic');
    const { rows } = await db.query(
      "select 1 from public.qr_codes where preview_title = 'x' or preview_image_url like '%itau%'",
    );
    expect(rows).toEqual([]);
  });
});
