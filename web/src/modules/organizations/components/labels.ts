import { INDUSTRY_LABELS, ORGANIZATION_TYPE_LABELS, REFUND_POLICY_TERMS_LABELS } from '@pg/domain';

// Display labels come from @pg/domain so every screen names statuses the same way.
export function organizationTypeLabel(type: string): string {
  return (ORGANIZATION_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

export function industryLabel(industry: string | null): string {
  return industry ? ((INDUSTRY_LABELS as Record<string, string>)[industry] ?? industry) : '—';
}

export function refundPolicyLabel(terms: string | null): string {
  return terms ? ((REFUND_POLICY_TERMS_LABELS as Record<string, string>)[terms] ?? terms) : '—';
}
