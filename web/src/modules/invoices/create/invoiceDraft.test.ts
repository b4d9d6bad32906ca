import { INVOICE_MESSAGES } from '@pg/domain';

import { createErrors, createInput, draftReducer, draftTotals, emptyDraft, feeSlider, type InvoiceDraft, sectionErrors } from './invoiceDraft';

const filled = (): InvoiceDraft => {
  let d = emptyDraft(250);
  const set = (field: Parameters<typeof draftReducer>[1]) => (d = draftReducer(d, field));
  set({ type: 'field', field: 'name', value: 'Himalaya Group' });
  set({ type: 'field', field: 'recipientName', value: 'Jane' });
  set({ type: 'field', field: 'recipientSurName', value: 'Doe' });
  set({ type: 'field', field: 'recipientEmail', value: 'jane@example.com' });
  set({ type: 'field', field: 'type', value: 'postTripSettlement' });
  set({ type: 'field', field: 'dateOfService', value: '2026-12-01' });
  set({ type: 'field', field: 'numberOfPax', value: '4' });
  set({ type: 'changeLine', key: 1, field: 'description', value: 'Tour package' });
  set({ type: 'changeLine', key: 1, field: 'quantity', value: '2' });
  set({ type: 'changeLine', key: 1, field: 'price', value: '1000' });
  set({ type: 'defaultRecipient', recipient: { id: 'doi', name: 'Department Of Immigration' } });
  return d;
};

describe('invoice draft', () => {
  it('starts with a zero line and the fixed DOI row', () => {
    const d = emptyDraft(250);
    expect(d.lineItems).toEqual([{ key: 1, description: '', quantity: '0', price: '0' }]);
    expect(d.disbursements[0]).toMatchObject({ isDefault: true, type: 'government', amount: '0' });
    expect(draftReducer(d, { type: 'removeDisbursement', key: d.disbursements[0].key }).disbursements).toHaveLength(1);
    const locked = draftReducer(d, { type: 'changeDisbursement', key: 2, patch: { type: 'hotel', recipient: { id: 'x', name: 'X' }, amount: '5' } });
    expect(locked.disbursements[0]).toMatchObject({ type: 'government', recipient: null, amount: '5' });
  });

  it('adds, moves and removes line items', () => {
    let d = draftReducer(emptyDraft(0), { type: 'addLine' });
    d = draftReducer(d, { type: 'changeLine', key: 3, field: 'description', value: 'second' });
    d = draftReducer(d, { type: 'moveLine', key: 3, by: -1 });
    expect(d.lineItems.map((l) => l.description)).toEqual(['second', '']);
    expect(draftReducer(d, { type: 'moveLine', key: 3, by: -1 })).toBe(d);
    d = draftReducer(d, { type: 'removeLine', key: 3 });
    expect(d.lineItems).toHaveLength(1);
  });

  it('computes totals with the domain fee maths (platform 4.99, merchant 2.50)', () => {
    const totals = draftTotals(filled(), 499);
    expect(totals.subtotalCents).toBe(200000);
    expect(totals.customerFeeCents).toBe(4980);
    expect(totals.totalCents).toBe(204980);
    expect(totals.merchantFeeCents).toBe(5000);
    expect(totals.netCents).toBe(195000);
  });

  it('uses the shared validators and their messages', () => {
    expect(sectionErrors(emptyDraft(250), '2026-11-23')).toMatchObject({
      name: INVOICE_MESSAGES.groupNameRequired,
      type: INVOICE_MESSAGES.typeRequired,
      dateOfService: INVOICE_MESSAGES.dateOfServiceRequired,
      numberOfPax: INVOICE_MESSAGES.paxRequired,
    });
    expect(Object.values(sectionErrors(filled(), '2026-11-23')).filter(Boolean)).toEqual([]);
    expect(createErrors(emptyDraft(250), 499).lineItems).toBe(INVOICE_MESSAGES.lineItemIncomplete);
    const hotel = draftReducer(draftReducer(filled(), { type: 'addDisbursement' }), {
      type: 'changeDisbursement',
      key: 3,
      patch: { type: 'hotel', amount: '2500' },
    });
    expect(createErrors(hotel, 499)).toMatchObject({ files: INVOICE_MESSAGES.hotelInvoiceRequired, total: INVOICE_MESSAGES.disbursementTooHigh });
  });

  it('builds the API input', () => {
    expect(createInput(filled())).toEqual({
      name: 'Himalaya Group',
      recipientName: 'Jane',
      recipientSurName: 'Doe',
      recipientEmail: 'jane@example.com',
      type: 'postTripSettlement',
      merchantPO: null,
      merchantProcessingFee: 2.5,
      dateOfService: '2026-12-01T00:00:00.000Z',
      numberOfPax: 4,
      lineItems: [{ description: 'Tour package', quantity: 2, price: 1000 }],
      disbursements: [{ recipientId: 'doi', type: 'government', amount: 0, file: null }],
    });
  });

  it('runs the fee slider to the platform fee with marks', () => {
    expect(feeSlider(null)).toEqual({ maxBps: 499, max: 4.99, marks: [0, 1, 2, 3, 4, 4.99] });
    expect(feeSlider(3.5).marks).toEqual([0, 1, 2, 3, 3.5]);
  });
});
