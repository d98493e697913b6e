// A visit report (docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD"): the analytics of
// one QR code or short link over a period, as the analysis screens and the public shared page show
// it, exported as CSV. The figures are the database's aggregation (visit_stats / shared_report),
// never raw rows.
import { formatDate } from '../dates/format-date';
import { csvCell, CSV_BOM, CSV_SEPARATOR, type CsvCell } from './csv';
import { visitDimensionLabel, type VisitDimension } from './visit-dimension-label';
import type { VisitStats } from './visit-stats';

export interface VisitReport {
  kind: 'qr' | 'link';
  /** Where the code leads. */
  destination: string;
  /** The short link's public address (links only). */
  shortUrl?: string | null;
  /** Brazilian days, 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
  stats: VisitStats;
}

export const REPORT_BREAKDOWNS: ReadonlyArray<{ dimension: VisitDimension; title: string }> = [
  { dimension: 'device', title: 'Dispositivos' },
  { dimension: 'browser', title: 'Navegadores' },
  { dimension: 'os', title: 'Sistemas' },
  { dimension: 'country', title: 'Países' },
  { dimension: 'city', title: 'Cidades' },
  { dimension: 'referrer', title: 'Origens' },
];

const DESTINATIONS = { dimension: 'destination', title: 'Destinos' } as const;

/**
 * The breakdowns a report shows: 'Destinos' first, for a code whose rules chose where its
 * visits went (smart routes, destinations per device), then the six every code has.
 */
export function reportBreakdowns(
  stats: Pick<VisitStats, 'destination'>,
): ReadonlyArray<{ dimension: VisitDimension; title: string }> {
  return stats.destination.length > 0 ? [DESTINATIONS, ...REPORT_BREAKDOWNS] : REPORT_BREAKDOWNS;
}

/** 'Scans' or 'Cliques', as the screens call what a report counts. */
export function reportNoun(kind: VisitReport['kind']): string {
  return kind === 'qr' ? 'Scans' : 'Cliques';
}

export function reportTitle(kind: VisitReport['kind']): string {
  return kind === 'qr' ? 'Relatório de QR Code' : 'Relatório de link encurtado';
}

/** '2026-05-01' as 01/05/2026 (a calendar day: no time zone shift). */
export function reportDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

export function reportPeriod(report: Pick<VisitReport, 'from' | 'to'>): string {
  return `${reportDay(report.from)} a ${reportDay(report.to)}`;
}

/** The share of `part` in `whole`, in whole percent (0 when there is nothing). */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** 'relatorio-qr-2026-05-01-a-2026-05-30.csv' */
export function reportFileName(report: VisitReport, extension: 'csv' | 'pdf'): string {
  return `relatorio-${report.kind === 'qr' ? 'qr' : 'link'}-${report.from}-a-${report.to}.${extension}`;
}

const line = (cells: readonly CsvCell[]) => cells.map(csvCell).join(CSV_SEPARATOR);

/** One CSV file in sections (summary, per day, each breakdown), for Excel pt-BR. */
export function visitReportToCsv(report: VisitReport, generatedAt: Date = new Date()): string {
  const { stats } = report;
  const noun = reportNoun(report.kind);
  const lines = [
    line(['Relatório', reportTitle(report.kind)]),
    line(['Destino', report.destination]),
    ...(report.shortUrl ? [line(['Link curto', report.shortUrl])] : []),
    line(['Período', reportPeriod(report)]),
    line(['Gerado em', formatDate(generatedAt)]),
    line([`${noun} no período`, stats.visits]),
    line(['Visitantes únicos (por dia)', stats.visitors]),
    line(['Robôs e pré-visualizações (não contados)', stats.bots]),
    '',
    line(['Dia', noun, 'Visitantes únicos']),
    ...stats.days.map((day) => line([reportDay(day.day), day.visits, day.visitors])),
  ];
  for (const { dimension, title } of reportBreakdowns(stats)) {
    lines.push('', line([title, noun, '%']));
    for (const row of stats[dimension]) {
      lines.push(
        line([
          visitDimensionLabel(dimension, row.value),
          row.visits,
          percentOf(row.visits, stats.visits),
        ]),
      );
    }
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
