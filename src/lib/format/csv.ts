/**
 * CSV for spreadsheets, in the visitor's locale: pt-BR spreadsheets (Excel, Google
 * Sheets in Brazil) read ';' between cells and ',' in decimals; en-US ones ',' and '.'.
 * Text cells that a spreadsheet would run as a formula (= + - @, and the tab and
 * carriage return OWASP lists) get a leading apostrophe. Numbers stay numbers.
 */
export type CsvCell = string | number | null | undefined;

export interface CsvFormat {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export const csvFormatFor = (locale: string): CsvFormat => (locale.toLowerCase().startsWith('pt') ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' });

const FORMULA_START = /^[=+\-@\t\r]/;

function textCell(value: string, separator: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  const needsQuotes = safe.includes(separator) || /["\r\n]/.test(safe) || safe !== safe.trim();
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function numberCell(value: number, decimal: string): string {
  if (!Number.isFinite(value)) return '';
  // Two decimals for amounts, no thousands separator: what a spreadsheet reads as a number.
  return value.toFixed(2).replace('.', decimal);
}

export function toCsv(rows: readonly (readonly CsvCell[])[], format: CsvFormat): string {
  return rows
    .map((row) =>
      row
        .map((cell) => (cell === null || cell === undefined ? '' : typeof cell === 'number' ? numberCell(cell, format.decimal) : textCell(cell, format.separator)))
        .join(format.separator),
    )
    .join('\r\n');
}

/** A CSV file: UTF-8 with a byte-order mark, so Excel reads accents right. */
export const csvBlob = (csv: string) => new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
