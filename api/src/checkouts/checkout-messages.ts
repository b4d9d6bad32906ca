import { PAYMENT_INTENT_FAILED_MESSAGE, PAYMENT_SOMETHING_WENT_WRONG_MESSAGE } from '@pg/domain';

// The checkout pay calls' refusals. The spec gives the missing-provider/record and intent texts;
// the state refusals are ours, worded like the invoice ones (INVOICE_ACTION_MESSAGES).
export const CHECKOUT_MESSAGES = {
  missing: PAYMENT_SOMETHING_WENT_WRONG_MESSAGE,
  intent: PAYMENT_INTENT_FAILED_MESSAGE,
  customerName: 'Customer name is required',
  zipCode: 'Zip code is required',
  phoneNumber: 'Phone number is required',
  paid: 'This checkout has already been paid.',
  cancelled: 'This checkout has been cancelled.',
  notUnpaid: 'This checkout is not awaiting payment.',
  blocked: 'This merchant is not accepting payments at the moment.',
  invalidKey: 'Invalid request. Please check your input and try again.',
} as const;
