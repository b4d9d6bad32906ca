import { RISK_RULE_LABELS, type RiskRule } from '@pg/domain';
import type { PayResult } from '@pg/workflows';

import type { AttemptOutcome } from '../payments/charge-steps';
import { RISK_DECLINED_ATTEMPT } from './risk-gate';

/** The history row's meta of a payment a risk rule declined: the audit log names the rule. */
export function riskEventMeta(paymentId: string, rule: RiskRule): Record<string, unknown> {
  return { paymentId, rule, reason: RISK_RULE_LABELS[rule] };
}

/**
 * The process's answer for a payment a risk rule declined: the neutral decline the payer sees,
 * and the rule for the process timeline (the pay calls never pass `riskRule` on to the payer).
 */
export function riskDeclinedResult(
  payResultOf: (p: AttemptOutcome, platformFeeCents: number) => PayResult,
  payment: { id: string; amountCents: number },
  rule: RiskRule,
): PayResult {
  const result = payResultOf({ ...payment, ...RISK_DECLINED_ATTEMPT }, 0);
  return result.status === 'failed' ? { ...result, riskRule: rule } : result;
}
