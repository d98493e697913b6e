// The visit report as an A4 PDF (pdf-lib, drawn in the browser: no server, works in the desktop
// app too): on one page, title, destination, period, the three totals, visits per day as bars,
// and the six top-10 breakdowns; for a code whose rules chose where visits went, a second page
// with 'Destinos'. Standard Helvetica covers Portuguese; any character it cannot draw (an emoji
// in a city name) becomes '?'.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDateTime } from '../dates/format-date';
import { visitDimensionLabel, type VisitDimension } from './visit-dimension-label';
import {
  percentOf,
  REPORT_BREAKDOWNS,
  reportBreakdowns,
  reportDay,
  reportNoun,
  reportPeriod,
  reportTitle,
  type VisitReport,
} from './visit-report';

const BRAND = rgb(0.992, 0.078, 0.333);
const TEAL = rgb(0.07, 0.6, 0.55);
const INK = rgb(0.13, 0.13, 0.15);
const MUTED = rgb(0.42, 0.42, 0.46);
const LINE = rgb(0.88, 0.88, 0.9);
const MARGIN = 40;
const WIDTH = 595.28;
const HEIGHT = 841.89;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Text the font can draw, cut with '...' to fit `maxWidth`. */
function fitted(font: PDFFont, text: string, size: number, maxWidth: number): string {
  const drawable = new Set(font.getCharacterSet());
  let safe = [...text].map((c) => (drawable.has(c.codePointAt(0)!) ? c : '?')).join('');
  if (font.widthOfTextAtSize(safe, size) <= maxWidth) return safe;
  while (safe.length > 1 && font.widthOfTextAtSize(`${safe}...`, size) > maxWidth) {
    safe = safe.slice(0, -1);
  }
  return `${safe}...`;
}

function text(
  page: PDFPage,
  font: PDFFont,
  value: string,
  x: number,
  y: number,
  size: number,
  maxWidth = WIDTH - x - MARGIN,
  color = INK,
) {
  page.drawText(fitted(font, value, size, maxWidth), { x, y, size, font, color });
}

function totals(page: PDFPage, fonts: Fonts, report: VisitReport, top: number): number {
  const noun = reportNoun(report.kind);
  const boxes: Array<[string, number]> = [
    [`${noun} no período`, report.stats.visits],
    ['Visitantes únicos (por dia)', report.stats.visitors],
    ['Robôs e pré-visualizações', report.stats.bots],
  ];
  const width = (WIDTH - 2 * MARGIN - 2 * 12) / 3;
  boxes.forEach(([label, value], index) => {
    const x = MARGIN + index * (width + 12);
    page.drawRectangle({ x, y: top - 52, width, height: 52, borderColor: LINE, borderWidth: 1 });
    text(page, fonts.regular, label, x + 10, top - 18, 9, width - 20, MUTED);
    text(page, fonts.bold, value.toLocaleString('pt-BR'), x + 10, top - 42, 18, width - 20);
  });
  return top - 52;
}

function dailyChart(page: PDFPage, fonts: Fonts, report: VisitReport, top: number): number {
  const height = 110;
  const bottom = top - 24 - height;
  text(page, fonts.bold, `${reportNoun(report.kind)} por dia`, MARGIN, top - 14, 12);
  const days = report.stats.days;
  const peak = Math.max(1, ...days.map((day) => day.visits));
  const width = WIDTH - 2 * MARGIN;
  const slot = width / Math.max(1, days.length);
  page.drawLine({
    start: { x: MARGIN, y: bottom },
    end: { x: MARGIN + width, y: bottom },
    color: LINE,
  });
  days.forEach((day, index) => {
    const barHeight = (day.visits / peak) * (height - 14);
    if (barHeight > 0) {
      page.drawRectangle({
        x: MARGIN + index * slot + slot * 0.15,
        y: bottom,
        width: Math.max(0.8, slot * 0.7),
        height: barHeight,
        color: BRAND,
      });
    }
  });
  text(
    page,
    fonts.regular,
    `máximo: ${peak.toLocaleString('pt-BR')}`,
    MARGIN,
    bottom + height - 8,
    8,
    200,
    MUTED,
  );
  if (days.length > 0) {
    text(page, fonts.regular, reportDay(days[0]!.day), MARGIN, bottom - 11, 8, 100, MUTED);
    const last = reportDay(days[days.length - 1]!.day);
    text(
      page,
      fonts.regular,
      last,
      MARGIN + width - fonts.regular.widthOfTextAtSize(last, 8),
      bottom - 11,
      8,
      100,
      MUTED,
    );
  }
  return bottom - 16;
}

