/** A CSV cell's value: text, a number, a flag, or nothing (an empty cell). */
export type CsvValue = string | number | boolean | null;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, its quotes doubled;
 * a leading = + - @ (or tab, carriage return) is neutralised with an apostrophe so a spreadsheet
 * never runs it as a formula.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of cells, with the CRLF the RFC ends lines with. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
