import type { EntityManager } from '@mikro-orm/postgresql';
import { type RefundProgressStatus, refundTotals } from '@pg/domain';

import { GatewayEvent } from '../events/event.entity';
import { Invoice } from '../invoices/invoice.entity';
import { Payment } from '../invoices/payment.entity';
import { Refund } from '../refunds/refund.entity';
import { RefundLineItem } from '../refunds/refund-line-item.entity';
import { User } from '../users/user.entity';

interface DemoRefund {
  progressStatus: Extract<RefundProgressStatus, 'initiated' | 'merchantApproved'>;
  reason: string;
  notes: string | null;
  lines: [string, number][];
}

// Two refunds of the demo merchant's paid invoice, one waiting for the merchant and one for the
// bank, so the refund screens have something to show. Their processes start on first use, from
// the stage stored here; the payment is a Sandbox charge, so each can be refunded to the card.
const DEMO_REFUNDS: DemoRefund[] = [
  {
    progressStatus: 'initiated',
    reason: 'cancellationByCustomer',
    notes: 'Two travellers cancelled the last night.',
    lines: [['Phobjikha valley camp (2 nights)', 19000]],
  },
  {
    progressStatus: 'merchantApproved',
    reason: 'cancellationDueToOperationalIssues',
    notes: null,
    lines: [
      ['Bird guide (1 day)', 7000],
      ['Transport', 2500],
    ],
  },
];

export async function seedDemoRefunds(em: EntityManager): Promise<number> {
  const invoice = await em.findOne(Invoice, { name: 'Berlin Birders', status: 'paid' }, { populate: ['owner'] });
  const owner = await em.findOne(User, { email: 'owner@demo.test' });
  if (!invoice || !owner || (await em.count(Refund, { owner: invoice.owner }))) return 0;
  const payment = await em.findOne(Payment, { invoice, status: 'succeeded' });
  let created = 0;
  const feeBasis = { chargedSubtotalCents: invoice.subtotalCents, chargedFeeCents: invoice.feeCents, refundedSubtotalCents: 0, refundedFeeCents: 0 };
  for (const d of DEMO_REFUNDS) {
    const [row] = await em.execute<{ n: string }[]>(`select nextval('refund_code_seq') as n`);
    const lines = d.lines.map(([description, amountCents], sort) => ({ description, amountCents, sort }));
    const totals = refundTotals({ lineItems: lines, refundPolicyTerms: invoice.refundPolicyTerms, availableCents: invoice.totalCents, feeBasis });
    feeBasis.refundedSubtotalCents += totals.subtotalCents;
    feeBasis.refundedFeeCents += totals.feeCents;
    const refund = em.create(Refund, {
      code: `REF-${new Date().getUTCFullYear()}-${String(row.n).padStart(6, '0')}`,
      type: 'invoice',
      invoice,
      owner: invoice.owner,
      requestedBy: owner,
      status: 'open',
      progressStatus: d.progressStatus,
      subtotalCents: totals.subtotalCents,
      feeCents: totals.feeCents,
      requestedAmountCents: totals.totalCents,
      refundPolicyTerms: invoice.refundPolicyTerms,
      reason: d.reason,
      notes: d.notes,
      processor: payment?.processor ?? invoice.paymentGateway ?? null,
      chargeId: payment?.chargeId ?? invoice.gatewayTransactionId ?? null,
    });
    lines.forEach((l) => em.create(RefundLineItem, { ...l, refund }));
    const event = (name: string, slug: string) =>
      em.create(GatewayEvent, { name, slug, subjectType: 'refund', subjectId: refund.id, organization: invoice.owner, user: owner, meta: null });
    event('Refund request open', 'refund-request-open');
    if (d.progressStatus === 'merchantApproved') event('Refund approved by merchant', 'refund-approved-by-merchant');
    created++;
  }
  await em.flush();
  return created;
}
