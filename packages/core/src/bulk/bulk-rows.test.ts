import { describe, expect, it } from 'vitest';
import { bulkTemplate, parseBulkRows } from './bulk-rows';

describe('parseBulkRows', () => {
  it('reads a pt-BR spreadsheet (;) with its header, columns in any order and case', () => {
    const { rows, fileErrors } = parseBulkRows(
      '\uFEFFTags;Pasta;DESTINO;Descrição;Alias\n' +
        'verão|Oferta|verão;Loja;exemplo.com.br/a;Promo;promo-a\n' +
        ';;https://exemplo.com.br/b;;\n',
      'short_link',
    );
    expect(fileErrors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        destination: 'https://exemplo.com.br/a',
        alias: 'promo-a',
        description: 'Promo',
        folder: 'Loja',
        tags: ['verão', 'Oferta'],
        errors: [],
      },
      {
        line: 3,
        destination: 'https://exemplo.com.br/b',
        alias: null,
        description: null,
        folder: null,
        tags: [],
        errors: [],
      },
    ]);
  });

  it('takes pasted lines without a header as one destination each', () => {
    const { rows } = parseBulkRows('https://a.example/1\n\nhttps://a.example/2\n', 'qr');
    expect(rows.map((row) => [row.line, row.destination, row.errors])).toEqual([
      [1, 'https://a.example/1', []],
      [2, 'https://a.example/2', []],
    ]);
  });

  it('names every problem of every row, with its line', () => {
    const { rows } = parseBulkRows(
      'url,alias,tags\n' +
        'javascript:alert(1),ok,\n' +
        ',tem espaço,\n' +
        `https://a.example,dup,"${Array.from({ length: 21 }, (_, i) => `t${i}`).join('|')}"\n` +
        'https://b.example,DUP,\n',
      'short_link',
    );
    expect(rows.map((row) => [row.line, row.errors])).toEqual([
      [
        2,
        [
          'Links javascript:, data:, file: e semelhantes não são permitidos. Use um endereço http:// ou https://.',
        ],
      ],
      [3, ['Informe a URL de destino.', 'O alias aceita apenas letras, números e hífens.']],
      [4, ['Use no máximo 20 tags por item.']],
      [5, ['O alias "DUP" já aparece na linha 4.']],
    ]);
    expect(parseBulkRows('destino;alias\nhttps://a.example;x\n', 'qr').rows[0]!.errors).toEqual([
      'QR Codes não têm alias nem descrição: deixe essas colunas vazias.',
    ]);
  });

  it('refuses an empty file and more than 1,000 rows', () => {
    expect(parseBulkRows('destino\n', 'qr').fileErrors).toEqual(['Nenhuma linha encontrada.']);
    const many = parseBulkRows(
      Array.from({ length: 1001 }, (_, i) => `https://a.example/${i}`).join('\n'),
      'qr',
    );
    expect(many.fileErrors).toEqual(['Envie no máximo 1.000 linhas por vez.']);
    expect(many.rows).toHaveLength(1000);
  });

  it('offers templates that parse without errors', () => {
    for (const kind of ['qr', 'short_link'] as const) {
      const { rows, fileErrors } = parseBulkRows(bulkTemplate(kind), kind);
      expect(fileErrors).toEqual([]);
      expect(rows.flatMap((row) => row.errors)).toEqual([]);
      expect(rows).toHaveLength(2);
    }
  });
});

describe('buildBulkZip', () => {
  it('zips one readable 1000 px PNG per created code, named by line, reporting progress', async () => {
    const { unzipSync } = await import('fflate');
    const { PNG } = await import('pngjs');
    const jsQR = (await import('jsqr')).default;
    const { buildBulkZip } = await import('./bulk-zip');
    const files = Array.from({ length: 30 }, (_, i) => ({
      line: i + 2,
      text: `https://qr.example/qr/${i}`,
      destination: 'https://exemplo.com.br/mesma',
    }));
    const progress: number[] = [];
    const zip = await buildBulkZip(files, (done) => progress.push(done), 10);
    expect(progress).toEqual([10, 20, 30]);
    const entries = unzipSync(zip);
    const names = Object.keys(entries).sort();
    expect(names).toHaveLength(30);
    expect(names[0]).toBe('0002_qrcode_https___exemplo_com_br_mesma_1000x1000.png');
    const image = PNG.sync.read(Buffer.from(entries[names[5]!]!));
    expect([image.width, image.height]).toEqual([1000, 1000]);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe('https://qr.example/qr/5');
  });
});
