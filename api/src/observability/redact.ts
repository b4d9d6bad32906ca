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
  if (value instanceof Error) return censorError(value, depth, seen);
  if (Array.isArray(value)) return value.map((item) => censorKeys(item, depth + 1, seen));
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? CENSORED : censorKeys(item, depth + 1, seen);
  return out;
}

/**
 * A copy of an Error that keeps what diagnoses it (review 49 s17): its class (pino's `type`), its
 * `cause` and its own fields (`code`, `type`, `statusCode`, a Stripe error's `decline_code`),
 * censored like any object; message and stack have card numbers scrubbed.
 */
function censorError(error: Error, depth: number, seen: WeakSet<object>): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  const own = (key: string, item: unknown, enumerable = false) =>
    Object.defineProperty(copy, key, { value: item, enumerable, writable: true, configurable: true });
  own('message', scrubCardNumbers(error.message));
  own('name', error.name);
  if (error.stack) own('stack', scrubCardNumbers(error.stack));
  if (error.cause !== undefined) own('cause', censorKeys(error.cause, depth + 1, seen));
  for (const [key, item] of Object.entries(error)) {
    if (key === 'message' || key === 'stack' || key === 'name' || key === 'cause') continue;
    own(key, SECRET_KEY.test(key) ? CENSORED : censorKeys(item, depth + 1, seen), true);
  }
  return copy;
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
