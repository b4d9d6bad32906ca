import type { EntityManager } from '@mikro-orm/postgresql';
import { DISPUTE_ACCEPTANCE_FEE_CENTS, type DisputeProgressStatus } from '@pg/domain';

import { Dispute } from '../disputes/dispute.entity';
import { nextDisputeCode } from '../disputes/dispute-code';
import { GatewayEvent } from '../events/event.entity';
import { eventSlug } from '../events/subject-event';
import { Invoice } from '../invoices/invoice.entity';
import { Payment } from '../invoices/payment.entity';
import { Organization } from '../organizations/organization.entity';
import { User } from '../users/user.entity';
import { createDemoInvoiceRow } from './demo-invoices';
import { demoSandboxDispute } from './demo-sandbox';

const DAY = 86_400_000;

interface DemoDispute {
  /** The paid invoice disputed: Berlin Birders (from the invoice demo data) or one made here. */
  invoice: string;
  progressStatus: Extract<DisputeProgressStatus, 'received' | 'merchantApproved' | 'overturned'>;
  reason: string;
  daysAgo: number;
  /** The disputed amount when not the whole charge. */
  amountCents?: number;
}

/** Paid invoices of their own for the disputes beyond the first (a charge is disputed once). */
const PAID_FOR_DISPUTES: [name: string, recipient: [string, string, string], description: string, priceCents: number][] = [
  ['Osaka Temple Walkers', ['Yui', 'Tanaka', 'yui.tanaka@example.test'], "Tiger's Nest day hike with guide", 42000],
  ['Toronto Trekkers', ['Liam', 'Roy', 'liam.roy@example.test'], 'Druk Path trek (5 days)', 96000],
];

// Disputes of the demo merchant's paid invoices at three stages, so the dispute screens have
// something to show: one waiting for the merchant, one accepted and waiting for the platform,
// one won. Their processes start on first use, from the stage stored here; each is a Sandbox
// dispute of the payment's Sandbox charge, so accepting or answering it reaches the Sandbox.
const DEMO_DISPUTES: DemoDispute[] = [
  // Part of the charge only: the demo refunds of Berlin Birders can still be finished (a dispute holds its amount).
  { invoice: 'Berlin Birders', progressStatus: 'received', reason: 'fraudulent', daysAgo: 1, amountCents: 50_000 },
  { invoice: 'Osaka Temple Walkers', progressStatus: 'merchantApproved', reason: 'product_not_received', daysAgo: 3 },
  { invoice: 'Toronto Trekkers', progressStatus: 'overturned', reason: 'duplicate', daysAgo: 20 },
];

export async function seedDemoDisputes(em: EntityManager): Promise<number> {
  const owner = await em.findOne(Organization, { name: 'Druk Heritage Tours' });
  const user = await em.findOne(User, { email: 'owner@demo.test' });
  const birders = await em.findOne(Invoice, { name: 'Berlin Birders', status: 'paid' });
  if (!owner || !user || !birders || (await em.count(Dispute, { owner }))) return 0;
  const invoices = new Map<string, Invoice>([[birders.name, birders]]);
  for (const [name, recipient, description, priceCents] of PAID_FOR_DISPUTES)
    invoices.set(name, await paidInvoice(em, owner, user, name, recipient, description, priceCents));
  for (const d of DEMO_DISPUTES) {
    const invoice = invoices.get(d.invoice)!;
    const payment = await em.findOne(Payment, { invoice, status: 'succeeded' });
    const createdAt = new Date(Date.now() - d.daysAgo * DAY);
    const closed = d.progressStatus === 'overturned';
    const chargeId = payment?.chargeId ?? invoice.gatewayTransactionId;
    if (!chargeId) throw new Error(`demo invoice ${invoice.name} has no charge`);
    const amountCents = d.amountCents ?? invoice.totalCents;
    const sandboxDispute = demoSandboxDispute(em, chargeId, {
      amountCents,
      reason: d.reason,
      status: closed ? 'won' : 'needs_response',
      opensAt: createdAt,
      evidenceDueBy: new Date(createdAt.getTime() + 7 * DAY),
      closedAt: closed ? new Date(createdAt.getTime() + 12 * DAY) : null,
    });
    const dispute = em.create(Dispute, {
      code: await nextDisputeCode(em),
      type: 'invoice',
      invoice,
      owner,
      processor: 'sandbox',
      processorDisputeId: sandboxDispute.disputeId,
      processorStatus: closed ? 'won' : 'needs_response',
      chargeId,
      disputeAmountCents: amountCents,
      status: closed ? 'closed' : 'open',
      progressStatus: d.progressStatus,
      reason: d.reason,
      merchantResponseDueDate: new Date(createdAt.getTime() + 7 * DAY),
      resolutionDate: closed ? new Date(createdAt.getTime() + 12 * DAY) : null,
      acceptanceFeeCents: d.progressStatus === 'merchantApproved' ? DISPUTE_ACCEPTANCE_FEE_CENTS : 0,
      ...(closed
        ? {
            reasonToWinDispute: 'customerWasRefunded',
            customerAlreadyRefunded: 'paidViaWireTransfer',
            refundDate: new Date(createdAt.getTime() - 2 * DAY),
            refundAmountCents: invoice.totalCents,
            refundDescription: 'The duplicate payment was returned by wire transfer.',
            productServiceTypeProvided: 'bookingOrReservation',
            evidenceSubmittedAt: new Date(createdAt.getTime() + 4 * DAY),
          }
        : {}),
      createdAt,
    });
    const event = (name: string, by: User | null, days: number) =>
      em.create(GatewayEvent, {
        name,
        slug: eventSlug(name),
        subjectType: 'dispute',
        subjectId: dispute.id,
        organization: owner,
        user: by,
        meta: null,
        createdAt: new Date(createdAt.getTime() + days * DAY),
      });
    event('Dispute received', null, 0);
    if (d.progressStatus === 'merchantApproved') event('Dispute accepted by merchant', user, 1);
    if (closed) {
      event('Dispute declined by merchant', user, 2);
      event('Dispute set in review by platform', await em.findOne(User, { email: 'pg.admin@demo.test' }), 4);
      event('Dispute won at the card processor', null, 12);
    }
  }
  await em.flush();
  return DEMO_DISPUTES.length;
}

/** A paid invoice with one line, paid by a demo card payment. */
function paidInvoice(
  em: EntityManager,
  owner: Organization,
  user: User,
  name: string,
  recipient: [string, string, string],
  description: string,
  priceCents: number,
): Promise<Invoice> {
  return createDemoInvoiceRow(em, owner, user, {
    name,
    recipient,
    type: 'postTripSettlement',
    pax: 2,
    dateOfService: new Date(Date.now() - 30 * DAY),
    lines: [{ description, quantity: 1, priceCents }],
    paidAt: new Date(Date.now() - 25 * DAY),
  });
}
