// 'Baixar' in the QR list: a 1000 px PNG (docs/product/calls-errors-and-constants.md, "Constants")
// of the code as it was designed in the studio (codes saved before designs: their colours at level
// H, quiet zone, logo at 20% of the size), drawn off screen by core's renderer. 'Baixar SVG': the
// same layout as a vector file for print shops, the logo embedded as a data URL so the file stands
// alone. The logo is fetched from its URL first; if it cannot be, the toast says so and nothing is
// downloaded. Files are saved through the Platform (a download, or the desktop's Save dialog).
import { QR_PRESETS, qrDownloadFileName, qrSvgFileName } from '@qrlink/core/qr/qr-presets';
import { qrImageSize } from '@qrlink/core/qr/qr-render-options';
import type { SvgLogo } from '@qrlink/core/qr/render-qr-svg';
import type { QrCodeRow } from '@qrlink/data/qr-codes/list-qr-codes';
import { getPlatform } from '@/lib/platform/platform';
import { loadLogo, loadSvgLogo } from '@/lib/qr/load-logo';
import { QrFileError, renderQrPngBlob, renderQrSvgBlob } from '@/lib/qr/qr-files';
import { savedQrDesign, savedQrLabel, savedQrText } from '@qrlink/core/qr/saved-qr';

export type DownloadOutcome =
  | { ok: true; fileName: string }
  /** The user closed the desktop's Save dialog: nothing to report. */
  | { ok: 'cancelled' }
  | { ok: false; title: string; message: string };

async function save(fileName: string, content: Blob): Promise<DownloadOutcome> {
  const saved = await getPlatform().saveFile({ fileName, content });
  return saved.status === 'saved' ? { ok: true, fileName: saved.fileName } : { ok: 'cancelled' };
}

const LOGO_FETCH_FAILED: DownloadOutcome = {
  ok: false,
  title: 'Falha ao buscar logo',
  message: 'Não foi possível carregar o logo deste QR Code. Tente novamente.',
};

/** The list download's layout, the same for the PNG and the SVG. */
function downloadLayout(code: QrCodeRow, origin: string) {
  return {
    text: savedQrText(code, origin),
    size: QR_PRESETS.download.size,
    design: savedQrDesign(code),
  };
}

export async function downloadQrCodeSvg(code: QrCodeRow, origin: string): Promise<DownloadOutcome> {
  let logo: SvgLogo | null = null;
  if (code.logo_url) {
    try {
      logo = await loadSvgLogo(code.logo_url);
    } catch {
      return LOGO_FETCH_FAILED;
    }
  }
  const svg = renderQrSvgBlob({ ...downloadLayout(code, origin), logo });
  return save(qrSvgFileName(savedQrLabel(code)), svg);
}

export async function downloadQrCode(code: QrCodeRow, origin: string): Promise<DownloadOutcome> {
  let logo: ImageBitmap | null = null;
  if (code.logo_url) {
    try {
      logo = await loadLogo(code.logo_url);
    } catch {
      return LOGO_FETCH_FAILED;
    }
  }
  const options = {
    ...downloadLayout(code, origin),
    logo: logo ? { image: logo, width: logo.width, height: logo.height } : null,
  };
  try {
    const blob = await renderQrPngBlob(options);
    const { width, height } = qrImageSize(options);
    return save(qrDownloadFileName(savedQrLabel(code), width, height), blob);
  } catch (error) {
    if (error instanceof QrFileError)
      return { ok: false, title: error.title, message: error.message };
    throw error;
  }
}
