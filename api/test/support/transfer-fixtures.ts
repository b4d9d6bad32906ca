import { MikroORM } from '@mikro-orm/postgresql';
import { checkoutTransferAmountCents, toCents } from '@pg/domain';

import { CheckoutPayment } from '../../src/checkouts/checkout-payment.entity';
import { createWebPayment } from '../../src/checkouts/web-payment-factory';
import { Organization } from '../../src/organizations/organization.entity';
import type { GqlResult, TestApp } from '../test-app';
import { type CreatedInvoice, createInvoice, doiId, invoiceInput, PAY } from './invoice-fixtures';
import { APPROVE, MERCHANT_APPROVE, refundInput, type RefundResult, requestRefund } from './refund-fixtures';
import { CARDS, sandboxToken } from './sandbox-spy';

export const TRANSFER_FIELDS = `id code amount notes createdAt transferredBy { name }
  items { kind id code status subtotal amount signedAmount organization { id name } }
  invoices { id code status transferId transfer { id code } totals { subtotal fee total } invoiceAmount }
  refunds { id code progressStatus transferId }
  webPayments { id code status transferId }
  disputes { id code progressStatus transferId refundTransferId transfer { id code } }
  wonDisputes { id code progressStatus transferId refundTransferId refundTransfer { id code } }`;

export const CREATE_TRANSACTION = `mutation($notes: String, $invoiceIds: [ID!], $refundIds: [ID!], $disputeIds: [ID!], $checkoutIds: [ID!], $wonDisputeIds: [ID!]) {
  createTransaction(notes: $notes, invoiceIds: $invoiceIds, refundIds: $refundIds, disputeIds: $disputeIds, checkoutIds: $checkoutIds, wonDisputeIds: $wonDisputeIds) { ${TRANSFER_FIELDS} } }`;
export const TRANSFER = `query($id: ID!) { transfer(id: $id) { ${TRANSFER_FIELDS} } }`;
export const TRANSFERS = `query($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String) {
  transfers(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) { total items { id code amount notes transferredBy { name } } } }`;
export const NOTES = 'mutation($id: ID!, $notes: String) { updateTransferNotes(id: $id, notes: $notes) { id notes } }';
export const ORG_LEDGER = `query($org: ID!, $first: Int, $page: Int) { orgLedger(organizationId: $org, first: $first, page: $page) {
  total items { amount balance transactionType remarks sourceType sourceId } } }`;
export const BALANCE = 'query($id: ID!) { organization(id: $id) { id currentBalance } }';
export const OUTSTANDING = '{ outstandingAmount { amount } }';

export interface TransferResult {
  id: string;
  code: string;
  amount: number;
  notes: string | null;
  transferredBy: { name: string } | null;
  items: {
    kind: string;
    id: string;
    code: string;
    status: string;
    subtotal: number;
    amount: number;
    signedAmount: number;
    organization: { id: string; name: string };
  }[];
  invoices: {
    id: string;
    code: string;
    status: string;
    transferId: string;
    transfer: { id: string; code: string } | null;
    totals: { subtotal: number; fee: number; total: number };
    invoiceAmount: number;
  }[];
  refunds: { id: string; code: string; progressStatus: string; transferId: string }[];
  webPayments: { id: string; code: string; status: string; transferId: string | null }[];
  disputes: TransferDispute[];
  wonDisputes: TransferDispute[];
}

export interface TransferDispute {
  id: string;
  code: string;
  progressStatus: string;
  transferId: string | null;
  refundTransferId: string | null;
  transfer?: { id: string; code: string } | null;
  refundTransfer?: { id: string; code: string } | null;
}

export interface LedgerItem {
  amount: number;
  balance: number;
  transactionType: string;
  remarks: string;
  sourceType: string;
  sourceId: string;
}

/** Decimals at the GraphQL edge back to cents, for exact comparisons. */
export const cents = (value: number) => toCents(value);

