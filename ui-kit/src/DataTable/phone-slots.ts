import type { BreakpointName } from '../theme';

/**
 * Where a column's cell goes in a list's stacked rows on a phone:
 * - `title`: the main line, left (the code or the counterparty); never broken mid-token.
 * - `amount`: the main line, right-aligned, never truncated.
 * - `meta`: the second line, muted (dates, types).
 * - `status`: the second line, right (the status badge).
 * - `lead`: before the title (a row checkbox or the flag dot).
 * - `hidden`: left out on phones (long text, e-mail addresses).
 */
export type PhoneSlot = 'title' | 'amount' | 'meta' | 'status' | 'lead' | 'hidden';

interface SlotColumn {
  key: string;
  align?: 'left' | 'right' | 'center';
  hideBelow?: BreakpointName;
  hideLabel?: boolean;
  phone?: PhoneSlot;
}

const STATUS_KEY = /status|stage/i;
const TITLE_KEYS = ['code', 'name'];

/**
 * One rule for every list, so amount and status always survive on a phone: a column's own
 * `phone` wins; else a status-like key is the status, a column of row buttons a detail, the
 * first right-aligned column the amount,
 * the code (or name, or first) column the title, columns hidden from md up are left out, the
 * rest are second-line details.
 */
export function phoneSlots(columns: readonly SlotColumn[]): PhoneSlot[] {
  const explicitTitle = columns.some((column) => column.phone === 'title');
  const titleIndex = explicitTitle
    ? -1
    : Math.max(
        0,
        columns.findIndex((column) => TITLE_KEYS.includes(column.key)),
      );
  let amountTaken = columns.some((column) => column.phone === 'amount');
  return columns.map((column, index) => {
    if (column.phone) return column.phone;
    if (index === titleIndex) return 'title';
    if (STATUS_KEY.test(column.key)) return 'status';
    // A column of row buttons (its header for screen readers only) is not money, wherever it sits.
    if (column.hideLabel) return 'meta';
    if (column.align === 'right') {
      if (amountTaken) return 'meta';
      amountTaken = true;
      return 'amount';
    }
    if (column.hideBelow === 'md' || column.hideBelow === 'lg') return 'hidden';
    return 'meta';
  });
}
