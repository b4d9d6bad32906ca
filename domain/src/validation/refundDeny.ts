// The simple Decline Refund dialog of the bank and the platform, also the reason of
// "resolved as not refunded" (spec 001 section 5).
import { collect, type Errors, isBlank } from './common';

export const REFUND_DENY_MESSAGES = { reasonRequired: 'Reason is required' } as const;

export interface RefundDenyValues {
  reason: string;
}

/** Only spaces is no reason. */
export function validateRefundDeny(v: RefundDenyValues): Errors<keyof RefundDenyValues> {
  return collect({ reason: isBlank(v.reason) ? REFUND_DENY_MESSAGES.reasonRequired : undefined });
}
