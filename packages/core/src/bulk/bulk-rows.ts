// Bulk creation's rows (docs/product/organising.md, "Organising"): a CSV file or pasted lines, read
// before anything is written, each row checked like the forms check one item, every problem
// reported with its line in pt-BR. The header names the columns in Portuguese or English, any case,
// with or without accents (destino/url, alias, descricao, pasta, tags); without a header, one
// destination per line. ',' or ';' separate columns (Excel pt-BR writes ';'); tags in one cell are
// separated by '|' or ','.
import Papa from 'papaparse';
import { ALIAS_MAX_LENGTH } from '../validation/alias';
import { FOLDER_NAME_MAX, TAG_NAME_MAX, TAGS_PER_ITEM_MAX } from '../validation/organise-schema';
import { normaliseUrl } from '../validation/url';

export type BulkKind = 'qr' | 'short_link';
const BULK_MAX_ROWS = 1_000;
const DESCRIPTION_MAX = 500;

export interface BulkRow {
  /** The row's line in the file (the header is line 1 when there is one). */
  line: number;
  destination: string;
  alias: string | null;
  description: string | null;
  folder: string | null;
  tags: string[];
  errors: string[];
}

export interface BulkParse {
  rows: BulkRow[];
  /** Problems of the whole file (no rows, too many rows, unknown columns). */
  fileErrors: string[];
}

type Column = 'destination' | 'alias' | 'description' | 'folder' | 'tags';
const HEADERS: Record<Column, string[]> = {
  destination: ['destino', 'url', 'url de destino', 'url original', 'link', 'destination'],
  alias: ['alias', 'apelido', 'codigo', 'code'],
  description: ['descricao', 'description', 'nota'],
  folder: ['pasta', 'folder'],
  tags: ['tags', 'tag', 'etiquetas'],
};

function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[_.]+/g, ' ').trim();
}

function columnOf(header: string): Column | undefined {
  const name = normalise(header);
  return (Object.keys(HEADERS) as Column[]).find((column) => HEADERS[column].includes(name));
}

function splitTags(cell: string): string[] {
  const seen = new Set<string>();
  return cell
    .split(/[|,]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
}

function checkRow(row: BulkRow, kind: BulkKind): void {
  const url = normaliseUrl(row.destination);
  if (url.ok) row.destination = url.url;
  else row.errors.push(row.destination.trim() ? url.message : 'Informe a URL de destino.');
  if (kind === 'qr' && (row.alias || row.description)) {
    row.errors.push('QR Codes não têm alias nem descrição: deixe essas colunas vazias.');
  }
  if (row.alias && !/^[A-Za-z0-9-]+$/.test(row.alias)) {
    row.errors.push('O alias aceita apenas letras, números e hífens.');
  } else if (row.alias && row.alias.length > ALIAS_MAX_LENGTH) {
    row.errors.push(`O alias pode ter no máximo ${ALIAS_MAX_LENGTH} caracteres.`);
  }
  if (row.description && row.description.length > DESCRIPTION_MAX) {
    row.errors.push(`A descrição pode ter no máximo ${DESCRIPTION_MAX} caracteres.`);
  }
  if (row.folder && row.folder.length > FOLDER_NAME_MAX) {
    row.errors.push(`O nome da pasta pode ter no máximo ${FOLDER_NAME_MAX} caracteres.`);
  }
  if (row.tags.length > TAGS_PER_ITEM_MAX) {
    row.errors.push(`Use no máximo ${TAGS_PER_ITEM_MAX} tags por item.`);
  }
  if (row.tags.some((tag) => tag.length > TAG_NAME_MAX)) {
    row.errors.push(`Cada tag pode ter no máximo ${TAG_NAME_MAX} caracteres.`);
  }
}

export function parseBulkRows(text: string, kind: BulkKind): BulkParse {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  const table = parsed.data.map((cells) => cells.map((cell) => cell.trim()));
  const header = table[0]?.map(columnOf) ?? [];
  const hasHeader = header.includes('destination');
  const columns: (Column | undefined)[] = hasHeader ? header : ['destination'];
  const body = hasHeader ? table.slice(1) : table;
  const fileErrors: string[] = [];
  if (body.length === 0) fileErrors.push('Nenhuma linha encontrada.');
  if (body.length > BULK_MAX_ROWS) {
    fileErrors.push(`Envie no máximo ${BULK_MAX_ROWS.toLocaleString('pt-BR')} linhas por vez.`);
  }
  const aliases = new Map<string, number>();
  const rows = body.slice(0, BULK_MAX_ROWS).map((cells, index) => {
    const cell = (column: Column) => cells[columns.indexOf(column)] ?? '';
    const row: BulkRow = {
      line: index + (hasHeader ? 2 : 1),
      destination: cell('destination'),
      alias: cell('alias') || null,
      description: cell('description') || null,
      folder: cell('folder') || null,
      tags: splitTags(cell('tags')),
      errors: [],
    };
    checkRow(row, kind);
    if (row.alias) {
      const first = aliases.get(row.alias.toLowerCase());
      if (first) row.errors.push(`O alias "${row.alias}" já aparece na linha ${first}.`);
      else aliases.set(row.alias.toLowerCase(), row.line);
    }
    return row;
  });
  return { rows, fileErrors };
}

/** The template offered for download: the header and two example rows. */
export function bulkTemplate(kind: BulkKind): string {
  return kind === 'qr'
    ? 'destino;pasta;tags\nhttps://exemplo.com.br/cardapio;Restaurante;cardápio|mesa\nhttps://exemplo.com.br/promo;;promoção\n'
    : 'destino;alias;descricao;pasta;tags\nhttps://exemplo.com.br/cardapio;cardapio-centro;Cardápio da loja do centro;Restaurante;cardápio\nhttps://exemplo.com.br/promo;;Promoção de verão;;promoção|verão\n';
}
