import {
  CHECKOUT_STATUS_TONES,
  CHECKOUT_STATUSES,
  DISPUTE_PROGRESS_LABELS,
  DISPUTE_WIN_REASONS,
  disputeStatusTone,
  INDUSTRY_OPTIONS,
  INVOICE_STATUS_TONES,
  INVOICE_STATUSES,
  INVOICE_TYPE_LABELS,
  INVOICE_TYPE_OPTIONS,
  normalizeDisputeWinReason,
  ORGANIZATION_STATUS_LABELS,
  ORGANIZATION_TYPE_LABELS,
  REFUND_AWAITING,
  REFUND_CLOSED_PROGRESS,
  REFUND_PROGRESS_LABELS,
  REFUND_PROGRESS_STATUSES,
  REFUND_REASON_OPTIONS,
  refundAwaits,
  startCase,
  WEB_PAYMENT_STATUSES,
} from './statuses';

describe('status unions and labels', () => {
  it('organization types and statuses read as the spec shows them', () => {
    expect(ORGANIZATION_TYPE_LABELS.agency).toBe('Tour Operator');
    expect(ORGANIZATION_TYPE_LABELS.pg).toBe('PG');
    expect(ORGANIZATION_STATUS_LABELS.suspended).toBe('Locked');
    expect(INDUSTRY_OPTIONS.map((o) => o.value)).toEqual(['TourismTourOperator', 'TourismHotel', 'TourismAirline', 'TourismGovernment', 'other']);
  });

  it('invoice statuses, tones and types', () => {
    expect(INVOICE_STATUSES).toEqual(['unsent', 'unpaid', 'paid', 'disbursed', 'void', 'cancelled']);
    expect([INVOICE_STATUS_TONES.paid, INVOICE_STATUS_TONES.disbursed, INVOICE_STATUS_TONES.unpaid, INVOICE_STATUS_TONES.void]).toEqual([
      'success',
      'success',
      'info',
      'danger',
    ]);
    expect(INVOICE_TYPE_LABELS.inCountrySettlement).toBe('In Country Payment');
    expect(INVOICE_TYPE_OPTIONS[0]).toEqual({ value: 'preTripPayment', label: 'Pre Trip Payment' });
  });

  it('checkout statuses', () => {
    expect(WEB_PAYMENT_STATUSES).toBe(CHECKOUT_STATUSES);
    expect(CHECKOUT_STATUSES).toEqual(['unpaid', 'paid', 'cancelled', 'failed', 'disbursed']);
    expect(CHECKOUT_STATUS_TONES.cancelled).toBe('danger');
    expect(CHECKOUT_STATUS_TONES.disbursed).toBe('success');
  });

  it('refund stages: capitalised with spaces, and whose turn it is', () => {
    expect(REFUND_PROGRESS_LABELS.merchantApproved).toBe('Merchant Approved');
    expect(REFUND_PROGRESS_LABELS.pgApproved).toBe('PG Approved');
    expect(REFUND_PROGRESS_LABELS.notRefunded).toBe('Not Refunded');
    expect(refundAwaits('open', 'initiated')).toBe('merchant');
    expect(refundAwaits('open', 'merchantApproved')).toBe('bank');
    expect(refundAwaits('open', 'bankApproved')).toBe('pg');
    expect(refundAwaits('closed', 'initiated')).toBeUndefined();
    for (const p of REFUND_PROGRESS_STATUSES) expect(REFUND_AWAITING[p] === undefined).toBe(REFUND_CLOSED_PROGRESS.includes(p));
    expect(REFUND_REASON_OPTIONS.map((o) => o.label)).toEqual([
      'Duplicate Charges',
      'Cancellation by Customer',
      'Cancellation due to Operational Issues',
      'Fraudulent Charge',
      'Other',
    ]);
  });

  it('disputes: contract spellings kept, badge colours', () => {
    expect(DISPUTE_WIN_REASONS).toContain('requestMAdeAfterDateOfTerms');
    expect(DISPUTE_WIN_REASONS).toContain('cutomerReceviedCreditOrVoucherOutsidePG');
    expect(normalizeDisputeWinReason('requestMadeAfterDateOfTerms')).toBe('requestMAdeAfterDateOfTerms');
    expect(normalizeDisputeWinReason('nonsense')).toBeUndefined();
    expect(DISPUTE_PROGRESS_LABELS.inReview).toBe('In Review');
    expect([disputeStatusTone('open'), disputeStatusTone('closed'), disputeStatusTone('inReview')]).toEqual(['success', 'danger', 'info']);
  });

  it('startCase', () => {
    expect(startCase('bookingOrReservation')).toBe('Booking Or Reservation');
    expect(startCase('credit_advice')).toBe('Credit Advice');
  });
});
