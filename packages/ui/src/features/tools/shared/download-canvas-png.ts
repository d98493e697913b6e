// 'Baixar PNG' of every QR on the tools: the canvas as it is drawn, with the download messages of
// docs/product/calls-errors-and-constants.md, "Error texts", saved through the Platform (a
// download, or the desktop's Save dialog).
import { notify } from '@/lib/notify';
import { getPlatform } from '@/lib/platform/platform';
import { canvasPngBlob } from '@/lib/qr/qr-files';

export async function downloadCanvasPng(
  canvas: HTMLCanvasElement | null,
  fileName: string,
): Promise<boolean> {
  if (!canvas) {
    notify.error({
      title: 'Erro de Download',
      message: 'Elemento canvas do QR Code não encontrado.',
    });
    return false;
  }
  const blob = await canvasPngBlob(canvas);
  if (!blob) {
    notify.error({ title: 'Erro de Download', message: 'Não foi possível gerar o arquivo PNG.' });
    return false;
  }
  const saved = await getPlatform().saveFile({ fileName, content: blob });
  // Cancelling the Save dialog is the user's choice, not a failure: no toast either way.
  if (saved.status === 'cancelled') return false;
  notify.success({ title: 'Sucesso!', message: 'QR Code baixado.' });
  return true;
}
