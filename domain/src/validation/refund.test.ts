import { firstError, validateRefundDecline, validateRefundDeny, validateRefundInitiate, validateRefundLineItem } from './index';

describe('refund initiate (spec 001 section 5, verbatim)', () => {
  it('line item fields', () => {
    expect(validateRefundLineItem({ description: '', amount: '' })).toEqual({ description: 'Required Description', amount: 'Required Amount' });
    expect(validateRefundLineItem({ description: 'Night 2', amount: '0' })).toEqual({ amount: 'Amount should be greater than zero' });
    expect(validateRefundLineItem({ description: 'Night 2', amount: -5 })).toEqual({ amount: 'Amount should be greater than zero' });
    expect(validateRefundLineItem({ description: 'Night 2', amount: '10.005' })).toEqual({ amount: 'Amount can have at most 2 decimals' });
    expect(validateRefundLineItem({ description: 'Night 2', amount: '120.50' })).toEqual({});
  });

  it('submit rules, double spaces included', () => {
    const line = { description: 'Night 2', amount: '50' };
    expect(validateRefundInitiate({ reason: 'duplicateCharges', lineItems: [line] })).toEqual({});
    expect(validateRefundInitiate({ reason: '', lineItems: [] })).toEqual({
      reason: 'Please select refund reason',
      lineItems: 'Atleast one refund line item is required',
    });
    expect(validateRefundInitiate({ reason: 'other', notes: ' ', lineItems: [line] })).toEqual({ notes: 'Please add an additional note' });
    expect(validateRefundInitiate({ reason: 'fraudulentCharge', lineItems: [line, { description: '', amount: '' }] }).lineItems).toBe(
      'Line item is missing  description',
    );
    expect(validateRefundInitiate({ reason: 'fraudulentCharge', lineItems: [line, { description: 'x', amount: '' }] }).lineItems).toBe(
      'Line item is missing  amount',
    );
  });

  it('holds the line subtotal against the available funds', () => {
    const lines = [
      { description: 'a', amount: '60.00' },
      { description: 'b', amount: '40.01' },
    ];
    expect(validateRefundInitiate({ reason: 'cancellationByCustomer', lineItems: lines, availableCents: 10_001 })).toEqual({});
    expect(validateRefundInitiate({ reason: 'cancellationByCustomer', lineItems: lines, availableCents: 10_000 })).toEqual({
      total: 'Refund amount can not be greater than the funds available for refund',
    });
  });

  it('firstError gives the toast', () => {
    expect(firstError(validateRefundInitiate({ reason: '', lineItems: [] }))).toBe('Please select refund reason');
    expect(firstError({})).toBeUndefined();
  });
});

describe('refund deny and merchant decline (spec 001 section 5, verbatim)', () => {
  it('simple deny needs a real reason', () => {
    expect(validateRefundDeny({ reason: '   ' })).toEqual({ reason: 'Reason is required' });
    expect(validateRefundDeny({ reason: 'Service delivered' })).toEqual({});
  });

  it('reason', () => {
    expect(validateRefundDecline({ merchantDeclineReason: '' })).toEqual({ merchantDeclineReason: 'Reason is required' });
  });

  it('outside cancellation policy', () => {
    const base = { merchantDeclineReason: 'outsideCancellationPolicy' };
    expect(validateRefundDecline(base)).toEqual({ policyApplies: 'Please confirm that refund policy on file applies' });
    expect(validateRefundDecline({ ...base, policyApplies: true })).toEqual({});
    expect(validateRefundDecline({ ...base, policyApplies: false })).toEqual({
      extendedCancellationPolicyText: 'Please provide either refund policy details or upload the policy file',
    });
    expect(validateRefundDecline({ ...base, policyApplies: false, hasPolicyFile: true })).toEqual({});
    expect(validateRefundDecline({ ...base, policyApplies: false, extendedCancellationPolicyText: '30 days notice' })).toEqual({});
  });

  it('service was provided', () => {
    expect(validateRefundDecline({ merchantDeclineReason: 'serviceWasProvided' })).toEqual({ merchantDeclineExplanation: 'Please provide reason' });
    expect(validateRefundDecline({ merchantDeclineReason: 'serviceWasProvided', merchantDeclineExplanation: 'Tour done' })).toEqual({});
  });

  it('refund already paid', () => {
    const base = { merchantDeclineReason: 'refundAlreadyPaid' };
    expect(validateRefundDecline(base)).toEqual({
      refundAlreadyPaid: 'Please select mode of refund',
      transactionDate: 'Please enter date',
      merchantDeclineExplanation: 'Please provide reason',
      refundAlreadyPaidAmount: 'Please provide refund amount',
    });
    const cash = {
      ...base,
      refundAlreadyPaid: 'paidInCash',
      transactionDate: '2026-03-01',
      merchantDeclineExplanation: 'Paid at desk',
      refundAlreadyPaidAmount: '120',
    };
    expect(validateRefundDecline(cash, '2026-03-05')).toEqual({});
    expect(validateRefundDecline({ ...cash, refundAlreadyPaidAmount: '-1' }).refundAlreadyPaidAmount).toBe('Invalid refund amount');
    expect(validateRefundDecline({ ...cash, transactionDate: '2026-03-06' }, '2026-03-05').transactionDate).toBe('Date can not be in the future');
    const gateway = { ...cash, refundAlreadyPaid: 'paidViaPaymentGateway', transactionDate: null };
    expect(validateRefundDecline(gateway)).toEqual({ transactionId: 'Please select refund' });
    expect(validateRefundDecline({ ...gateway, transactionId: 'refund-1' })).toEqual({});
  });
});
