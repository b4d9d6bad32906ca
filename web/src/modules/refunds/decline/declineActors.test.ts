import { EMPTY_DECLINE_FORM } from '../machines/merchantDecline.machine';
import { declineVariables } from './declineActors';

describe('merchantDecline variables', () => {
  it('sends the policy answers only for the policy reason', () => {
    expect(
      declineVariables({
        refundId: 'r-1',
        file: null,
        form: {
          ...EMPTY_DECLINE_FORM,
          merchantDeclineReason: 'outsideCancellationPolicy',
          policyApplies: false,
          extendedCancellationPolicyText: ' 7 days ',
          merchantDeclineExplanation: 'stale',
        },
      }),
    ).toEqual({
      id: 'r-1',
      merchantDeclineReason: 'outsideCancellationPolicy',
      hasCancelPolicyExtended: true,
      extendedCancellationPolicyText: '7 days',
      merchantDeclineExplanation: null,
      refundAlreadyPaid: null,
      transactionDate: null,
      transactionId: null,
      refundAlreadyPaidAmount: null,
    });
  });

  it('sends the already-paid answers with the amount as a decimal', () => {
    expect(
      declineVariables({
        refundId: 'r-1',
        file: null,
        form: {
          ...EMPTY_DECLINE_FORM,
          merchantDeclineReason: 'refundAlreadyPaid',
          refundAlreadyPaid: 'paidViaPaymentGateway',
          transactionId: 'r-0',
          merchantDeclineExplanation: 'Refunded earlier',
          refundAlreadyPaidAmount: '25.50',
        },
      }),
    ).toMatchObject({
      hasCancelPolicyExtended: null,
      refundAlreadyPaid: 'paidViaPaymentGateway',
      transactionId: 'r-0',
      transactionDate: null,
      refundAlreadyPaidAmount: 25.5,
    });
  });
});
