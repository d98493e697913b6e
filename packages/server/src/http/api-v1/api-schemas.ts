// The REST API's shapes, in zod: requests are parsed with them, answers are built with them, and
// the OpenAPI document (openapi-document.ts) is generated from them, so the three cannot drift.
// Request fields follow the app's rules (packages/core/src/validation): destinations are
// http(s) and come out WHATWG-serialised (a bare domain gets https://), aliases are letters,
// digits and hyphens; the database checks the same again.
import { z } from 'zod';
import { visitStatsSchema } from '@qrlink/core/analytics/visit-stats';
import { ALIAS_MAX_LENGTH } from '@qrlink/core/validation/alias';
import { KEYS } from '@qrlink/core/validation/messages';
import { httpUrlField } from '@qrlink/core/validation/url';

/** Schemas that become named components of the OpenAPI document (answers: output types). */
export const responseSchemas = z.registry<{ id: string; description?: string }>();
/** Schemas that become named components of the OpenAPI document (bodies: input types). */
export const requestSchemas = z.registry<{ id: string; description?: string }>();

const timestamp = z.iso.datetime({ offset: true });
const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Cor inválida. Use o formato hexadecimal #rrggbb (ex.: #fd1455).')
  .transform((value) => value.toLowerCase());
const alias = z
  .string()
  .regex(
    new RegExp(`^[A-Za-z0-9-]{1,${ALIAS_MAX_LENGTH}}$`),
    'O alias deve ter de 1 a 50 caracteres: apenas letras, números e hífens.',
  );
const description = z.string().max(500, 'A descrição pode ter no máximo 500 caracteres.');

const errorSchema = z.object({
  code: z.string().meta({ example: 'validation_failed' }),
  message: z.string().meta({ example: 'URL de destino é obrigatória.' }),
  details: z.record(z.string(), z.string()).optional(),
});
responseSchemas.add(errorSchema, {
  id: 'Error',
  description: 'Recusa da API: um código estável e uma mensagem em português.',
});

export const qrCodeSchema = z.object({
  id: z.uuid(),
  content_type: z.string().meta({
    description:
      'url: dinâmico (redireciona para target_url); whatsapp, vcard, wifi, email, sms, phone, text ou pix: estático (codifica payload).',
    example: 'url',
  }),
  target_url: z
    .string()
    .nullable()
    .meta({ description: 'Destino atual (pode mudar depois de impresso); null se estático.' }),
  dynamic_url: z
    .string()
    .nullable()
    .meta({ description: 'O endereço que um QR Code dinâmico codifica; null se estático.' }),
  payload: z
    .string()
    .nullable()
    .meta({ description: 'O texto que um QR Code estático codifica; null se dinâmico.' }),
  fg_color: z.string(),
  bg_color: z.string(),
  logo_url: z.string().nullable(),
  scan_count: z.number().int().nonnegative(),
  created_at: timestamp,
  updated_at: timestamp,
});
responseSchemas.add(qrCodeSchema, {
  id: 'QrCode',
  description: 'Um QR Code (dinâmico ou estático).',
});

export const shortLinkSchema = z.object({
  id: z.uuid(),
  original_url: z.string(),
  short_url: z.string().meta({ description: 'O link curto: {origem}/s/{alias ou código}.' }),
  short_code: z.string(),
  custom_alias: z.string().nullable(),
  description: z.string().nullable(),
  click_count: z.number().int().nonnegative(),
  created_at: timestamp,
  updated_at: timestamp,
});
responseSchemas.add(shortLinkSchema, { id: 'ShortLink', description: 'Um link encurtado.' });

const pageFields = {
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
};
export const qrCodeListSchema = z.object({ data: z.array(qrCodeSchema), ...pageFields });
responseSchemas.add(qrCodeListSchema, { id: 'QrCodeList' });
export const shortLinkListSchema = z.object({ data: z.array(shortLinkSchema), ...pageFields });
responseSchemas.add(shortLinkListSchema, { id: 'ShortLinkList' });

/** The app's figures (core's visitStatsSchema) with the period they cover, its first fields. */
export const apiVisitStatsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  ...visitStatsSchema.shape,
});
responseSchemas.add(apiVisitStatsSchema, {
  id: 'VisitStats',
  description: 'Análise agregada de um período (dias do horário de Brasília; top 10 por dimensão).',
});

export const qrCodeCreateSchema = z.strictObject({
  target_url: httpUrlField(KEYS.qrTargetRequired).meta({ example: 'https://exemplo.com.br/promo' }),
  fg_color: colour.default('#fd1455'),
  bg_color: colour.default('#ffffff'),
});
requestSchemas.add(qrCodeCreateSchema, { id: 'QrCodeCreate' });

export const qrCodeUpdateSchema = z
  .strictObject({
    target_url: httpUrlField(KEYS.qrTargetRequired).optional(),
    fg_color: colour.optional(),
    bg_color: colour.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Envie ao menos um campo para alterar.');
requestSchemas.add(qrCodeUpdateSchema, { id: 'QrCodeUpdate' });

export const shortLinkCreateSchema = z.strictObject({
  original_url: httpUrlField(KEYS.shortLinkUrlRequired).meta({
    example: 'https://exemplo.com.br/uma/pagina/longa',
  }),
  custom_alias: alias.nullable().optional(),
  description: description.nullable().optional(),
});
requestSchemas.add(shortLinkCreateSchema, { id: 'ShortLinkCreate' });

export const shortLinkUpdateSchema = z
  .strictObject({
    original_url: httpUrlField(KEYS.shortLinkUrlRequired).optional(),
    custom_alias: alias.nullable().optional(),
    description: description.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Envie ao menos um campo para alterar.');
requestSchemas.add(shortLinkUpdateSchema, { id: 'ShortLinkUpdate' });

export const idParams = z.strictObject({
  id: z.uuid('Identificador inválido.').meta({ description: 'O id do recurso.' }),
});

export const pageQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const statsQuery = z.strictObject({
  from: z.iso
    .date('Use datas no formato AAAA-MM-DD.')
    .optional()
    .meta({ description: 'Primeiro dia (padrão: 29 dias antes de hoje).' }),
  to: z.iso
    .date('Use datas no formato AAAA-MM-DD.')
    .optional()
    .meta({ description: 'Último dia, inclusive (padrão: hoje).' }),
});
