// "Baixar meus dados": every dataset of export-datasets.ts twice in one ZIP, as JSON (an array of
// the rows as the database has them) and as CSV (one column per field, for spreadsheets), with a
// LEIA-ME.txt saying what each file holds. Each dataset is read once per format, page by page.
import { csvCell, CSV_BOM, CSV_SEPARATOR } from '@qrlink/core/analytics/csv';
import { EXPORT_DATASETS, type Dataset, type ReadAsUser } from './export-datasets';
import type { ZipWriter } from './zip-writer';

const README = `Seus dados no QR Link

Cada tabela da sua conta está aqui duas vezes: em JSON (como o banco de dados a guarda) e em CSV
(para abrir em planilhas; separador ';', UTF-8). Nada foi cortado: todas as linhas estão aqui.

perfil                      seu perfil (nome, e-mail, plano e preferências)
espacos_de_trabalho         os espaços de trabalho de que você participa, e seu papel em cada um
pastas, tags                suas pastas e tags
qr_codes                    os QR Codes que você criou, em qualquer espaço de trabalho
tags_dos_qr_codes           as tags de cada QR Code
modelos_de_qr               seus modelos de design de QR Code
scans                       cada scan dos seus QR Codes
links_encurtados            os links encurtados que você criou, em qualquer espaço de trabalho
tags_dos_links              as tags de cada link
cliques                     cada clique dos seus links
notificacoes                suas notificações
pagamentos, assinaturas     o que o Mercado Pago nos informou dos seus pagamentos
chaves_de_api               suas chaves de API (sem as chaves: guardamos apenas um resumo delas)
relatorios_compartilhados   os relatórios que você compartilhou
paginas                     as páginas (/p/...) que você criou, em qualquer espaço de trabalho
dominios                    os domínios próprios que você adicionou
webhooks                    seus webhooks (sem os segredos de assinatura)
entregas_de_webhooks        o registro de cada entrega de webhook
logos                       os arquivos de logo que você enviou (nome e tamanho)
`;

function cellOf(value: unknown): string {
  if (value !== null && typeof value === 'object') return csvCell(JSON.stringify(value));
  return csvCell(value as string | number | boolean | null | undefined);
}

async function writeJson(zip: ZipWriter, dataset: Dataset, read: ReadAsUser) {
  await zip.file(`${dataset.name}.json`);
  let separator = '[\n';
  for await (const page of dataset.pages(read)) {
    await zip.write(separator + page.map((row) => JSON.stringify(row)).join(',\n'));
    separator = ',\n';
  }
  await zip.write(separator === '[\n' ? '[]\n' : '\n]\n');
}

/** One column per field of the first row (every row of a table has the same fields). */
async function writeCsv(zip: ZipWriter, dataset: Dataset, read: ReadAsUser) {
  await zip.file(`${dataset.name}.csv`);
  let columns: string[] | null = null;
  let text = CSV_BOM;
  for await (const page of dataset.pages(read)) {
    if (!columns) {
      columns = Object.keys(page[0]!);
      text += `${columns.map((column) => cellOf(column)).join(CSV_SEPARATOR)}\r\n`;
    }
    for (const row of page) {
      text += `${columns.map((column) => cellOf(row[column])).join(CSV_SEPARATOR)}\r\n`;
    }
    await zip.write(text);
    text = '';
  }
  if (text) await zip.write(text);
}

export async function exportAccount(zip: ZipWriter, read: ReadAsUser): Promise<void> {
  await zip.file('LEIA-ME.txt');
  await zip.write(README);
  for (const dataset of EXPORT_DATASETS) {
    await writeJson(zip, dataset, read);
    await writeCsv(zip, dataset, read);
  }
  await zip.finish();
}
