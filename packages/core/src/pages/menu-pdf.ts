// A digital menu's PDF (docs/product/pages.md, "What a page holds"): a restaurant's printed menu
// uploaded as it is, into the workspace's folder of the page files bucket, which the page opens
// with its 'Ver cardápio em PDF' button. Checked before any upload: a PDF of at most 10 MB.
import { fileExtension, type LogoFileLike } from '../validation/logo-file';
import { MESSAGES, type ToastText } from '../validation/messages';

/** Storage bucket of the files pages open (menus' PDFs), public, PDFs only. */
export const PAGE_FILES_BUCKET = 'page_files';

/** Largest menu PDF accepted: 10 MB (binary megabytes, as the bucket's limit). */
export const MENU_PDF_MAX_BYTES = 10 * 1024 * 1024;

export type MenuPdfCheck = { ok: true } | ({ ok: false } & ToastText);

export function validateMenuPdf(file: LogoFileLike): MenuPdfCheck {
  const type = file.type.toLowerCase();
  if (fileExtension(file.name) !== 'pdf' || (type !== '' && type !== 'application/pdf')) {
    return { ok: false, ...MESSAGES.pageMenuPdfFormat };
  }
  if (file.size > MENU_PDF_MAX_BYTES) return { ok: false, ...MESSAGES.pageMenuPdfSize };
  return { ok: true };
}

/** Where a menu's PDF is stored: {workspace}/cardapio-{timestamp}.pdf. */
export function menuPdfStoragePath(folder: string, now: Date = new Date()): string {
  return `${folder}/cardapio-${now.getTime()}.pdf`;
}
