/** One field's value before and after a change, as JSON values. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

export type FieldChanges = Record<string, FieldChange>;

/**
 * Fields whose values never go into the audit log: credentials and their hashes, encrypted
 * secrets, tokens. Exact names of the entities' properties, and a pattern for any added later.
 */
export const SECRET_FIELDS: readonly string[] = [
  'passwordHash',
  'secretHash',
  'secretCipher',
  'previousSecretCipher',
  'tokenHash',
  'token',
  'accessKey',
  'clientSecret',
];
// Any name ending so (resetToken, apiSecret...); not previousSecretExpiresAt, a date.
const SECRET_PATTERN = /(password|secret|token|hash|cipher|cvc|cardNumber)$/i;

/** Bookkeeping columns, not a change anyone made. */
const IGNORED_FIELDS = new Set(['updatedAt', 'createdAt', 'id', 'version']);

export function isSecretField(field: string): boolean {
  return SECRET_FIELDS.includes(field) || SECRET_PATTERN.test(field);
}

/** A value as the log stores it: dates as ISO text, references as their id. */
function jsonValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object' && !Array.isArray(value) && 'id' in value && typeof value.id === 'string') return (value as { id: string }).id;
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields of a record (`after` holds only changed fields, as a flush's change set
 * does), without bookkeeping columns and secrets; null when nothing is left.
 */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges | null {
  const changes: FieldChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (IGNORED_FIELDS.has(field) || isSecretField(field)) continue;
    const was = jsonValue(before[field]);
    const now = jsonValue(value);
    if (!same(was, now)) changes[field] = { before: was, after: now };
  }
  return Object.keys(changes).length ? changes : null;
}

/** Explicit changes from a call site, with the same rules (secrets dropped). */
export function cleanChanges(changes: FieldChanges | null | undefined): FieldChanges | null {
  if (!changes) return null;
  const kept = Object.entries(changes).filter(([field]) => !IGNORED_FIELDS.has(field) && !isSecretField(field));
  return kept.length ? Object.fromEntries(kept.map(([field, c]) => [field, { before: jsonValue(c.before), after: jsonValue(c.after) }])) : null;
}

/** A created (after) or deleted (before) record's shown fields. */
export function snapshotChanges(entity: Record<string, unknown>, fields: readonly string[], side: 'before' | 'after'): FieldChanges | null {
  const kept = fields.filter((field) => !isSecretField(field) && entity[field] !== undefined);
  if (kept.length === 0) return null;
  return Object.fromEntries(
    kept.map((field) => [field, side === 'before' ? { before: jsonValue(entity[field]), after: null } : { before: null, after: jsonValue(entity[field]) }]),
  );
}
