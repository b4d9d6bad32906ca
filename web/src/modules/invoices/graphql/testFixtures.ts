import type { InvoiceStatus } from '@pg/domain';

import type { EventsQuery, InvoiceQuery, InvoicesQuery } from '../../../gql/graphql';
import type { InvoiceDetail, InvoiceListItem } from './fragments';

// Canned API answers for the invoice screens' tests, with the __typename the cache needs to
// match fragments.

const owner = { __typename: 'Organization', id: 'org-1', name: 'Druk Adventures', logo: [] };

export function invoiceListItemFixture(overrides: Partial<InvoiceListItem> = {}): InvoiceListItem & { __typename: 'Invoice' } {
  return {
    __typename: 'Invoice',
    id: 'inv-1',
    code: 'INV-2026-000001',
    name: 'Himalayan Explorers',
    type: 'preTripPayment',
    status: 'unpaid',
    recipientName: 'Anna',
    recipientSurName: 'Keller',
    recipientEmail: 'anna@example.test',
    numberOfPax: 4,
    dateOfService: '2026-12-10T00:00:00.000Z',
    dateOfArrival: null,
    merchantPO: 'PO-7',
    accessKey: 'key-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    totals: { __typename: 'InvoiceTotalsType', subtotal: 1000, fee: 24.9, total: 1024.9 },
    owner: owner as InvoiceListItem['owner'],
    ...overrides,
  };
}

export function invoicesResponse(items: InvoiceListItem[], total = items.length): { data: InvoicesQuery } {
  return { data: { invoices: { __typename: 'InvoiceList', total, items } } };
}

export function invoiceDetailFixture(status: InvoiceStatus = 'unpaid', overrides: Partial<InvoiceDetail> = {}): InvoiceDetail & { __typename: 'Invoice' } {
  const base = invoiceListItemFixture({ status, paidAt: status === 'unpaid' ? null : '2026-11-21T10:00:00.000Z' });
  return {
    ...base,
    merchantProcessingFee: 2.5,
    platformFeePercent: 4.99,
    transactionFee: 24.9,
    refundPolicyTerms: 'fullRefund',
    estimatedDisbursementDate: null,
    actualDisbursementDate: null,
    gatewayTransactionId: status === 'unpaid' ? null : 'ch_1',
    transferId: null,
    transfer: null,
    totals: { __typename: 'InvoiceTotalsType', subtotal: 1000, fee: 24.9, total: 1024.9, merchantFee: 25, disbursements: 0, net: 975 },
    owner: {
      ...owner,
      email: 'hello@druk.test',
      phoneNumber: '+975 2 333 444',
      address: 'Thimphu',
      website: null,
      blockTransactions: false,
      platformFee: 4.99,
    } as InvoiceDetail['owner'],
    lineItems: [
      { __typename: 'LineItem', id: 'li-1', description: 'Hotel nights', quantity: 10, price: 100, total: 1000, sort: 0 },
    ] as unknown as InvoiceDetail['lineItems'],
    disbursements: [
      {
        __typename: 'Disbursement',
        id: 'd-1',
        amount: 0,
        type: 'government',
        isDefault: true,
        recipientId: 'gov-1',
        recipient: { __typename: 'DisbursementRecipient', id: 'gov-1', name: 'Department Of Immigration', type: 'government' },
        hotelInvoice: [],
        doiDocument: [],
      },
    ] as unknown as InvoiceDetail['disbursements'],
    payments: [],
    payouts: [],
    creditAdvices: [],
    disbursedBy: null,
    refunds: [],
    disputes: [],
    ...overrides,
  };
}

export function invoiceResponse(invoice: InvoiceDetail): { data: InvoiceQuery } {
  return { data: { invoice } };
}

export const eventsResponse = (): { data: EventsQuery } => ({
  data: {
    events: {
      __typename: 'EventList',
      total: 1,
      items: [
        {
          __typename: 'Event',
          id: 'e-1',
          name: 'Invoice Created',
          createdAt: '2026-11-20T10:00:00.000Z',
          user: { __typename: 'EventUser', name: 'Karma', surname: null, email: 'k@x.test' },
        },
      ],
    },
  },
});