/** A paid invoice of the demo tour operator (Sandbox card), with optional overrides of the create input. */
export async function paidInvoiceOf(
  t: TestApp,
  owner: string,
  key: string,
  overrides: Record<string, unknown> = {},
): Promise<CreatedInvoice & { ownerId: string }> {
  const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner), overrides));
  const paid = await t.gql<{ payInvoice: { status: string } }>(PAY, { invoiceId: invoice.id, accessKey: invoice.accessKey, token: await sandboxToken(t), key });
  if (paid.data?.payInvoice.status !== 'succeeded') throw new Error(`payment failed: ${JSON.stringify(paid)}`);
  return { ...invoice, status: 'paid' } as CreatedInvoice & { ownerId: string };
}

/** A refund of `invoiceId` approved by the merchant and the bank: what a transfer may deduct. */
export async function bankApprovedRefund(t: TestApp, owner: string, bank: string, invoiceId: string, amount = 100): Promise<RefundResult> {
  const refund = await requestRefund(t, owner, refundInput(invoiceId, [{ description: 'Night 2 cancelled', amount }]));
  await t.gql(MERCHANT_APPROVE, { id: refund.id }, owner);
  const approved = await t.gql<{ approveRefund: RefundResult }>(APPROVE, { id: refund.id }, bank);
  if (approved.data?.approveRefund.progressStatus !== 'bankApproved') throw new Error(`bank approval failed: ${JSON.stringify(approved)}`);
  return approved.data.approveRefund;
}

/**
 * A checkout paid through the Sandbox: of the demo tour operator by default (450.00; merchant
 * fee 11.25), or of another organization and amount. Returns its Sandbox charge id too.
 */
export async function paidCheckout(
  t: TestApp,
  orderId: string,
  org = 'Druk Heritage Tours',
  amountCents = 45000,
): Promise<{ id: string; code: string; chargeId: string; payableCents: number }> {
  const em = t.app.get(MikroORM).em.fork();
  const owner = await em.findOneOrFail(Organization, { name: org });
  const wp = await createWebPayment(em, { owner, amountCents, orderId, responseUrl: 'https://merchant.test/done', cancelUrl: 'https://merchant.test/cancel' });
  await em.flush();
  const r = await t.gql<{ payWebPayment: { status: string } }>(
    `mutation($id: ID, $key: String, $token: String) { payWebPayment(webPaymentId: $id, accessKey: $key, stripeToken: $token, provider: sandbox,
      customerName: "Jane Payer", customerEmail: "jane@example.test", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: "t") { status } }`,
    { id: wp.id, key: wp.accessKey, token: await sandboxToken(t, CARDS.visa) },
  );
  if (r.data?.payWebPayment.status !== 'paid') throw new Error(`checkout payment failed: ${JSON.stringify(r)}`);
  const payment = await em.fork().findOneOrFail(CheckoutPayment, { webPayment: wp.id, status: 'succeeded' });
  return { id: wp.id, code: wp.code, chargeId: payment.chargeId!, payableCents: checkoutTransferAmountCents(wp.amountCents, wp.merchantProcessingFeeCents) };
}

export async function createTransfer(t: TestApp, token: string, vars: Record<string, unknown>): Promise<GqlResult<{ createTransaction: TransferResult }>> {
  return t.gql<{ createTransaction: TransferResult }>(CREATE_TRANSACTION, vars, token);
}

export async function balanceCents(t: TestApp, token: string, orgId: string): Promise<number> {
  const r = await t.gql<{ organization: { currentBalance: number } }>(BALANCE, { id: orgId }, token);
  return cents(r.data!.organization.currentBalance);
}

export async function outstandingCents(t: TestApp, token: string): Promise<number> {
  return cents((await t.gql<{ outstandingAmount: { amount: number } }>(OUTSTANDING, {}, token)).data!.outstandingAmount.amount);
}

export async function ledgerOf(t: TestApp, token: string, orgId: string, first = 200): Promise<{ total: number; items: LedgerItem[] }> {
  const r = await t.gql<{ orgLedger: { total: number; items: LedgerItem[] } }>(ORG_LEDGER, { org: orgId, first }, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.orgLedger;
}
