// The batch export's state (desktop only): prepare the job in the page, hand it to main, follow
// its progress, keep its summary. A status union, as every async state in the app.
import { useDomainNames } from '@/lib/queries/custom-domains';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import type { ExportProgress, ExportSummary } from '@/lib/platform/bridge-contract';
import { getPlatform } from '@/lib/platform/platform';
import { userAtom } from '@/lib/session';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { listAllQrCodes, prepareExportJob, type ExportFilter } from '../prepare-export-job';
import { currentWorkspaceIdAtom } from '@/lib/workspace';

export type FinishedSummary = Exclude<ExportSummary, { status: 'no-folder' }>;

export type BatchExportState =
  | { phase: 'idle' }
  | { phase: 'preparing'; logosDone: number; logosTotal: number }
  | { phase: 'exporting'; total: number; progress: ExportProgress | null }
  | { phase: 'done'; summary: FinishedSummary }
  | { phase: 'error'; message: string };

export interface BatchExportOptions {
  /** Which codes: the list's search and filters (an empty search and none: every code). */
  filter: ExportFilter;
  includeSvg: boolean;
}

export function useBatchExport() {
  const user = useAtomValue(userAtom);
  const origin = usePublicOrigin();
  const [state, setState] = useState<BatchExportState>({ phase: 'idle' });
  const cancelled = useRef(false);
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const domainNames = useDomainNames();

  async function start(options: BatchExportOptions) {
    const desktop = getPlatform().desktop;
    if (!desktop || !user) return;
    cancelled.current = false;
    setState({ phase: 'preparing', logosDone: 0, logosTotal: 0 });
    try {
      // The codes of the workspace being worked in, like the list.
      const rows = await listAllQrCodes(user.id, { ...options.filter, workspaceId });
      if (rows.length === 0) {
        setState({ phase: 'error', message: 'Nenhum QR Code para exportar.' });
        return;
      }
      const job = await prepareExportJob(rows, {
        origin,
        domainNames,
        includeSvg: options.includeSvg,
        onProgress: (progress) => setState({ phase: 'preparing', ...progress }),
      });
      if (cancelled.current) {
        setState({ phase: 'idle' });
        return;
      }
      setState({ phase: 'exporting', total: job.codes.length, progress: null });
      const summary = await desktop.exportQrCodes(job, (progress) =>
        setState({ phase: 'exporting', total: progress.total, progress }),
      );
      setState(summary.status === 'no-folder' ? { phase: 'idle' } : { phase: 'done', summary });
    } catch (error) {
      console.error('[qrlink] batch export failed', error);
      setState({
        phase: 'error',
        message: 'Não foi possível concluir a exportação. Tente novamente.',
      });
    }
  }

  function cancel() {
    cancelled.current = true;
    void getPlatform().desktop?.cancelExport();
  }

  return { state, start, cancel, reset: () => setState({ phase: 'idle' }) };
}
