import type { EntityManager } from '@mikro-orm/postgresql';
import {
  checkoutTransferAmountCents,
  DISPUTE_ACCEPTANCE_FEE_CENTS,
  disputeTransferAmountCents,
  invoiceTransferAmountCents,
  refundTotals,
  type TransferItemKind,
  transferItemsTotalCents,
  wonDisputeTransferAmountCents,
} from '@pg/domain';

import { checkoutPayable } from '../checkouts/checkout-events';
import { CheckoutPayment } from '../checkouts/checkout-payment.entity';
import { WebPayment } from '../checkouts/web-payment.entity';
import { createWebPayment } from '../checkouts/web-payment-factory';
import { Dispute } from '../disputes/dispute.entity';
import { nextDisputeCode } from '../disputes/dispute-code';
import { disputeLedgerPosting } from '../disputes/dispute-ledger';
import { GatewayEvent } from '../events/event.entity';
import { Disbursement } from '../invoices/disbursement.entity';
import { Invoice } from '../invoices/invoice.entity';
import { invoicePayable } from '../invoices/invoice-events';
import { LedgerService } from '../ledger/ledger.service';
import { paymentPosting } from '../ledger/payable-posting';
import { Organization } from '../organizations/organization.entity';
import { SandboxCharge } from '../payments/sandbox/sandbox-charge.entity';
import { SandboxRefund } from '../payments/sandbox/sandbox-refund.entity';
import { Refund } from '../refunds/refund.entity';
import { RefundLineItem } from '../refunds/refund-line-item.entity';
import { Transfer } from '../transfers/transfer.entity';
import { TransferItem } from '../transfers/transfer-item.entity';
import { User } from '../users/user.entity';
import { createDemoInvoiceRow } from './demo-invoices';
import { demoSandboxCharge, demoSandboxDispute } from './demo-sandbox';

// Six months of settled business of the demo tour operator, so the dashboards' charts have a
// shape: back-dated paid invoices and checkouts, a few refunds and two disputes, each month paid
// out by a transfer. Everything is closed (disbursed, refunded, overturned, in a transfer), so
// the screens' open work (/transactions, the open refunds and disputes, the first rows of every
// list, the balances) is what it was; the books get the same journals real payments post, dated
// when they happened, and the payable ends where it started.

const DAY = 86_400_000;
const NOTES = 'Monthly payout to Druk Heritage Tours';
const GROUPS = ['Alpine Club', 'Sunrise Travellers', 'Lotus Pilgrims', 'Cedar Hikers', 'Nordic Trails', 'Maple Walkers', 'Coral Divers', 'Harbour Friends'];
const PEOPLE: [string, string][] = [
  ['Mia', 'Schulz'],
  ['Noah', 'Dubois'],
  ['Emma', 'Rossi'],
  ['Liam', 'Novak'],
  ['Sofia', 'Lindqvist'],
  ['Arjun', 'Mehta'],
  ['Chloe', 'Martin'],
  ['Kenji', 'Tanaka'],
];

interface Settled {
  kind: TransferItemKind;
  id: string;
  code: string;
  amountCents: number;
  at: Date;
}

