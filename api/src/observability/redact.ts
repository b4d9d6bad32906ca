// What never reaches a log line: card numbers and CVCs, passwords, tokens, secrets, keys, and
// the Authorization and Cookie headers. Three layers, each cheap: pino's `redact` for the known
// paths, a walk of every logged object that censors keys by name (any depth), and a last scan of
// the written line for anything that looks like a card number (13-19 digits passing Luhn).

export const CENSORED = '[redacted]';

/** pino `redact` paths: headers as Node and Express name them, wherever a request is logged. */
export const REDACT_PATHS = [
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** Keys whose values are secret whatever they hold. */
const SECRET_KEY = /pass(word)?|card.?number|^pan$|^cvc|^cvv|cvc.?code|token|secret|authori[sz]ation|cookie|api.?key|private.?key|signature/i;

/** A copy of `value` with every secret-named key's value censored (depth-limited, cycle-safe). */
export function censorKeys(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (value instanceof Error) {
    // Still an Error, so pino's serializer names its type; the written line is scanned again anyway.
    const copy = new Error(scrubCardNumbers(value.message));
    copy.name = value.name;
    copy.stack = value.stack && scrubCardNumbers(value.stack);
    return copy;
  }
  if (Array.isArray(value)) return value.map((item) => censorKeys(item, depth + 1, seen));
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? CENSORED : censorKeys(item, depth + 1, seen);
  return out;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 13 to 19 digits, optionally in groups split by one space or dash, not inside a longer word or id. */
const CARD_LIKE = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;

/** Replaces anything shaped like a card number that passes Luhn with `[card]`. */
export function scrubCardNumbers(text: string): string {
  return text.replace(CARD_LIKE, (match) => (luhn(match.replace(/[ -]/g, '')) ? '[card]' : match));
}
