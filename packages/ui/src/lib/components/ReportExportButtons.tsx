// 'Relatório CSV' and 'Relatório PDF': the figures on screen (the database's aggregation for the
// chosen period) saved as a file through the Platform (a download, or the desktop's Save
// dialog). The PDF is drawn here with pdf-lib, loaded only when asked for.
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import {
  reportFileName,
  visitReportToCsv,
  type VisitReport,
} from '@qrlink/core/analytics/visit-report';
import { notify } from '@/lib/notify';
import { getPlatform } from '@/lib/platform/platform';

const EXPORT_ERROR = {
  title: 'Erro ao exportar relatório',
  message: 'Não foi possível gerar o arquivo. Tente novamente.',
};

async function save(report: VisitReport, format: 'csv' | 'pdf') {
  const content =
    format === 'csv'
      ? new Blob([visitReportToCsv(report)], { type: 'text/csv;charset=utf-8' })
      : new Blob(
          [
            (await (
              await import('@qrlink/core/analytics/visit-report-pdf')
            ).visitReportToPdf(report)) as Uint8Array<ArrayBuffer>,
          ],
          { type: 'application/pdf' },
        );
  return getPlatform().saveFile({ fileName: reportFileName(report, format), content });
}

export function ReportExportButtons({ report }: { report: VisitReport }) {
  const exporter = useMutation({
    mutationFn: (format: 'csv' | 'pdf') => save(report, format),
    onSuccess: (saved, format) => {
      if (saved.status === 'cancelled') return;
      notify.success({
        title: 'Relatório exportado',
        message: `O arquivo ${format.toUpperCase()} foi baixado.`,
      });
    },
    onError: () => notify.error(EXPORT_ERROR),
  });
  const busy = exporter.isPending ? exporter.variables : null;
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileTypeCsv size={18} />}
        loading={busy === 'csv'}
        onClick={() => exporter.mutate('csv')}
      >
        Relatório CSV
      </Button>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileTypePdf size={18} />}
        loading={busy === 'pdf'}
        onClick={() => exporter.mutate('pdf')}
      >
        Relatório PDF
      </Button>
    </>
  );
}