/** Demo history: skipped once its first transfer exists (or before the demo's own transfer). */
export async function seedDemoHistory(em: EntityManager, ledger = new LedgerService(), now = Date.now()): Promise<number> {
  const owner = await em.findOne(Organization, { name: 'Druk Heritage Tours' });
  const doi = await em.findOne(Organization, { name: 'Department Of Immigration' });
  const user = await em.findOne(User, { email: 'owner@demo.test' });
  const bank = await em.findOne(User, { email: 'bank.admin@demo.test' });
  if (!owner || !doi || !user || !bank || (await em.count(Transfer, { notes: NOTES })) || !(await em.count(Transfer, {}))) return 0;
  let created = 0;
  await em.transactional(async (tx) => {
    const months = new Map<string, Settled[]>();
    const settle = (item: Settled) => {
      const month = item.at.toISOString().slice(0, 7);
      months.set(month, [...(months.get(month) ?? []), item]);
    };
    // Weeks 26 to 3 back: more business towards the autumn season.
    for (let week = 26; week >= 3; week--) {
      const perWeek = 1 + ((week * 7) % 3) + (week < 12 ? 1 : 0);
      for (let n = 0; n < perWeek; n++) {
        const seed = week * 31 + n * 17;
        const paidAt = new Date(now - (week * 7 - n * 2) * DAY - (seed % 9) * 3_600_000);
        const [given, surname] = PEOPLE[seed % PEOPLE.length];
        const invoice = await createDemoInvoiceRow(tx, owner, user, {
          name: `${GROUPS[seed % GROUPS.length]} ${week}-${n + 1}`,
          recipient: [given, surname, `${given.toLowerCase()}.${surname.toLowerCase()}@example.test`],
          type: n % 2 ? 'inCountrySettlement' : 'preTripPayment',
          pax: 2 + (seed % 5),
          dateOfService: new Date(paidAt.getTime() + 20 * DAY),
          lines: [
            { description: 'Sustainable Development Fee (per night)', quantity: 2 + (seed % 6), priceCents: 10000 },
            { description: 'Guide, driver and lodging', quantity: 1, priceCents: 60000 + (seed % 23) * 9000 },
          ],
          paidAt,
        });
        invoice.createdAt = new Date(paidAt.getTime() - 3 * DAY);
        tx.create(Disbursement, { invoice, recipient: doi, type: 'government', amountCents: 0, isDefault: true, sort: 0 });
        for (const [name, at, by] of [
          ['Invoice Created', invoice.createdAt, user],
          ['Invoice Paid', paidAt, null],
        ] as const)
          tx.create(GatewayEvent, {
            name,
            slug: name.toLowerCase().replace(/ /g, '-'),
            subjectType: 'invoice',
            subjectId: invoice.id,
            organization: owner,
            user: by,
            createdAt: at,
          });
        await tx.flush();
        await ledger.post(
          tx,
          paymentPosting(invoicePayable(invoice), { processor: 'sandbox', chargedCents: invoice.totalCents, paidAt }, `Invoice ${invoice.code} paid`),
        );
        settle({
          kind: 'invoice',
          id: invoice.id,
          code: invoice.code,
          amountCents: invoiceTransferAmountCents(invoice.subtotalCents, invoice.merchantProcessingFeeBps),
          at: paidAt,
        });
        created++;
        if (week % 4 === 0 && n === 0) {
          await historyRefund(tx, ledger, invoice, user, paidAt, settle);
          created++;
        }
        if ((week === 21 || week === 9) && n === perWeek - 1) {
          await historyDispute(tx, ledger, invoice, paidAt, week === 9, settle);
          created++;
        }
      }
      if (week % 2 === 0) {
        await historyCheckout(tx, ledger, owner, now - (week * 7 + 3) * DAY, 30000 + week * 4100, settle);
        created++;
      }
    }
    for (const items of months.values()) {
      await historyTransfer(tx, ledger, owner, bank, items);
      created++;
    }
  });
  return created;
}

async function historyCheckout(tx: EntityManager, ledger: LedgerService, owner: Organization, paidMs: number, cents: number, settle: (s: Settled) => void) {
  const paidAt = new Date(paidMs);
  const order = `DHT-HIST-${paidAt.toISOString().slice(0, 10)}`;
  const wp = await createWebPayment(tx, {
    owner,
    amountCents: cents,
    orderId: order,
    responseUrl: `https://drukheritage.test/booking/complete?order=${order}`,
    cancelUrl: `https://drukheritage.test/booking/cancelled?order=${order}`,
    metadata: { tour: 'Thimphu weekend', travellers: '2' },
  });
  const total = wp.amountCents + wp.transactionFeeCents;
  const chargeId = demoSandboxCharge(tx, total, `Checkout ${wp.code}`).id;
  Object.assign(wp, { status: 'paid', paidAt, gatewayTransactionId: chargeId, createdAt: new Date(paidMs - 600_000) });
  tx.create(CheckoutPayment, {
    webPayment: wp,
    amountCents: total,
    idempotencyKey: `demo-${wp.code}`,
    processor: 'sandbox',
    email: 'traveller@example.test',
    customerName: 'Demo Traveller',
    status: 'succeeded',
    chargeId,
    brand: 'Visa',
    last4: '4242',
  });
  await tx.flush();
  await ledger.post(tx, paymentPosting(checkoutPayable(wp, owner.id), { processor: 'sandbox', chargedCents: total, paidAt }, `Checkout ${wp.code} paid`));
  settle({ kind: 'checkout', id: wp.id, code: wp.code, amountCents: checkoutTransferAmountCents(wp.amountCents, wp.merchantProcessingFeeCents), at: paidAt });
}

