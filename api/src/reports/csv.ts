// CSV files people open in a spreadsheet (checkout and organization reports). Cells are quoted
// when needed, and a cell that a spreadsheet would run as a formula is prefixed with a quote.

import { centsToDecimal } from '@pg/domain';

/** A plain decimal ("-0.20", "12"): a number to a spreadsheet, never a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * RFC 4180 cell; `=`, `+`, `-`, `@`, their full-width forms (＝ ＋ － ＠, which some Excel builds
 * also evaluate), tab and CR starts are neutralised (CSV injection). A plain decimal is written as
 * it is: "-0.20" with a quote in front would be text that SUM() skips (review 49 s2).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && !NUMBER.test(text) && /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An amount column: cents as a decimal with two places, "-0.20" (a number in the spreadsheet). */
export const csvAmount = (cents: number): string => centsToDecimal(cents).toFixed(2);

/** A header row and data rows, CRLF line ends (what spreadsheets expect). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
