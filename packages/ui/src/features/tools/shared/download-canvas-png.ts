// 'Baixar PNG' of every QR on the tools: the canvas as it is drawn, with docs/product.md §8's
// download messages.
import { notify } from '@/lib/notify';
import { downloadBlob } from '@/lib/download-blob';

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
  const blob = await new Promise<Blob | null>((resolve) => {
    try {
      canvas.toBlob(resolve, 'image/png');
    } catch {
      // A canvas tainted by a cross-origin logo refuses to export.
      resolve(null);
    }
  });
  if (!blob) {
    notify.error({ title: 'Erro de Download', message: 'Não foi possível gerar o arquivo PNG.' });
    return false;
  }
  downloadBlob(blob, fileName);
  notify.success({ title: 'Sucesso!', message: 'QR Code baixado.' });
  return true;
}