async function historyRefund(tx: EntityManager, ledger: LedgerService, invoice: Invoice, user: User, paidAt: Date, settle: (s: Settled) => void) {
  const at = new Date(paidAt.getTime() + 2 * DAY);
  const [row] = await tx.execute<{ n: string }[]>(`select nextval('refund_code_seq') as n`);
  const lines = [{ description: 'One night cancelled', amountCents: 10000, sort: 0 }];
  const feeBasis = { chargedSubtotalCents: invoice.subtotalCents, chargedFeeCents: invoice.feeCents, refundedSubtotalCents: 0, refundedFeeCents: 0 };
  const totals = refundTotals({ lineItems: lines, refundPolicyTerms: invoice.refundPolicyTerms, availableCents: invoice.totalCents, feeBasis });
  const refund = tx.create(Refund, {
    code: `REF-${at.getUTCFullYear()}-${String(row.n).padStart(6, '0')}`,
    type: 'invoice',
    invoice,
    owner: invoice.owner,
    requestedBy: user,
    status: 'closed',
    progressStatus: 'refunded',
    subtotalCents: totals.subtotalCents,
    feeCents: totals.feeCents,
    requestedAmountCents: totals.totalCents,
    approvedAmountCents: totals.totalCents,
    refundPolicyTerms: invoice.refundPolicyTerms,
    reason: 'cancellationByCustomer',
    notes: 'A traveller cancelled one night.',
    closedDate: at,
    processor: 'sandbox',
    chargeId: invoice.gatewayTransactionId,
    createdAt: new Date(at.getTime() - DAY),
  });
  lines.forEach((l) => tx.create(RefundLineItem, { ...l, refund }));
  // refunded at the Sandbox too, as the platform's "Resolve as Refunded" does (the nightly audit compares them)
  const charge = tx.getReference(SandboxCharge, invoice.gatewayTransactionId!);
  const sandboxRefund = tx.create(SandboxRefund, { charge, idempotencyKey: `demo-${refund.code}`, amountCents: totals.totalCents });
  await tx.flush();
  refund.processorRefundId = sandboxRefund.id;
  await tx.nativeUpdate(SandboxCharge, { id: charge.id }, { refundedCents: totals.totalCents });
  await tx.flush();
  await ledger.post(tx, {
    event: { kind: 'refund', organizationId: invoice.owner.id, processor: 'sandbox', amountCents: totals.totalCents },
    transactionType: 'refund',
    sourceType: 'refund',
    sourceId: refund.id,
    remarks: `Refund ${refund.code} of invoice ${invoice.code} refunded to the card`,
    at,
  });
  settle({ kind: 'refund', id: refund.id, code: refund.code, amountCents: totals.totalCents, at });
}

