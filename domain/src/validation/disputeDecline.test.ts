import { disputeDeclineSubmission, nextDisputeDeclineStep, previousDisputeDeclineStep, validateDisputeDecline, validateDisputeDeclineStep } from './index';

const TODAY = '2026-03-05';

describe('dispute decline wizard (spec 001 sections 2 and 5)', () => {
  it('steps: reasons without details skip step 1 both ways', () => {
    expect(nextDisputeDeclineStep(0, 'customerWasRefunded')).toBe(1);
    expect(nextDisputeDeclineStep(0, 'transactionNonRefundable')).toBe(2);
    expect(nextDisputeDeclineStep(0, 'requestMadeAfterDateOfTerms')).toBe(2);
    expect(nextDisputeDeclineStep(0, 'requestMAdeAfterDateOfTerms')).toBe(2);
    expect(previousDisputeDeclineStep(2, 'transactionNonRefundable')).toBe(0);
    expect(previousDisputeDeclineStep(2, 'other')).toBe(1);
    expect(previousDisputeDeclineStep(0, 'other')).toBe(-1);
    expect(nextDisputeDeclineStep(4, 'other')).toBe(4);
  });

  it("step 0 and each reason's details, verbatim", () => {
    expect(validateDisputeDeclineStep(0, { reasonToWinDispute: '' })).toEqual({ reasonToWinDispute: 'Reason is required' });
    expect(validateDisputeDeclineStep(1, { reasonToWinDispute: 'cardholderWithdrewDispute' })).toEqual({
      withdrawalDateByCustomer: 'Withdrawal Date is required',
    });
    expect(validateDisputeDeclineStep(1, { reasonToWinDispute: 'customerWasRefunded' })).toEqual({
      customerAlreadyRefunded: 'Please select how customer was refunded',
    });
    expect(validateDisputeDeclineStep(1, { reasonToWinDispute: 'customerWasRefunded', customerAlreadyRefunded: 'paidViaWireTransfer' })).toEqual({
      refundDate: 'Refund date is required',
      refundAmount: 'Refund amount is required',
      refundDescription: 'Refund description is required',
    });
    expect(validateDisputeDeclineStep(1, { reasonToWinDispute: 'customerWasRefunded', customerAlreadyRefunded: 'paidViaPaymentGateway' })).toEqual({
      refundId: 'Please select refund',
    });
    expect(validateDisputeDeclineStep(1, { reasonToWinDispute: 'cutomerReceviedCreditOrVoucherOutsidePG' })).toEqual({
      creditVoucherGivenDate: 'Credit/Voucher date is required',
      creditVoucherAmount: 'Credit/Voucher amount is required',
      creditVoucherDescription: 'Credit/Voucher description is required',
    });
    expect(validateDisputeDeclineStep(1, { reasonToWinDispute: 'bookingCancelledOrDelayedDueToGovtOrder' })).toEqual({
      calcellationDelayDate: 'Cancellation/Delay date is required',
      calcellationDelayDescription: 'Cancellation/Delay description is required',
    });
    expect(validateDisputeDeclineStep(1, { reasonToWinDispute: 'other' })).toEqual({ otherReasonDescription: 'Description is required' });
  });

  it('dates may not be in the future; amounts must be positive', () => {
    const v = {
      reasonToWinDispute: 'customerWasRefunded',
      customerAlreadyRefunded: 'paidInCash',
      refundDate: '2026-03-06',
      refundAmount: '0',
      refundDescription: 'cash',
    };
    expect(validateDisputeDeclineStep(1, v, TODAY)).toEqual({ refundDate: 'Date can not be in the future', refundAmount: 'Invalid amount' });
    expect(validateDisputeDeclineStep(1, { ...v, refundDate: TODAY, refundAmount: '15.50' }, TODAY)).toEqual({});
  });

  it("the whole form follows the reason's path", () => {
    expect(validateDisputeDecline({ reasonToWinDispute: 'transactionNonRefundable' })).toEqual({
      productServiceTypeProvided: 'Please select product or service type',
      supportingDocument: 'Please upload a supporting document',
    });
    expect(
      validateDisputeDecline({
        reasonToWinDispute: 'transactionNonRefundable',
        productServiceTypeProvided: 'bookingOrReservation',
        supportingDocumentCount: 1,
      }),
    ).toEqual({});
    expect(validateDisputeDecline({ reasonToWinDispute: 'other', productServiceTypeProvided: 'event', supportingDocumentCount: 1 })).toEqual({
      otherReasonDescription: 'Description is required',
    });
  });

  it("step 2: 'other' shows its description but does not require it (spec 001 L194)", () => {
    expect(validateDisputeDeclineStep(2, { reasonToWinDispute: 'other', productServiceTypeProvided: 'other', productOrServiceDetails: ' ' })).toEqual({});
    expect(
      disputeDeclineSubmission({ reasonToWinDispute: 'transactionNonRefundable', productServiceTypeProvided: 'other', productOrServiceDetails: ' ' })
        .productOrServiceDetails,
    ).toBe(' Travel Related Expense');
    expect(validateDisputeDeclineStep(2, { reasonToWinDispute: 'other', productServiceTypeProvided: 'other', productOrServiceDetails: 'Yak ride' })).toEqual(
      {},
    );
  });

  it("the submission: amounts default to 0, the mode to the payment gateway, other reasons' fields are dropped", () => {
    expect(
      disputeDeclineSubmission({ reasonToWinDispute: 'requestMadeAfterDateOfTerms', refundDescription: 'stale', productServiceTypeProvided: 'event' }),
    ).toEqual({
      reasonToWinDispute: 'requestMAdeAfterDateOfTerms',
      withdrawalDateByCustomer: null,
      customerAlreadyRefunded: 'paidViaPaymentGateway',
      refundDate: null,
      refundAmountCents: 0,
      refundDescription: null,
      refundId: null,
      creditVoucherGivenDate: null,
      creditVoucherAmountCents: 0,
      creditVoucherDescription: null,
      calcellationDelayDate: null,
      calcellationDelayDescription: null,
      otherReasonDescription: null,
      productServiceTypeProvided: 'event',
      productOrServiceDetails: ' Travel Related Expense',
    });
    const cash = disputeDeclineSubmission({
      reasonToWinDispute: 'customerWasRefunded',
      customerAlreadyRefunded: 'paidInCash',
      refundDate: '2026-03-01',
      refundAmount: '120.50',
      refundDescription: ' Paid at the desk ',
      productServiceTypeProvided: 'other',
      productOrServiceDetails: 'Trek permit',
    });
    expect(cash).toMatchObject({
      customerAlreadyRefunded: 'paidInCash',
      refundDate: '2026-03-01',
      refundAmountCents: 12050,
      refundDescription: 'Paid at the desk',
      refundId: null,
      productOrServiceDetails: 'Trek permit',
    });
  });
});