function breakdowns(
  page: PDFPage,
  fonts: Fonts,
  report: VisitReport,
  top: number,
  list: ReadonlyArray<{ dimension: VisitDimension; title: string }> = REPORT_BREAKDOWNS,
) {
  const columnWidth = (WIDTH - 2 * MARGIN - 20) / 2;
  list.forEach(({ dimension, title }, index) => {
    const x = MARGIN + (index % 2) * (columnWidth + 20);
    let y = top - Math.floor(index / 2) * 150;
    text(page, fonts.bold, title, x, y - 14, 11, columnWidth);
    y -= 28;
    const rows = report.stats[dimension];
    if (rows.length === 0)
      text(page, fonts.regular, 'Sem dados no período.', x, y, 9, columnWidth, MUTED);
    for (const row of rows) {
      const share = percentOf(row.visits, report.stats.visits);
      const figure = `${row.visits.toLocaleString('pt-BR')} (${share}%)`;
      const figureWidth = fonts.bold.widthOfTextAtSize(figure, 8.5);
      text(
        page,
        fonts.regular,
        visitDimensionLabel(dimension, row.value),
        x,
        y,
        8.5,
        columnWidth - figureWidth - 8,
      );
      page.drawText(figure, {
        x: x + columnWidth - figureWidth,
        y,
        size: 8.5,
        font: fonts.bold,
        color: INK,
      });
      page.drawRectangle({ x, y: y - 5, width: columnWidth, height: 1.5, color: LINE });
      page.drawRectangle({
        x,
        y: y - 5,
        width: (columnWidth * share) / 100,
        height: 1.5,
        color: TEAL,
      });
      y -= 12;
    }
  });
}

export async function visitReportToPdf(
  report: VisitReport,
  generatedAt: Date = new Date(),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${reportTitle(report.kind)} - ${reportPeriod(report)}`);
  pdf.setProducer('QR Link');
  pdf.setCreator('QR Link');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const page = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  text(page, fonts.bold, reportTitle(report.kind), MARGIN, y - 20, 20, undefined, BRAND);
  y -= 42;
  text(page, fonts.regular, `Destino: ${report.destination}`, MARGIN, y, 10);
  if (report.shortUrl)
    text(page, fonts.regular, `Link curto: ${report.shortUrl}`, MARGIN, (y -= 15), 10);
  text(
    page,
    fonts.regular,
    `Período: ${reportPeriod(report)}  ·  Gerado em ${formatDateTime(generatedAt)}`,
    MARGIN,
    (y -= 15),
    10,
    undefined,
    MUTED,
  );
  y = totals(page, fonts, report, y - 14);
  y = dailyChart(page, fonts, report, y - 14);
  breakdowns(page, fonts, report, y - 8);
  const footer = (on: PDFPage) =>
    text(
      on,
      fonts.regular,
      'QR Link  ·  País e cidade: DB-IP (CC BY 4.0), db-ip.com',
      MARGIN,
      24,
      8,
      undefined,
      MUTED,
    );
  footer(page);
  // 'Destinos' (where the rules sent the visits) on a page of its own: the first is full.
  const extra = reportBreakdowns(report.stats).filter((b) => !REPORT_BREAKDOWNS.includes(b));
  if (extra.length > 0) {
    const next = pdf.addPage([WIDTH, HEIGHT]);
    text(
      next,
      fonts.bold,
      reportTitle(report.kind),
      MARGIN,
      HEIGHT - MARGIN - 20,
      14,
      undefined,
      BRAND,
    );
    breakdowns(next, fonts, report, HEIGHT - MARGIN - 36, extra);
    footer(next);
  }
  return pdf.save();
}
