// CSV that Excel pt-BR opens correctly on a double click: UTF-8 with a BOM (else accents
// break), ';' between fields (Excel pt-BR expects it because ',' is the decimal mark), every
// field quoted with inner quotes doubled, CRLF line ends. Cells that a spreadsheet would run
// as a formula (starting with = + - @, tab or carriage return) get a leading apostrophe
// (OWASP "CSV injection"); plain numbers such as -12,5 are left alone.

export const CSV_BOM = '\ufeff';
export const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

export type CsvCell = string | number | boolean | null | undefined;

export function csvCell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
