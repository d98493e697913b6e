// The one contract between the desktop renderer and Electron's main process: the channel list,
// a zod schema per payload (main parses every payload with it before acting) and the bridge's
// TypeScript surface (what the preload exposes as `window.qrlinkDesktop`). It lives in the UI
// package because the UI defines the port; apps/desktop implements it. Only zod here: main and
// preload bundle this file, so it must not reach React or the '@/' alias.
import { z } from 'zod';

export { CHANNELS } from './bridge-channels';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A backend address, reduced to its origin: https anywhere, plain http only on this machine
 * (a password sent over http to another machine would travel in clear text).
 */
const backendUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.username || url.password) return false;
      return (
        url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
      );
    } catch {
      return false;
    }
  }, 'Use um endereço https:// (ou http:// somente para localhost).')
  .transform((value) => new URL(value).origin);

const httpUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Informe um endereço http:// ou https://.');

const publicUrlSchema = httpUrlSchema.transform((value) => new URL(value).origin);

/** What the user picks on first launch; remembered by main in the user's data folder. */
export const backendChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('self-hosted'), serverUrl: backendUrlSchema }),
  z.strictObject({
    kind: z.literal('supabase'),
    supabaseUrl: backendUrlSchema,
    anonKey: z.string().trim().min(1, 'Informe a chave anon do projeto.').max(4096),
    /** Where the web app is published: QR codes and short links point there. */
    publicUrl: publicUrlSchema,
  }),
]);
export type BackendChoice = z.output<typeof backendChoiceSchema>;

/** File types main will write. */
const SAVE_EXTENSIONS = ['png', 'svg', 'vcf', 'csv'] as const;
const EXTENSION = new RegExp(`\\.(${SAVE_EXTENSIONS.join('|')})$`, 'i');

/**
 * A bare file name: never a path (no separators, no `..`), nothing Windows refuses, one of the
 * extensions above. Main joins it to a folder the user chose in a dialog.
 */
