// Messages of the account-settings and organization forms (spec 002 section 5), and the
// merchant processing fee rule they share with the invoice payment section.
import { MAX_MERCHANT_FEE_BPS } from '../fees';
import { bpsToPercent, parseBps } from '../money';
import type { Input } from './common';

// The fee constants live with the fee maths; re-exported here for the validators that import them.
export { DEFAULT_PLATFORM_FEE_BPS, MAX_MERCHANT_FEE_BPS } from '../fees';

export const PROFILE_MESSAGES = {
  phoneRequired: 'Phone Number is required',
  addressRequired: 'Address is required',
  websiteRequired: 'Website is required',
  refundPolicyRequired: 'Please choose refund policy terms',
  refundPolicyMissing: 'Please set refund policy terms',
  feeRange: 'Processing Fee must be between 0 and 4.99',
  platformFeeRequired: 'Platfrom Fee is required',
} as const;

/** The spec's range message, with the organization's own ceiling when its platform fee is lower. */
export function feeRangeMessage(maxBps: number = MAX_MERCHANT_FEE_BPS): string {
  return maxBps === MAX_MERCHANT_FEE_BPS ? PROFILE_MESSAGES.feeRange : `Processing Fee must be between 0 and ${bpsToPercent(maxBps)}`;
}

/**
 * Merchant processing fee in percent: 0 to 4.99 with at most 2 decimals, and never above the
 * organization's platform fee (the slider's maximum), else the customer fee would go negative.
 */
export function merchantFeeError(value: Input, platformFeeBps?: number): string | undefined {
  const max = platformFeeBps === undefined ? MAX_MERCHANT_FEE_BPS : Math.max(0, Math.min(MAX_MERCHANT_FEE_BPS, platformFeeBps));
  const bps = parseBps(value);
  return bps !== undefined && bps >= 0 && bps <= max ? undefined : feeRangeMessage(max);
}
