// Building blocks of the form validators. A validator returns { field: message } for the
// fields that fail; an empty object means valid. Messages are the spec's, verbatim.
import { isoDate } from '../dates';

export type Errors<K extends string> = Partial<Record<K, string>>;

/** A form value as typed: text inputs give strings, number inputs numbers, cleared fields null. */
export type Input = string | number | null | undefined;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const COMMON_MESSAGES = {
  emailRequired: 'E-mail is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  licenseRequired: 'License Number is required',
  /** Not in the spec: date pickers disable future days; the server says why it refuses. */
  futureDate: 'Date can not be in the future',
} as const;

/** Text columns of one line (varchar) hold this many characters. */
export const TEXT_MAX_LENGTH = 255;

/**
 * Characters as PostgreSQL's varchar and JSON Schema's maxLength count them (code points): an
 * emoji is one, though JavaScript's length counts it two.
 */
export const charCount = (value: string): number => [...value].length;

/** The field's own message for text longer than its column allows. */
export function tooLongError(value: string | null | undefined, label: string, max = TEXT_MAX_LENGTH): string | undefined {
  return value && charCount(value) > max ? `${label} can have at most ${max} characters` : undefined;
}

export const isBlank = (value: string | null | undefined): boolean => !value || !value.trim();

/** Blank for any input kind: null, undefined, '' or only spaces (0 is not blank). */
export const isBlankInput = (value: Input): boolean => value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** Drops the fields that passed, so `Object.keys(errors).length === 0` means valid. */
export function collect<K extends string>(checks: Record<K, string | undefined>): Errors<K> {
  const errors: Errors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    if (checks[key]) errors[key] = checks[key];
  }
  return errors;
}

export function emailError(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return COMMON_MESSAGES.emailRequired;
  return EMAIL_PATTERN.test((value ?? '').trim()) ? undefined : COMMON_MESSAGES.emailInvalid;
}

export const hasErrors = (errors: Partial<Record<string, string>>): boolean => Object.values(errors).some(Boolean);

/** The first message, in field order: for screens that show one error toast (refund submit). */
export function firstError(errors: Partial<Record<string, string>>): string | undefined {
  return Object.values(errors).find(Boolean);
}

/**
 * True when a date lies after `today` ('YYYY-MM-DD', the caller's calendar date, so the rule is
 * testable and zone-aware). Without `today` nothing is in the future: the check is skipped.
 */
export function isFutureDate(value: string | Date, today: string | undefined): boolean {
  if (!today) return false;
  try {
    return isoDate(value) > today;
  } catch {
    return false;
  }
}

/** True for a value that is not a date: the caller reports it as missing. */
export function isInvalidDate(value: string | Date): boolean {
  try {
    isoDate(value);
    return false;
  } catch {
    return true;
  }
}