async function historyDispute(tx: EntityManager, ledger: LedgerService, invoice: Invoice, paidAt: Date, won: boolean, settle: (s: Settled) => void) {
  const at = new Date(paidAt.getTime() + 5 * DAY);
  const sandboxDispute = demoSandboxDispute(tx, invoice.gatewayTransactionId!, {
    amountCents: invoice.totalCents,
    reason: won ? 'product_not_received' : 'fraudulent',
    status: won ? 'won' : 'lost',
    opensAt: at,
    evidenceDueBy: new Date(at.getTime() + 7 * DAY),
    closedAt: new Date(at.getTime() + 12 * DAY),
  });
  const dispute = tx.create(Dispute, {
    code: await nextDisputeCode(tx),
    type: 'invoice',
    invoice,
    owner: invoice.owner,
    processor: 'sandbox',
    processorDisputeId: sandboxDispute.disputeId,
    processorStatus: won ? 'won' : 'lost',
    chargeId: invoice.gatewayTransactionId!,
    disputeAmountCents: invoice.totalCents,
    status: 'closed',
    progressStatus: won ? 'overturned' : 'refunded',
    reason: won ? 'product_not_received' : 'fraudulent',
    merchantResponseDueDate: new Date(at.getTime() + 7 * DAY),
    resolutionDate: new Date(at.getTime() + 12 * DAY),
    acceptanceFeeCents: won ? 0 : DISPUTE_ACCEPTANCE_FEE_CENTS,
    ...(won
      ? {
          reasonToWinDispute: 'other',
          otherReasonDescription: 'The travellers took the tour; photos attached.',
          evidenceSubmittedAt: new Date(at.getTime() + 3 * DAY),
        }
      : {}),
    createdAt: at,
  });
  await tx.flush();
  await ledger.post(tx, { ...disputeLedgerPosting(dispute, 'chargeback'), at });
  if (!won) await ledger.post(tx, { ...disputeLedgerPosting(dispute, 'fee'), at: new Date(at.getTime() + 2 * DAY) });
  else await ledger.post(tx, { ...disputeLedgerPosting(dispute, 'won'), at: new Date(at.getTime() + 12 * DAY) });
  settle({
    kind: 'dispute',
    id: dispute.id,
    code: dispute.code,
    amountCents: disputeTransferAmountCents(dispute.disputeAmountCents, dispute.acceptanceFeeCents),
    at,
  });
  if (won)
    settle({
      kind: 'wonDispute',
      id: dispute.id,
      code: dispute.code,
      amountCents: wonDisputeTransferAmountCents(dispute.disputeAmountCents),
      at: new Date(at.getTime() + 12 * DAY),
    });
}

/** A month's settled items paid out together, three days after the last of them. */
async function historyTransfer(tx: EntityManager, ledger: LedgerService, owner: Organization, bank: User, items: Settled[]) {
  const at = new Date(Math.max(...items.map((i) => i.at.getTime())) + 3 * DAY);
  const [row] = await tx.execute<{ n: string }[]>(`select nextval('transfer_code_seq') as n`);
  const amountCents = transferItemsTotalCents(items.map((i) => ({ kind: i.kind, organizationId: owner.id, amountCents: i.amountCents })));
  const ids = (kind: TransferItemKind) => items.filter((i) => i.kind === kind).map((i) => i.id);
  const transfer = tx.create(Transfer, {
    code: `TRF-${at.getUTCFullYear()}-${String(row.n).padStart(6, '0')}`,
    status: 'completed',
    amountCents,
    notes: NOTES,
    requested: { invoice: ids('invoice'), checkout: ids('checkout'), refund: ids('refund'), dispute: ids('dispute'), wonDispute: ids('wonDispute') },
    transferredBy: bank,
    completedAt: at,
    createdAt: at,
  });
  for (const item of items)
    tx.create(TransferItem, { transfer, kind: item.kind, itemId: item.id, code: item.code, organization: owner, amountCents: item.amountCents });
  await tx.flush();
  const set = { transferId: transfer.id };
  await tx.nativeUpdate(Invoice, { id: { $in: ids('invoice') } }, { ...set, status: 'disbursed', actualDisbursementDate: at, disbursedBy: bank });
  await tx.nativeUpdate(WebPayment, { id: { $in: ids('checkout') } }, { ...set, status: 'disbursed', disbursedAt: at, disbursedBy: bank });
  await tx.nativeUpdate(Refund, { id: { $in: ids('refund') } }, set);
  await tx.nativeUpdate(Dispute, { id: { $in: ids('dispute') } }, set);
  await tx.nativeUpdate(Dispute, { id: { $in: ids('wonDispute') } }, { refundTransferId: transfer.id });
  await ledger.post(tx, {
    event: { kind: 'payout', organizationId: owner.id, amountCents },
    transactionType: 'transfer',
    sourceType: 'transfer',
    sourceId: transfer.id,
    sourceKey: `transfer:${transfer.id}:${owner.id}`,
    remarks: `Transfer ${transfer.code} (${items.length} items)`,
    userId: bank.id,
    at,
  });
}
