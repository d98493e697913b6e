// The studio's download: its settings (format, size, PDF sheet), the file drawn by core and
// saved through the Platform (a download, or the desktop's Save dialog), with the spec's
// download messages (docs/product/calls-errors-and-constants.md, "Error texts").
import { useState } from 'react';
import { QrRenderError } from '@qrlink/core/qr/qr-render-error';
import { notify } from '@/lib/notify';
import { getPlatform } from '@/lib/platform/platform';
import { QrFileError } from '@/lib/qr/qr-files';
import {
  DEFAULT_EXPORT_SETTINGS,
  exportStudioFile,
  type ExportRequest,
  type ExportSettings,
} from '../studio/export-qr';

export function useStudioExport() {
  const [settings, setSettings] = useState<ExportSettings>(DEFAULT_EXPORT_SETTINGS);
  const [busy, setBusy] = useState(false);

  async function download(request: Omit<ExportRequest, 'settings'>): Promise<void> {
    setBusy(true);
    try {
      const file = await exportStudioFile({ ...request, settings });
      const saved = await getPlatform().saveFile({ fileName: file.fileName, content: file.blob });
      // Cancelling the Save dialog is the user's choice, not a failure: no toast either way.
      if (saved.status === 'saved')
        notify.success({ title: 'Sucesso!', message: 'QR Code baixado.' });
    } catch (error) {
      if (error instanceof QrFileError)
        notify.error({ title: error.title, message: error.message });
      else if (error instanceof QrRenderError) {
        notify.error({ title: 'Erro de Renderização', message: error.message });
      } else {
        console.error('[qrlink] download failed', error);
        notify.error({
          title: 'Erro de Download',
          message: `Não foi possível gerar o arquivo ${settings.format.toUpperCase()}.`,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return { settings, setSettings, busy, download };
}
