// Platform fee form on an organization's page (spec 002 section 5).
import { parseBps } from '../money';
import { collect, type Errors, type Input, isBlankInput } from './common';
import { PROFILE_MESSAGES } from './profile';

export const PLATFORM_FEE_MESSAGES = {
  required: PROFILE_MESSAGES.platformFeeRequired,
  /** Not in the spec: a percentage with at most 2 decimals, 0 to 100. */
  range: 'Platform Fee must be between 0 and 100',
} as const;

export interface PlatformFeeValues {
  platformFee: Input;
}

export function validatePlatformFee(v: PlatformFeeValues): Errors<keyof PlatformFeeValues> {
  if (isBlankInput(v.platformFee)) return { platformFee: PLATFORM_FEE_MESSAGES.required };
  const bps = parseBps(v.platformFee);
  return collect({ platformFee: bps !== undefined && bps >= 0 && bps <= 10_000 ? undefined : PLATFORM_FEE_MESSAGES.range });
}
