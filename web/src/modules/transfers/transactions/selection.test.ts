import { TRANSFER_ITEM_KINDS, transferItemsTotalCents } from '@pg/domain';
import fc from 'fast-check';

import {
  checkoutItem,
  disputeItem,
  EMPTY_SELECTION,
  invoiceItem,
  isSelected,
  refundItem,
  replaceKind,
  type SelectedItem,
  summarize,
  toggle,
  toggleAll,
  transactionVariables,
  wonDisputeItem,
} from './selection';

const owner = { __typename: 'Organization' as const, id: 'org-1', name: 'Druk Heritage Tours', logo: [] };

describe('transaction selection', () => {
  it('counts invoices and checkouts net of the merchant fee and refunds at their amount', () => {
    const invoice = invoiceItem({
      __typename: 'Invoice',
      id: 'i1',
      code: 'INV-1',
      status: 'paid',
      paidAt: null,
      createdAt: '',
      transferId: null,
      merchantProcessingFee: 2.5,
      totals: { __typename: 'InvoiceTotalsType', subtotal: 1120.5, merchantFee: 28.01 },
      owner,
    });
    const checkout = checkoutItem({
      __typename: 'WebPayment',
      id: 'c1',
      code: 'CHK-1',
      status: 'paid',
      createdAt: '',
      amount: 450,
      merchantProcessingFee: 11.25,
      owner,
    });
    const refund = refundItem({
      __typename: 'Refund',
      id: 'r1',
      code: 'REF-1',
      createdAt: '',
      requestedAmount: 104.99,
      approvedAmount: null,
      progressStatus: 'bankApproved',
      transferId: null,
      owner,
      invoice: null,
    });
    expect([invoice.amountCents, checkout.amountCents, refund.amountCents]).toEqual([109_249, 43_875, 10_499]);

    let selection = toggle(toggle(toggle(EMPTY_SELECTION, invoice), checkout), refund);
    expect(summarize(selection)).toMatchObject({ totalCents: 109_249 + 43_875 - 10_499, canSubmit: true, counts: { invoice: 1, checkout: 1, refund: 1 } });
    expect(transactionVariables(selection, '  Batch 7 ')).toEqual({
      notes: 'Batch 7',
      invoiceIds: ['i1'],
      refundIds: ['r1'],
      disputeIds: [],
      checkoutIds: ['c1'],
      wonDisputeIds: [],
      releasedRefundIds: [],
    });

    // Refunds alone cannot be submitted (spec 002 s4).
    selection = toggle(toggle(selection, invoice), checkout);
    expect(summarize(selection)).toMatchObject({ totalCents: -10_499, canSubmit: false });
    expect(transactionVariables(selection, ' ').notes).toBeNull();
  });

  it('disputes deduct their amount and the acceptance fee; won disputes give the amount back (spec 002 s4 total)', () => {
    const base = { __typename: 'Dispute' as const, createdAt: '', transferId: null, refundTransferId: null, owner, invoice: null, webPayment: null };
    const invoice = invoiceItem({
      __typename: 'Invoice',
      id: 'i1',
      code: 'INV-1',
      status: 'paid',
      paidAt: null,
      createdAt: '',
      transferId: null,
      merchantProcessingFee: 2.5,
      totals: { __typename: 'InvoiceTotalsType', subtotal: 1120.5, merchantFee: 28.01 },
      owner,
    });
    const accepted = disputeItem({ ...base, id: 'd1', code: 'DSP-1', disputeAmount: 430.5, acceptanceFee: 15, progressStatus: 'merchantApproved' });
    const won = wonDisputeItem({ ...base, id: 'd2', code: 'DSP-2', disputeAmount: 983.9, acceptanceFee: 0, progressStatus: 'overturned' });
    expect([accepted.amountCents, won.amountCents]).toEqual([44_550, 98_390]);
    const selection = [invoice, accepted, won].reduce(toggle, EMPTY_SELECTION);
    expect(summarize(selection)).toMatchObject({ totalCents: 109_249 - 44_550 + 98_390, counts: { dispute: 1, wonDispute: 1 } });
    expect(transactionVariables(selection, '')).toMatchObject({ disputeIds: ['d1'], wonDisputeIds: ['d2'] });
  });

  it('toggleAll selects a page, and clears it when all of it was selected; replaceKind sets one kind', () => {
    const items: SelectedItem[] = [1, 2, 3].map((n) => ({ kind: 'invoice', id: `i${n}`, code: `INV-${n}`, organizationId: 'o', amountCents: n * 100 }));
    const some = toggle(EMPTY_SELECTION, items[0]);
    const all = toggleAll(some, items);
    expect(all.invoice.map((i) => i.id)).toEqual(['i1', 'i2', 'i3']);
    expect(toggleAll(all, items).invoice).toEqual([]);
    expect(isSelected(replaceKind(all, 'refund', [{ ...items[0], kind: 'refund', id: 'r9' }]), 'refund', 'r9')).toBe(true);
  });

  it('the running total is always the domain total of what is selected, and a toggle twice changes nothing', () => {
    const item = fc.record({
      kind: fc.constantFrom(...TRANSFER_ITEM_KINDS),
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      code: fc.constant('X'),
      organizationId: fc.constantFrom('o1', 'o2'),
      amountCents: fc.integer({ min: 0, max: 1e9 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), item, (items, extra) => {
        let selection = EMPTY_SELECTION;
        for (const i of items) if (!isSelected(selection, i.kind, i.id)) selection = toggle(selection, i);
        const chosen = TRANSFER_ITEM_KINDS.flatMap((k) => selection[k]);
        const twice = isSelected(selection, extra.kind, extra.id) ? selection : toggle(toggle(selection, extra), extra);
        return summarize(selection).totalCents === transferItemsTotalCents(chosen) && summarize(twice).totalCents === summarize(selection).totalCents;
      }),
    );
  });
});
