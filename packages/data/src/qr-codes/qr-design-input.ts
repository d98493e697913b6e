// The saved part of a QR code: what it encodes (a dynamic URL's destination, or a static
// content type's form and payload), its design and the owner. Checked with core's schemas
// before any call; the database checks again (RLS owner-only, http(s) only, colour format,
// the content of its type, sizes).
import { z } from 'zod';
import { DEFAULT_BG_COLOR, DEFAULT_FG_COLOR } from '@qrlink/core/constants';
import {
  qrDesignSchema,
  type QrDesign,
  type QrDesignInput as StudioDesign,
} from '@qrlink/core/qr/design/qr-design';
import {
  qrPayloadFromInput,
  type QrContentInput,
  type QrContentType,
} from '@qrlink/core/qr-content/qr-content';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import { hexColorField, qrSaveSchema } from '@qrlink/core/validation/qr-save-schema';
import type { Json } from '../database.types';
import { AppError } from '../errors';

export interface QrDesignInput {
  userId: string;
  /** The destination of a dynamic code (content type 'url'). */
  targetUrl?: string;
  /** What a static code encodes: any content type but 'url' (its payload goes in the code). */
  content?: QrContentInput | null;
  /** The studio's design; null or missing keeps the look of fgColor and bgColor. */
  design?: StudioDesign | null;
  fgColor?: string;
  bgColor?: string;
}

export interface QrCodeFields {
  userId: string;
  contentType: QrContentType;
  targetUrl: string | null;
  /** The content form as typed (static codes), kept for editing. */
  content: Record<string, unknown> | null;
  payload: string | null;
  design: QrDesign | null;
  fgColor: string;
  bgColor: string;
}

// Built on its first parse (z.lazy), not as the module loads: see docs/architecture.md,
// "The first pages a phone opens".
const urlFieldsSchema = z.lazy(() =>
  qrSaveSchema.unwrap().pick({ targetUrl: true, fgColor: true, bgColor: true }),
);
const colorsSchema = z.lazy(() =>
  z.object({
    fgColor: hexColorField.default(DEFAULT_FG_COLOR),
    bgColor: hexColorField.default(DEFAULT_BG_COLOR),
  }),
);

function invalid(error: z.ZodError): AppError {
  return AppError.of('invalid_input', toToastError(error));
}

/** '#abc' -> '#aabbcc': the table keeps six digits. */
function sixDigits(color: string): string {
  return color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color;
}

/** The colours the list shows (and older clients draw): the modules' first colour, the background. */
function colorsOf(design: QrDesign): { fgColor: string; bgColor: string } {
  const { fill } = design.modules;
  const fg = fill.type === 'solid' ? fill.color : (fill.stops[0]?.color ?? DEFAULT_FG_COLOR);
  return { fgColor: sixDigits(fg), bgColor: sixDigits(design.background.color) };
}

function parseStudioDesign(design: StudioDesign | null | undefined): QrDesign | null {
  if (design == null) return null;
  const parsed = qrDesignSchema.safeParse(design);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

/**
 * docs/product/validation.md, "Validation rules": no user is 'Erro de Autenticação'; a bad field
 * gets its own toast title.
 */
export function parseQrCodeFields(input: QrDesignInput): QrCodeFields {
  if (!input.userId) {
    throw AppError.of('not_authenticated', {
      title: 'Erro de Autenticação',
      message: 'Você precisa estar logado.',
    });
  }
  const design = parseStudioDesign(input.design);
  const content = input.content && input.content.type !== 'url' ? input.content : null;
  if (content) {
    const built = qrPayloadFromInput(content);
    if (!built.ok) throw invalid(built.error);
    const colors = colorsSchema.safeParse(input);
    if (!colors.success) throw invalid(colors.error);
    return {
      userId: input.userId,
      contentType: built.content.type,
      targetUrl: null,
      // As typed (a JSON copy), so the form opens again exactly as it was left.
      content: JSON.parse(JSON.stringify(content)) as Record<string, unknown>,
      payload: built.payload,
      design,
      ...colors.data,
      ...(design ? colorsOf(design) : {}),
    };
  }
  const parsed = urlFieldsSchema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  return {
    userId: input.userId,
    contentType: 'url',
    targetUrl: parsed.data.targetUrl,
    content: null,
    payload: null,
    design,
    fgColor: parsed.data.fgColor,
    bgColor: parsed.data.bgColor,
    ...(design ? colorsOf(design) : {}),
  };
}

/** The qr_codes columns checked fields set, the same when creating and when editing. */
export function qrDesignColumns(fields: QrCodeFields, logoUrl: string | null) {
  return {
    target_url: fields.targetUrl,
    fg_color: fields.fgColor,
    bg_color: fields.bgColor,
    logo_url: logoUrl,
    design: fields.design as Json,
    content: fields.content as Json,
    payload: fields.payload,
  };
}

/** Wraps a database failure as 'Falha ao salvar dados do QR Code: ...' with a pt-BR reason. */
export function saveDataFailureMessage(reason: string): string {
  return `Falha ao salvar dados do QR Code: ${reason}`;
}
