// Logo upload check, before any upload: type (MIME and extension must both say PNG, JPEG or
// SVG: a renamed file or a browser that leaves `type` empty is caught by the other) and size.
import { LOGO_MAX_BYTES, LOGO_MIME_TYPES, type LogoMimeType } from '../constants';
import { MESSAGES, type ToastText } from './messages';

/** What the check needs of a browser File (structural: works with File, Blob+name, tests). */
export interface LogoFileLike {
  name: string;
  type: string;
  size: number;
}

const EXTENSION_MIME: Record<string, LogoMimeType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** Lowercased extension of a file name, '' when none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type LogoFileCheck =
  | { ok: true; mimeType: LogoMimeType; extension: string }
  | ({ ok: false } & ToastText);

export function validateLogoFile(file: LogoFileLike): LogoFileCheck {
  const extension = fileExtension(file.name);
  const byExtension = EXTENSION_MIME[extension];
  const mime = file.type.toLowerCase();
  // Some systems report JPEGs as image/jpg; treat it as the same type.
  const normalisedMime = mime === 'image/jpg' ? 'image/jpeg' : mime;
  const mimeAccepted = (LOGO_MIME_TYPES as readonly string[]).includes(normalisedMime);
  if (
    !byExtension ||
    (normalisedMime !== '' && (!mimeAccepted || normalisedMime !== byExtension))
  ) {
    return { ok: false, ...MESSAGES.logoFormat };
  }
  if (file.size > LOGO_MAX_BYTES) return { ok: false, ...MESSAGES.logoSize };
  return { ok: true, mimeType: byExtension, extension: extension === 'jpeg' ? 'jpg' : extension };
}

/**
 * Storage path of an uploaded logo: {folder}/{timestamp}.{extension}, the folder being the
 * code's workspace (docs/product/teams.md, "Logos").
 */
export function logoStoragePath(folder: string, extension: string, now: Date = new Date()): string {
  return `${folder}/${now.getTime()}.${extension}`;
}
