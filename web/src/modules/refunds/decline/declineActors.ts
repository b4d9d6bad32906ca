import type { ApolloClient } from '@apollo/client';
import { canActOnRefund, centsToDecimal, parseCents, type Role } from '@pg/domain';
import { fromPromise } from 'xstate';

import type { MerchantDeclineMutationVariables as MerchantDeclineVariables } from '../../../gql/graphql';
import { CREATE_FILE } from '../../files/graphql/files';
import { UploadError, uploadFile } from '../../files/uploadFile';
import { MERCHANT_DECLINE, REFUND } from '../graphql/refunds';
import type { DeclineSubmission, DeclineTarget } from '../machines/merchantDecline.machine';

// The Apollo side of the decline machine's actors; the screen passes them to .provide().

export function declineVariables({ refundId, form }: DeclineSubmission): MerchantDeclineVariables {
  const reason = form.merchantDeclineReason;
  const policy = reason === 'outsideCancellationPolicy';
  const paid = reason === 'refundAlreadyPaid';
  const amount = parseCents(form.refundAlreadyPaidAmount);
  return {
    id: refundId,
    merchantDeclineReason: reason,
    hasCancelPolicyExtended: policy ? form.policyApplies === false : null,
    extendedCancellationPolicyText: policy && form.policyApplies === false ? form.extendedCancellationPolicyText.trim() || null : null,
    merchantDeclineExplanation: reason === 'serviceWasProvided' || paid ? form.merchantDeclineExplanation.trim() : null,
    refundAlreadyPaid: paid ? form.refundAlreadyPaid : null,
    transactionDate: paid && form.transactionDate ? form.transactionDate : null,
    transactionId: paid && form.transactionId ? form.transactionId : null,
    refundAlreadyPaidAmount: paid && amount !== undefined ? centsToDecimal(amount) : null,
  };
}

/** onFileError: the decline went through but its policy file did not (REST errors bypass Apollo's policy). */
export function declineActors(client: ApolloClient, role: Role, onFileError: (message: string) => void) {
  return {
    loadTarget: fromPromise<DeclineTarget, { refundId: string }>(async ({ input }) => {
      const { data } = await client.query({ query: REFUND, variables: { id: input.refundId } });
      const refund = data?.refund;
      if (!refund) throw new Error('Refund not found');
      // Only the roles that may decide (Owner, Admin) get the wizard; anyone else is sent to /404 too.
      if (!canActOnRefund(role, 'merchantDecline', refund.status, refund.progressStatus)) throw new Error('Not awaiting your action');
      return {
        id: refund.id,
        code: refund.code,
        status: refund.status,
        progressStatus: refund.progressStatus,
        refundPolicyTerms: refund.refundPolicyTerms,
        priorRefunds: (refund.invoice?.refunds ?? []).filter((r) => r.id !== refund.id).map(({ id, code, requestedAmount }) => ({ id, code, requestedAmount })),
      };
    }),
    declineRefund: fromPromise<void, DeclineSubmission>(async ({ input }) => {
      await client.mutate({ mutation: MERCHANT_DECLINE, variables: declineVariables(input) });
      if (input.file && input.form.merchantDeclineReason === 'outsideCancellationPolicy' && input.form.policyApplies === false) {
        // Spec 001 s7: after the decline the extended policy file is saved with type extended_policy_file.
        // The decline itself is done: a failed upload must not send the user back to decline again.
        try {
          const path = await uploadFile(input.file);
          await client.mutate({
            mutation: CREATE_FILE,
            variables: { file: { refundId: input.refundId, type: 'extended_policy_file', path, caption: input.file.name, mimetype: input.file.type } },
          });
        } catch (error) {
          if (error instanceof UploadError) onFileError(error.message);
        }
      }
    }),
  };
}
