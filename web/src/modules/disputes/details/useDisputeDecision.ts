import { useMutation } from '@apollo/client/react';
import { useToast } from '@pg/ui-kit';

import { MERCHANT_APPROVE_DISPUTE, PG_APPROVE_DISPUTE, PG_DISPUTE_IN_REVIEW } from '../graphql/disputes';
import { DISPUTE_TOASTS, type DisputeActionParam } from './disputeActions';

type Decision = Exclude<DisputeActionParam, 'merchant-decline-dispute'>;

/** Runs one decision and reports whether it went through; server errors are toasted by the Apollo error policy. */
export function useDisputeDecision(disputeId: string) {
  const toast = useToast();
  // Dispute mutations refetch the dispute (spec 001 s7), and its history with it.
  const refetch = { refetchQueries: ['Dispute', 'DisputeEvents'], awaitRefetchQueries: true };
  const [merchantApprove, a] = useMutation(MERCHANT_APPROVE_DISPUTE, refetch);
  const [pgApprove, b] = useMutation(PG_APPROVE_DISPUTE, refetch);
  const [pgReview, c] = useMutation(PG_DISPUTE_IN_REVIEW, refetch);
  const loading = a.loading || b.loading || c.loading;

  const decide = (action: Decision): Promise<boolean> => {
    const variables = { id: disputeId };
    const run =
      action === 'merchant-approve-dispute'
        ? merchantApprove({ variables })
        : action === 'pg-approve-dispute'
          ? pgApprove({ variables })
          : pgReview({ variables });
    return run.then(
      () => {
        toast.success(DISPUTE_TOASTS[action]);
        return true;
      },
      () => false,
    );
  };

  return { decide, loading };
}
