import { emailError } from '@pg/domain';

// The payer's form on the invoice pay page (spec 000, Customer invoice payment page). The spec
// does not show the form's own messages; the name, zip and phone ones match the API's.

export interface PayerValues extends Record<string, string> {
  cardBrand: string;
  cardNumber: string;
  cvcCode: string;
  expiryDate: string;
  name: string;
  zipCode: string;
  phoneNumber: string;
  /** Asked on the checkout page only. */
  email: string;
}

export const EMPTY_PAYER: PayerValues = { cardBrand: '', cardNumber: '', cvcCode: '', expiryDate: '', name: '', zipCode: '', phoneNumber: '', email: '' };

export const PAYER_MESSAGES = {
  cardBrand: 'Card type is required',
  cardNumberRequired: 'Card number is required',
  cardNumberInvalid: 'Invalid card number',
  cvcRequired: 'CVC is required',
  cvcInvalid: 'Invalid CVC',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Expiry date must be MM/YYYY',
  name: 'Customer name is required',
  zipCode: 'Zip code is required',
  phoneNumber: 'Phone number is required',
} as const;

/** The spec strips spaces from the card number before it is used. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

export interface Expiry {
  /** Two digits, zero-padded ('03'). */
  month: string;
  /** Four digits. */
  year: string;
}

/** Text MM/YYYY split on a slash, month zero-padded to 2 digits; null when not a real month/year. */
export function parseExpiry(text: string): Expiry | null {
  const parts = text.trim().split('/');
  if (parts.length !== 2) return null;
  const [m, y] = parts.map((p) => p.trim()) as [string, string];
  if (!/^\d{1,2}$/.test(m) || !/^\d{4}$/.test(y)) return null;
  const month = Number(m);
  if (month < 1 || month > 12) return null;
  return { month: m.padStart(2, '0'), year: y };
}

export type PayerErrors = Partial<Record<keyof PayerValues, string>>;

/**
 * `cardFields` is false when the provider collects the card in its own element (Stripe): then
 * only the brand and the payer's details are ours to check.
 */
export function validatePayer(values: PayerValues, cardFields = true, email = false): PayerErrors {
  const errors: PayerErrors = {};
  const blank = (v: string) => v.trim() === '';
  if (blank(values.cardBrand)) errors.cardBrand = PAYER_MESSAGES.cardBrand;
  if (cardFields) {
    const number = stripSpaces(values.cardNumber);
    if (!number) errors.cardNumber = PAYER_MESSAGES.cardNumberRequired;
    else if (!/^\d{12,19}$/.test(number)) errors.cardNumber = PAYER_MESSAGES.cardNumberInvalid;
    if (blank(values.cvcCode)) errors.cvcCode = PAYER_MESSAGES.cvcRequired;
    else if (!/^\d{3,4}$/.test(values.cvcCode.trim())) errors.cvcCode = PAYER_MESSAGES.cvcInvalid;
    if (blank(values.expiryDate)) errors.expiryDate = PAYER_MESSAGES.expiryRequired;
    else if (!parseExpiry(values.expiryDate)) errors.expiryDate = PAYER_MESSAGES.expiryInvalid;
  }
  if (blank(values.name)) errors.name = PAYER_MESSAGES.name;
  if (blank(values.zipCode)) errors.zipCode = PAYER_MESSAGES.zipCode;
  if (blank(values.phoneNumber)) errors.phoneNumber = PAYER_MESSAGES.phoneNumber;
  if (email) {
    const message = emailError(values.email);
    if (message) errors.email = message;
  }
  return errors;
}
