// CSV files people open in a spreadsheet (checkout and organization reports). Cells are quoted
// when needed, and a cell that a spreadsheet would run as a formula is prefixed with a quote.

/** RFC 4180 cell; `=`, `+`, `-`, `@`, tab and CR starts are neutralised (CSV injection). */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and data rows, CRLF line ends (what spreadsheets expect). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
