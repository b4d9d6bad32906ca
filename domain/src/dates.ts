// Dates show as DD-MMM-YYYY (05-Mar-2026); history times as DD-MMM-YYYY HH:MM (spec 000 s9).
// Built from Intl parts rather than toLocaleString so the output is the same in every browser
// and Node, whatever the user's locale.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  day: number;
  month: number;
  year: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown zone: better than silently showing another zone's time.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function parts(value: Date | string, timeZone?: string): Parts {
  // A bare calendar date (a date of service) has no time zone: never shift it a day.
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    const check = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    if (check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(d)) throw new RangeError(`invalid date: ${String(value)}`);
    return { day: Number(d), month: Number(m) - 1, year: Number(y), hour: 0, minute: 0 };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${String(value)}`);
  if (timeZone === undefined) {
    return { day: date.getDate(), month: date.getMonth(), year: date.getFullYear(), hour: date.getHours(), minute: date.getMinutes() };
  }
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(
      formatterFor(timeZone)
        .formatToParts(date)
        .find((p) => p.type === type)?.value,
    );
  return { day: get('day'), month: get('month') - 1, year: get('year'), hour: get('hour') % 24, minute: get('minute') };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * 05-Mar-2026. The browser's local zone by default; pass an IANA zone ('UTC', 'Asia/Thimphu')
 * for server-side text (e-mails, reports). A 'YYYY-MM-DD' string is shown as that date.
 */
export function formatDate(value: Date | string, timeZone?: string): string {
  const p = parts(value, timeZone);
  return `${two(p.day)}-${MONTHS[p.month]}-${p.year}`;
}

/** 05-Mar-2026 14:07 (24-hour), same zone rules as formatDate. */
export function formatDateTime(value: Date | string, timeZone?: string): string {
  const p = parts(value, timeZone);
  return `${two(p.day)}-${MONTHS[p.month]}-${p.year} ${two(p.hour)}:${two(p.minute)}`;
}

/** The calendar date 'YYYY-MM-DD' of an instant in a zone: "today" for date rules and date pickers. */
export function isoDate(value: Date | string, timeZone?: string): string {
  const p = parts(value, timeZone);
  return `${String(p.year).padStart(4, '0')}-${two(p.month + 1)}-${two(p.day)}`;
}
