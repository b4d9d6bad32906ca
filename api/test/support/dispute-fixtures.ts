import { MikroORM } from '@mikro-orm/postgresql';

import { Payment } from '../../src/invoices/payment.entity';
import type { TestApp } from '../test-app';
import { eventually } from '../test-app';
import { type CreatedInvoice, createInvoice, doiId, invoiceInput, PAY } from './invoice-fixtures';
import { sandboxToken } from './sandbox-spy';

/** Stripe's test card that succeeds and later opens a dispute (DESIGN.md s5). */
export const DISPUTE_CARD = '4000000000000259';

export const DISPUTE_FIELDS = `id code type status progressStatus disputeAmount reason stripeDisputeId stripeStatus merchantResponseDueDate resolutionDate
  acceptanceFee reasonToWinDispute productServiceTypeProvided productOrServiceDetails otherReasonDescription lastError awaitingMyAction availableActions
  invoiceId transferId refundTransferId supportingDocument { path caption originalUrl } refundProof { path } creditVoucherProof { path } invoice { id code }`;

export const DISPUTE = `query($id: ID!) { dispute(id: $id) { ${DISPUTE_FIELDS} } }`;
export const LIST = `query($invoiceId: ID, $progressStatus: [DisputeProgressStatus!], $searchParam: String, $awaitingMyAction: Boolean, $sortField: String, $sortDirection: String, $first: Int, $page: Int) {
  disputes(invoiceId: $invoiceId, progressStatus: $progressStatus, searchParam: $searchParam, awaitingMyAction: $awaitingMyAction, sortField: $sortField, sortDirection: $sortDirection, first: $first, page: $page) {
    total items { id code progressStatus disputeAmount awaitingMyAction owner { name } } } }`;
export const MERCHANT_APPROVE = `mutation($id: ID!) { merchantApproveDispute(id: $id) { ${DISPUTE_FIELDS} } }`;
export const DENY = `mutation($dispute: MerchantDenyDisputeInput!) { merchantDenyDispute(dispute: $dispute) { ${DISPUTE_FIELDS} } }`;
export const PG_APPROVE = `mutation($id: ID!) { pgApproveDispute(id: $id) { ${DISPUTE_FIELDS} } }`;
export const PG_REVIEW = `mutation($id: ID!) { pgDisputeInReview(id: $id) { ${DISPUTE_FIELDS} } }`;
export const EVENTS = 'query($id: ID!) { events(disputeId: $id) { total items { name slug user { name email } } } }';

export interface DisputeResult {
  id: string;
  code: string;
  status: string;
  progressStatus: string;
  disputeAmount: number;
  stripeDisputeId: string | null;
  stripeStatus: string | null;
  acceptanceFee: number;
  awaitingMyAction: boolean;
  availableActions: string[];
  merchantResponseDueDate: string;
  resolutionDate: string | null;
  supportingDocument: { path: string; caption: string | null; originalUrl: string } | null;
}

/** An invoice of the demo merchant paid with the dispute card; returns it and its charge id. */
export async function paidWithDisputeCard(t: TestApp, owner: string, key: string): Promise<{ invoice: CreatedInvoice; chargeId: string }> {
  const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
  const paid = await t.gql<{ payInvoice: { status: string } }>(PAY, {
    invoiceId: invoice.id,
    accessKey: invoice.accessKey,
    token: await sandboxToken(t, DISPUTE_CARD),
    key,
  });
  if (paid.data?.payInvoice.status !== 'succeeded') throw new Error(`payment failed: ${JSON.stringify(paid)}`);
  const payment = await t.app.get(MikroORM).em.fork().findOneOrFail(Payment, { invoice: invoice.id, status: 'succeeded' });
  return { invoice, chargeId: payment.chargeId! };
}

/** Waits for the Sandbox's dispute of an invoice to reach the platform. */
export function disputeOf(t: TestApp, token: string, invoiceId: string, timeoutMs?: number): Promise<DisputeResult> {
  return eventually(async () => {
    const r = await t.gql<{ disputes: { items: { id: string }[] } }>(LIST, { invoiceId }, token);
    const id = r.data?.disputes.items[0]?.id;
    if (!id) return undefined;
    return (await t.gql<{ dispute: DisputeResult }>(DISPUTE, { id }, token)).data!.dispute;
  }, timeoutMs);
}

/** Uploads bytes through the presigned flow as `token`; returns the stored name for `path`. */
export async function upload(t: TestApp, token: string, bytes: Buffer, name = 'evidence.pdf', type = 'application/pdf'): Promise<string> {
  const res = await fetch(`${t.url}/issuePresignedURL?file-name=${encodeURIComponent(name)}&file-type=${encodeURIComponent(type)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { signedRequest: string; fileName: string };
  const u = new URL(body.signedRequest);
  const put = await fetch(`${t.url}${u.pathname}${u.search}`, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': type } });
  if (put.status !== 200) throw new Error(`upload failed: ${put.status}`);
  return body.fileName;
}
