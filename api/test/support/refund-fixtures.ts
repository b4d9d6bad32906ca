import { MikroORM } from '@mikro-orm/postgresql';

import { Payment } from '../../src/invoices/payment.entity';
import type { TestApp } from '../test-app';
import { type CreatedInvoice, createInvoice, doiId, invoiceInput, PAY } from './invoice-fixtures';
import { sandboxToken } from './sandbox-spy';

export const REFUND_FIELDS = `id code type status progressStatus requestedAmount approvedAmount reason notes denialReason closedDate
  merchantDeclineReason merchantDeclineExplanation lastError awaitingMyAction availableActions invoiceId
  totals { subtotal fee total } lineItems { description amount }`;

export const REQUEST = `mutation($refund: RequestRefundInput!) { requestRefund(refund: $refund) { ${REFUND_FIELDS} } }`;
export const MERCHANT_APPROVE = `mutation($id: ID!) { merchantApprove(id: $id) { ${REFUND_FIELDS} } }`;
export const APPROVE = `mutation($id: ID!) { approveRefund(id: $id) { ${REFUND_FIELDS} } }`;
export const DENY = `mutation($id: ID!, $reason: String!) { denyRefund(id: $id, reason: $reason) { ${REFUND_FIELDS} } }`;
export const RESOLVE = `mutation($id: ID!) { resolvedAsRefunded(id: $id) { ${REFUND_FIELDS} } }`;
export const NOT_REFUNDED = `mutation($id: ID!, $reason: String!) { resolvedAsNotRefunded(id: $id, reason: $reason) { ${REFUND_FIELDS} } }`;
export const DECLINE = `mutation($id: ID!, $reason: String!, $explanation: String) {
  merchantDecline(id: $id, merchantDeclineReason: $reason, merchantDeclineExplanation: $explanation) { ${REFUND_FIELDS} } }`;
export const AVAILABLE = `query($id: ID!) { availableRefundAmountAndRefundPolicyTerms(parentEntityId: $id, type: invoice) { amount refundPolicyTerms platformFee } }`;

export interface RefundResult {
  id: string;
  code: string;
  status: string;
  progressStatus: string;
  requestedAmount: number;
  approvedAmount: number | null;
  denialReason: string | null;
  closedDate: string | null;
  lastError: string | null;
  awaitingMyAction: boolean;
  availableActions: string[];
  totals: { subtotal: number; fee: number; total: number };
}

/** An invoice of the demo merchant, paid with a Sandbox card; returns it and its charge id. */
export async function paidInvoice(
  t: TestApp,
  owner: string,
  key: string,
  overrides: Record<string, unknown> = {},
): Promise<{ invoice: CreatedInvoice; chargeId: string }> {
  const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner), overrides));
  const paid = await t.gql<{ payInvoice: { status: string } }>(PAY, { invoiceId: invoice.id, accessKey: invoice.accessKey, token: await sandboxToken(t), key });
  if (paid.data?.payInvoice.status !== 'succeeded') throw new Error(`payment failed: ${JSON.stringify(paid)}`);
  const payment = await t.app.get(MikroORM).em.fork().findOneOrFail(Payment, { invoice: invoice.id, status: 'succeeded' });
  return { invoice, chargeId: payment.chargeId! };
}

export function refundInput(invoiceId: string, lines: { description: string; amount: number }[] = [{ description: 'Night 2 cancelled', amount: 100 }]) {
  return { parentEntityId: invoiceId, type: 'invoice', reason: 'cancellationByCustomer', notes: 'Guest left early', lineItems: lines };
}

export async function requestRefund(t: TestApp, token: string, input: Record<string, unknown>): Promise<RefundResult> {
  const r = await t.gql<{ requestRefund: RefundResult }>(REQUEST, { refund: input }, token);
  if (!r.data?.requestRefund) throw new Error(`requestRefund failed: ${JSON.stringify(r.errors)}`);
  return r.data.requestRefund;
}
