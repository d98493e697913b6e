// The Platform port: what a screen needs from where it runs (a browser tab or the desktop app),
// so that no screen ever asks which one it is.
import type { ExportJob, ExportProgress, ExportSummary, SaveFileResult } from './bridge-contract';

export type { ExportJob, ExportProgress, ExportSummary, SaveFileResult };

export interface FileToSave {
  /** The spec's file name, suggested to the user (the desktop's Save dialog may change it). */
  fileName: string;
  content: Blob | string;
}

/** What only the desktop app can do: write many files into a folder the user picks. */
export interface DesktopCapabilities {
  exportQrCodes(
    job: ExportJob,
    onProgress: (progress: ExportProgress) => void,
  ): Promise<ExportSummary>;
  cancelExport(): Promise<void>;
  saveFilesToFolder(files: readonly FileToSave[]): Promise<ExportSummary>;
}

export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** The browser's download, or the system's Save dialog; `cancelled` is not an error. */
  saveFile(file: FileToSave): Promise<SaveFileResult>;
  /**
   * The origin printed in QR codes, short links and e-mail links: PUBLIC_URL when the backend
   * names one; otherwise the page's origin (web) or the backend's (desktop, whose page is not
   * on the web).
   */
  publicOrigin(): Promise<string>;
  /** The best answer before publicOrigin() resolves. */
  provisionalOrigin(): string;
  readonly desktop: DesktopCapabilities | null;
}
