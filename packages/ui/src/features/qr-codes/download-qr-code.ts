// 'Baixar' in the QR list: a 1000 x 1000 PNG at level H with the quiet zone and the logo at 20%
// of the size (docs/product.md §9), drawn off screen by core's renderer. 'Baixar SVG': the same
// layout as a vector file for print shops, the logo embedded as a data URL so the file stands
// alone. The logo is fetched from its URL first; if it cannot be, the toast says so and nothing
// is downloaded. Files are saved through the Platform (a download, or the desktop's Save dialog).
import { QR_PRESETS, qrDownloadFileName, qrSvgFileName } from '@qrlink/core/qr/qr-presets';
import { renderQrToCanvas } from '@qrlink/core/qr/render-qr-canvas';
import { renderQrSvg, type SvgLogo } from '@qrlink/core/qr/render-qr-svg';
import type { QrCodeRow } from '@qrlink/data/qr-codes/list-qr-codes';
import { getPlatform } from '@/lib/platform/platform';
import { loadLogo, loadSvgLogo } from './load-logo';

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

/** The list download's layout (docs/product.md §9), the same for the PNG and the SVG. */
function downloadLayout(code: QrCodeRow, dynamicUrl: string) {
  const preset = QR_PRESETS.download;
  return {
    text: dynamicUrl,
    size: preset.size,
    margin: preset.margin,
    errorCorrectionLevel: preset.errorCorrectionLevel,
    logoScale: preset.logoScale,
    fgColor: code.fg_color,
    bgColor: code.bg_color,
  };
}

export async function downloadQrCodeSvg(
  code: QrCodeRow,
  dynamicUrl: string,
): Promise<DownloadOutcome> {
  let logo: SvgLogo | null = null;
  if (code.logo_url) {
    try {
      logo = await loadSvgLogo(code.logo_url);
    } catch {
      return LOGO_FETCH_FAILED;
    }
  }
  const svg = renderQrSvg({ ...downloadLayout(code, dynamicUrl), logo });
  return save(qrSvgFileName(code.target_url), new Blob([svg], { type: 'image/svg+xml' }));
}

export async function downloadQrCode(
  code: QrCodeRow,
  dynamicUrl: string,
): Promise<DownloadOutcome> {
  const preset = QR_PRESETS.download;
  let logo: ImageBitmap | null = null;
  if (code.logo_url) {
    try {
      logo = await loadLogo(code.logo_url);
    } catch {
      return LOGO_FETCH_FAILED;
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = preset.size;
  canvas.height = preset.size;
  const ctx = canvas.getContext('2d');
  if (!ctx) {
    return {
      ok: false,
      title: 'Erro de Renderização',
      message: 'Canvas do QR Code não encontrado após renderização.',
    };
  }
  renderQrToCanvas(ctx, {
    ...downloadLayout(code, dynamicUrl),
    logo: logo ? { image: logo, width: logo.width, height: logo.height } : null,
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) {
    return {
      ok: false,
      title: 'Erro de Download',
      message: 'Não foi possível gerar o arquivo PNG.',
    };
  }
  return save(qrDownloadFileName(code.target_url), blob);
}