const fileNameSchema = z
  .string()
  .min(5)
  .max(200)
  .refine(
    (name) =>
      !/[/\\:*?"<>|\p{Cc}]/u.test(name) &&
      !name.startsWith('.') &&
      !name.endsWith(' ') &&
      EXTENSION.test(name),
    'Nome de arquivo inválido.',
  );

const MAX_FILE_BYTES = 50 * 1024 * 1024;
const fileDataSchema = z.union([
  z.string().max(MAX_FILE_BYTES),
  z
    .instanceof(Uint8Array)
    .refine((data) => data.byteLength <= MAX_FILE_BYTES, 'Arquivo grande demais.'),
]);

export const saveFileRequestSchema = z.strictObject({
  fileName: fileNameSchema,
  data: fileDataSchema,
});
export type SaveFileRequest = z.infer<typeof saveFileRequestSchema>;

export type SaveFileResult = { status: 'saved'; fileName: string } | { status: 'cancelled' };

export const saveFilesToFolderRequestSchema = z.strictObject({
  files: z.array(saveFileRequestSchema).min(1).max(5000),
});
export type SaveFilesToFolderRequest = z.infer<typeof saveFilesToFolderRequestSchema>;

const hexColorSchema = z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
const idSchema = z.string().min(1).max(64);

/** Longest design JSON (the qr_codes.design column holds at most 8 KB). */
const MAX_DESIGN_JSON = 8192;

export const exportCodeSchema = z
  .strictObject({
    id: idSchema,
    /** The destination, or a static code's summary ('Pix: ...'): the index and the file names. */
    targetUrl: z.string().min(1).max(2048),
    /** The address a dynamic code encodes: `{public origin}/qr/{id}`; null for a static code. */
    dynamicUrl: httpUrlSchema.nullable(),
    /** What a static code encodes (a BR Code, a vCard...); null or missing for a dynamic one. */
    payload: z.string().min(1).max(4296).nullish(),
    fgColor: hexColorSchema,
    bgColor: hexColorSchema,
    /**
     * The studio design, drawn as saved (main reads it with core's parseStoredQrDesign); missing
     * for the list download's look from fgColor and bgColor.
     */
    design: z
      .record(z.string(), z.unknown())
      .refine((design) => JSON.stringify(design).length <= MAX_DESIGN_JSON, 'Design grande demais.')
      .optional(),
    /** Key into the job's logos (or logoFailures); null without a logo. */
    logoId: idSchema.nullable(),
    scanCount: z.number().int().min(0),
    createdAt: z.string().max(40),
  })
  .refine((code) => code.dynamicUrl !== null || Boolean(code.payload), 'Conteúdo ausente.');
export type ExportCode = z.infer<typeof exportCodeSchema>;

/** A decoded logo: RGBA pixels for the PNG, the original as a data URL for the SVG. */
export const exportLogoSchema = z
  .object({
    id: idSchema,
    width: z.number().int().min(1).max(1000),
    height: z.number().int().min(1).max(1000),
    rgba: z.instanceof(Uint8Array),
    svgHref: z
      .string()
      .max(4 * 1024 * 1024)
      .regex(/^data:image\/(png|jpeg|svg\+xml)[;,]/),
  })
  .refine((logo) => logo.rgba.byteLength === logo.width * logo.height * 4, 'Logo inválido.');
export type ExportLogo = z.infer<typeof exportLogoSchema>;

export const exportJobSchema = z
  .object({
    codes: z.array(exportCodeSchema).min(1).max(20_000),
    logos: z.array(exportLogoSchema).max(1000),
    /** Logos the renderer could not fetch or decode: their codes fail with this reason. */
    logoFailures: z.array(z.strictObject({ id: idSchema, reason: z.string().max(300) })).max(1000),
    includeSvg: z.boolean(),
  })
  .refine((job) => {
    const known = new Set([...job.logos, ...job.logoFailures].map((logo) => logo.id));
    return job.codes.every((code) => code.logoId === null || known.has(code.logoId));
  }, 'Logo desconhecido.');
export type ExportJob = z.infer<typeof exportJobSchema>;

export interface ExportProgress {
  done: number;
  total: number;
  written: number;
  skipped: number;
  failed: number;
  elapsedMs: number;
  /** Estimated time left; null until there is enough to estimate from. */
  remainingMs: number | null;
}

export interface ExportProblem {
  /** The file name, or the QR code's destination when no file was planned. */
  item: string;
  reason: string;
}

export type ExportSummary =
  | { status: 'no-folder' }
  | {
      status: 'completed' | 'cancelled';
      folderName: string;
      /** Files written (PNG, SVG, vCard; the index not counted). */
      written: number;
      skipped: ExportProblem[];
      failed: ExportProblem[];
      /** The CSV index's name, when one was written. */
      indexFile: string | null;
      elapsedMs: number;
    };

/** What the preload exposes: named, typed functions only (never ipcRenderer itself). */
export interface DesktopBridge {
  readonly platform: 'desktop';
  getBackend(): Promise<BackendChoice | null>;
  setBackend(choice: BackendChoice): Promise<BackendChoice>;
  /** The system's Save dialog with `fileName` suggested; cancelling is not an error. */
  saveFile(request: SaveFileRequest): Promise<SaveFileResult>;
  /** A folder dialog, then every file in it (names never collide, never overwrite unasked). */
  saveFilesToFolder(request: SaveFilesToFolderRequest): Promise<ExportSummary>;
  /** A folder dialog, then PNGs (and SVGs) of the codes plus a CSV index. */
  exportQrCodes(job: ExportJob): Promise<ExportSummary>;
  cancelExport(): Promise<void>;
  /** Progress of the running export; returns the unsubscribe function. */
  onExportProgress(listener: (progress: ExportProgress) => void): () => void;
}
