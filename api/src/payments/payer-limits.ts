import { tooLongError } from '@pg/domain';

// The pay forms' text and the card widgets' tokens go into varchar(255) columns, written by the
// payment process's activities: too long, the write failed and Temporal retried it while the payer
// waited about two minutes for 'Unexpected error'. They are refused here, before the process.

export interface PayerText {
  customerName?: string | null;
  customerEmail?: string | null;
  zipCode?: string | null;
  phoneNumber?: string | null;
}

/** The payer fields' own messages for text longer than its column. */
export function payerLengthErrors(v: PayerText): Record<string, string | undefined> {
  return {
    customerName: tooLongError(v.customerName, 'Customer name'),
    customerEmail: tooLongError(v.customerEmail, 'E-mail'),
    zipCode: tooLongError(v.zipCode, 'Zip code'),
    phoneNumber: tooLongError(v.phoneNumber, 'Phone number'),
  };
}

/** A token or descriptor no card widget makes: the caller's request is malformed. */
export function tokenTooLong(...values: (string | null | undefined)[]): boolean {
  return values.some((v) => Boolean(tooLongError(v, 'Token')));
}
