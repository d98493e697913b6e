import { PDFDocument } from 'pdf-lib';
import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  percentOf,
  reportFileName,
  reportPeriod,
  visitReportToCsv,
  type VisitReport,
} from './visit-report';
import { visitReportToPdf } from './visit-report-pdf';

const rows = (names: string[]) => names.map((value, i) => ({ value, visits: 10 - i }));
const report: VisitReport = {
  kind: 'qr',
  destination: 'https://exemplo.com.br/cardápio?x=1&y=🍕',
  from: '2026-05-01',
  to: '2026-05-03',
  stats: {
    visits: 20,
    visitors: 15,
    bots: 2,
    days: [
      { day: '2026-05-01', visits: 5, visitors: 4 },
      { day: '2026-05-02', visits: 0, visitors: 0 },
      { day: '2026-05-03', visits: 15, visitors: 11 },
    ],
    device: rows(['mobile', 'desktop']),
    browser: rows(['Chrome']),
    os: [],
    country: rows(['BR', '']),
    city: rows(['São Paulo']),
    referrer: rows(['', 'www.instagram.com']),
    destination: [],
  },
};

/** The text a PDF draws, from its (deflated) content streams' hex strings (WinAnsi). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = Buffer.from(unzlibSync(Buffer.from(match[1]!, 'latin1'))).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

describe('visit reports', () => {
  it('name their period, file and shares', () => {
    expect(reportPeriod(report)).toBe('01/05/2026 a 03/05/2026');
    expect(reportFileName(report, 'csv')).toBe('relatorio-qr-2026-05-01-a-2026-05-03.csv');
    expect(reportFileName({ ...report, kind: 'link' }, 'pdf')).toBe(
      'relatorio-link-2026-05-01-a-2026-05-03.pdf',
    );
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('export as one CSV in sections, for Excel pt-BR', () => {
    const csv = visitReportToCsv(
      { ...report, kind: 'link', shortUrl: 'https://q.example/s/promo' },
      new Date('2026-05-04T15:00:00Z'),
    );
    expect(csv.startsWith('\ufeff')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.slice(0, 8)).toEqual([
      '"Relatório";"Relatório de link encurtado"',
      '"Destino";"https://exemplo.com.br/cardápio?x=1&y=🍕"',
      '"Link curto";"https://q.example/s/promo"',
      '"Período";"01/05/2026 a 03/05/2026"',
      '"Gerado em";"04/05/2026"',
      '"Cliques no período";"20"',
      '"Visitantes únicos (por dia)";"15"',
      '"Robôs e pré-visualizações (não contados)";"2"',
    ]);
    expect(csv).toContain('"Dia";"Cliques";"Visitantes únicos"\r\n"01/05/2026";"5";"4"');
    expect(csv).toContain(
      '"Dispositivos";"Cliques";"%"\r\n"Celular";"10";"50"\r\n"Computador";"9";"45"',
    );
    expect(csv).toContain(
      '"Países";"Cliques";"%"\r\n"Brasil";"10";"50"\r\n"Desconhecido";"9";"45"',
    );
    expect(csv).toContain('"Origens";"Cliques";"%"\r\n"Direto";"10";"50"');
    expect(csv).toContain('"Sistemas";"Cliques";"%"\r\n\r\n"Países"');
    // 'Destinos' only for a code whose rules chose where its visits went, before the others.
    expect(csv).not.toContain('Destinos');
    const routed = visitReportToCsv({
      ...report,
      stats: { ...report.stats, destination: rows(['https://exemplo.com.br/en']) },
    });
    expect(routed).toContain(
      '"Destinos";"Scans";"%"\r\n"https://exemplo.com.br/en";"10";"50"\r\n\r\n"Dispositivos"',
    );
  });

  it('draw a one-page A4 PDF with every figure, replacing what Helvetica cannot draw', async () => {
    const bytes = await visitReportToPdf(report, new Date('2026-05-04T15:00:00Z'));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.getTitle()).toBe('Relatório de QR Code - 01/05/2026 a 03/05/2026');
    const drawn = await pdfText(bytes);
    for (const expected of [
      'Relatório de QR Code',
      'Destino: https://exemplo.com.br/cardápio?x=1&y=?',
      'Scans no período',
      '20',
      '15',
      'Scans por dia',
      '01/05/2026',
      '03/05/2026',
      'Celular',
      '10 (50%)',
      'São Paulo',
      'Brasil',
      'Direto',
      'Sem dados no período.',
    ]) {
      expect(drawn, expected).toContain(expected);
    }
  });

  it("add a page with 'Destinos' for a code whose rules chose where visits went", async () => {
    const routed = {
      ...report,
      stats: { ...report.stats, destination: rows(['https://exemplo.com.br/en']) },
    };
    const bytes = await visitReportToPdf(routed);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const drawn = await pdfText(bytes);
    expect(drawn).toContain('Destinos');
    expect(drawn).toContain('https://exemplo.com.br/en');
  });

  it('cut a destination too long for the page', async () => {
    const long = { ...report, destination: `https://exemplo.com.br/${'a'.repeat(400)}` };
    const drawn = await pdfText(await visitReportToPdf(long));
    const line = drawn.split('\n').find((text) => text.startsWith('Destino: '))!;
    expect(line.endsWith('...')).toBe(true);
    expect(line.length).toBeLessThan(150);
  });
});
