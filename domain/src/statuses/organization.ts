// Organization types, statuses, industries and refund policy terms (spec 000 s1, 002 s3-s4).
import { optionsFrom, type Tone } from './options';

export const ORGANIZATION_TYPES = ['government', 'airline', 'hotel', 'agency', 'bank', 'pg'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, string> = {
  agency: 'Tour Operator',
  hotel: 'Hotel',
  airline: 'Airline',
  government: 'Government',
  bank: 'Bank',
  pg: 'PG',
};
export const ORGANIZATION_TYPE_OPTIONS = optionsFrom(ORGANIZATION_TYPE_LABELS);
/** Gateway-side organizations: exempt from merchant-only profile rules. */
export const GATEWAY_ORGANIZATION_TYPES: readonly OrganizationType[] = ['bank', 'pg'];
/** Merchant-side organizations: the ones that invoice and take payments. */
export const MERCHANT_ORGANIZATION_TYPES: readonly OrganizationType[] = ['government', 'airline', 'hotel', 'agency'];

export function isGatewayOrganizationType(type: string | null | undefined): boolean {
  return (GATEWAY_ORGANIZATION_TYPES as readonly string[]).includes(type ?? '');
}

export const ORGANIZATION_STATUSES = ['active', 'requested', 'suspended', 'closed'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
export const ORGANIZATION_STATUS_LABELS: Record<OrganizationStatus, string> = {
  active: 'Active',
  requested: 'Requested',
  suspended: 'Locked',
  closed: 'Closed',
};
export const ORGANIZATION_STATUS_OPTIONS = optionsFrom(ORGANIZATION_STATUS_LABELS);
/**
 * Badge colours (spec 002 s4 names the statuses, not their colours): a request waits for
 * approval, so it is amber like every status needing someone's action (decision 0181).
 */
export const ORGANIZATION_STATUS_TONES: Record<OrganizationStatus, Tone> = {
  active: 'success',
  requested: 'warning',
  suspended: 'danger',
  closed: 'neutral',
};

export const INDUSTRIES = ['TourismTourOperator', 'TourismHotel', 'TourismAirline', 'TourismGovernment', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const INDUSTRY_LABELS: Record<Industry, string> = {
  TourismTourOperator: 'Tour Operator',
  TourismHotel: 'Hotel',
  TourismAirline: 'Airline',
  TourismGovernment: 'Government',
  other: 'Other',
};
export const INDUSTRY_OPTIONS = optionsFrom(INDUSTRY_LABELS);
/** The organization type a business request of an industry becomes. */
export const INDUSTRY_ORGANIZATION_TYPE: Record<Industry, OrganizationType> = {
  TourismTourOperator: 'agency',
  TourismHotel: 'hotel',
  TourismAirline: 'airline',
  TourismGovernment: 'government',
  other: 'agency',
};

export const REFUND_POLICY_TERMS = ['fullRefund', 'processingFeeNotRefunded'] as const;
export type RefundPolicyTerms = (typeof REFUND_POLICY_TERMS)[number];
export const REFUND_POLICY_TERMS_LABELS: Record<RefundPolicyTerms, string> = {
  fullRefund: 'Full refund (processing fees refunded)',
  processingFeeNotRefunded: 'Processing fees not refunded',
};
export const REFUND_POLICY_TERMS_OPTIONS = optionsFrom(REFUND_POLICY_TERMS_LABELS);

/** Users are active or locked (spec 002 s4). */
export const USER_STATUSES = ['active', 'locked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', locked: 'Locked' };
export const USER_STATUS_TONES: Record<UserStatus, Tone> = { active: 'success', locked: 'danger' };
export const userStatusOf = (locked: boolean): UserStatus => (locked ? 'locked' : 'active');

/** Organization types in the order of their labels (what a Type column sorted A to Z shows). */
export const ORGANIZATION_TYPES_BY_LABEL: readonly OrganizationType[] = (Object.keys(ORGANIZATION_TYPE_LABELS) as OrganizationType[]).sort((a, b) =>
  ORGANIZATION_TYPE_LABELS[a].localeCompare(ORGANIZATION_TYPE_LABELS[b]),
);
