// Phone numbers of organizations (business profile, admin edit, create). The spec gives only
// "Phone Number is required"; the format message is ours (docs/decisions/README.md).

export const PHONE_MESSAGES = { phoneInvalid: 'Please enter a valid phone number' } as const;

/** Fewer digits is no reachable number; more is beyond E.164 (15) plus an extension's few. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 20;

// Digits with the separators people type: spaces, dashes, parentheses and dots, and one
// leading + for the country code. Letters (a typed name, "n/a") are not a number.
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** The format message for a typed phone number; blank is the caller's "required" rule. */
export function phoneFormatError(value: string | null | undefined): string | undefined {
  return value && value.trim() && !isPhoneNumber(value) ? PHONE_MESSAGES.phoneInvalid : undefined;
}
