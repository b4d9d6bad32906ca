import { useMutation } from '@apollo/client/react';
import { useToast } from '@pg/ui-kit';

import { APPROVE_REFUND, DENY_REFUND, MERCHANT_APPROVE, RESOLVED_AS_NOT_REFUNDED, RESOLVED_AS_REFUNDED } from '../graphql/refunds';

export type ApproveMutation = 'merchantApprove' | 'approveRefund' | 'resolvedAsRefunded';
export type DenyMutation = 'denyRefund' | 'resolvedAsNotRefunded';

/** Success toasts of spec 001 s8; server errors are toasted by the Apollo error policy. */
export const DECISION_TOASTS: Record<ApproveMutation | DenyMutation, string> = {
  merchantApprove: 'Refund Approved',
  approveRefund: 'Refund Approved Successfully',
  resolvedAsRefunded: 'Refund resolved as refunded',
  denyRefund: 'Refund Denied',
  resolvedAsNotRefunded: 'Refund resolved as not refunded',
};

/** Runs one decision and reports whether it went through. */
export function useRefundDecision(refundId: string) {
  const toast = useToast();
  const [merchantApprove, a] = useMutation(MERCHANT_APPROVE);
  const [approveRefund, b] = useMutation(APPROVE_REFUND);
  const [resolvedAsRefunded, c] = useMutation(RESOLVED_AS_REFUNDED);
  const [denyRefund, d] = useMutation(DENY_REFUND);
  const [resolvedAsNotRefunded, e] = useMutation(RESOLVED_AS_NOT_REFUNDED);
  const loading = a.loading || b.loading || c.loading || d.loading || e.loading;

  const done = (mutation: ApproveMutation | DenyMutation) => () => {
    toast.success(DECISION_TOASTS[mutation]);
    return true;
  };
  const failed = () => false;

  const approve = (mutation: ApproveMutation): Promise<boolean> => {
    const variables = { id: refundId };
    const run =
      mutation === 'merchantApprove'
        ? merchantApprove({ variables })
        : mutation === 'approveRefund'
          ? approveRefund({ variables })
          : resolvedAsRefunded({ variables });
    return run.then(done(mutation), failed);
  };

  const deny = (mutation: DenyMutation, reason: string): Promise<boolean> => {
    const variables = { id: refundId, reason };
    const run = mutation === 'denyRefund' ? denyRefund({ variables }) : resolvedAsNotRefunded({ variables });
    return run.then(done(mutation), failed);
  };

  return { approve, deny, loading };
}
