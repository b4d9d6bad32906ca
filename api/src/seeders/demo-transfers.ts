import type { EntityManager } from '@mikro-orm/postgresql';
import { invoiceTransferAmountCents, transferItemsTotalCents } from '@pg/domain';

import { checkoutPayable } from '../checkouts/checkout-events';
import { WebPayment } from '../checkouts/web-payment.entity';
import { Dispute } from '../disputes/dispute.entity';
import { disputeLedgerPosting } from '../disputes/dispute-ledger';
import { GatewayEvent } from '../events/event.entity';
import { Invoice } from '../invoices/invoice.entity';
import { invoicePayable } from '../invoices/invoice-events';
import { LedgerService } from '../ledger/ledger.service';
import { disbursementPosting, paymentPosting } from '../ledger/payable-posting';
import { Organization } from '../organizations/organization.entity';
import { Transfer } from '../transfers/transfer.entity';
import { TransferItem } from '../transfers/transfer-item.entity';
import { User } from '../users/user.entity';
import { createDemoInvoice, type DemoInvoice } from './demo-invoices';

// Two more paid invoices of the demo tour operator, already paid out in one transfer by the
// bank, and the ledger entries of every demo money event (invoice and checkout payments, the
// checkout disbursed by hand, the demo disputes' chargebacks, fee and win): /transfers, /ledger
// and the dashboard's outstanding balance have something to show, and Berlin Birders is still
// there to transfer.
const TRANSFERRED: DemoInvoice[] = [
  {
    name: 'Melbourne Hikers',
    recipient: ['Olivia', 'Brown', 'olivia.brown@example.test'],
    type: 'postTripSettlement',
    status: 'paid',
    pax: 3,
    daysAhead: -20,
    lines: [
      ['Jomolhari trek (per day)', 6, 14000],
      ['Pack horses', 6, 3000],
    ],
  },
  {
    name: 'Zurich Photo Tour',
    recipient: ['Lukas', 'Meier', 'lukas.meier@example.test'],
    type: 'inCountrySettlement',
    status: 'paid',
    pax: 2,
    daysAhead: -12,
    lines: [["Tiger's Nest guided hike", 2, 9000]],
  },
];

/** Every demo payment was charged through the Sandbox processor. */
const DEMO_PROCESSOR = 'sandbox';

export async function seedDemoTransfers(em: EntityManager, ledger = new LedgerService()): Promise<number> {
  const owner = await em.findOne(Organization, { name: 'Druk Heritage Tours' });
  const doi = await em.findOne(Organization, { name: 'Department Of Immigration' });
  const user = await em.findOne(User, { email: 'owner@demo.test' });
  const bank = await em.findOne(User, { email: 'bank.admin@demo.test' });
  if (!owner || !doi || !user || !bank || (await em.count(Transfer, {}))) return 0;

  const created: Invoice[] = [];
  for (const d of TRANSFERRED) created.push(await createDemoInvoice(em, { owner, doi, user }, d));
  await em.flush();

  await em.transactional(async (tx) => {
    const invoices = await tx.find(Invoice, { id: { $in: created.map((i) => i.id) } }, { orderBy: { code: 'asc' } });
    const bankRef = tx.getReference(User, bank.id);
    const ownerRef = tx.getReference(Organization, owner.id);
    // Every demo payment credits the merchant (keys make this safe on an older demo database).
    const paid = await tx.find(Invoice, { owner: owner.id, status: { $in: ['paid', 'disbursed'] }, deletedAt: null }, { orderBy: { createdAt: 'asc' } });
    for (const invoice of paid) {
      await ledger.post(
        tx,
        paymentPosting(
          invoicePayable(invoice),
          { processor: DEMO_PROCESSOR, chargedCents: invoice.totalCents, paidAt: invoice.paidAt! },
          `Invoice ${invoice.code} paid`,
        ),
      );
    }
    await postDemoCheckouts(tx, ledger, owner.id);
    await postDemoDisputes(tx, ledger, owner.id);

    const items = invoices.map((i) => ({
      kind: 'invoice' as const,
      organizationId: owner.id,
      amountCents: invoiceTransferAmountCents(i.subtotalCents, i.merchantProcessingFeeBps),
    }));
    const [row] = await tx.execute<{ n: string }[]>(`select nextval('transfer_code_seq') as n`);
    const now = new Date();
    const transfer = tx.create(Transfer, {
      code: `TRF-${now.getUTCFullYear()}-${String(row.n).padStart(6, '0')}`,
      status: 'completed',
      amountCents: transferItemsTotalCents(items),
      notes: 'Weekly payout to Druk Heritage Tours',
      requested: { invoice: invoices.map((i) => i.id) },
      transferredBy: bankRef,
      completedAt: now,
    });
    invoices.forEach((invoice, n) => {
      tx.assign(invoice, { status: 'disbursed', transferId: transfer.id, actualDisbursementDate: now, disbursedBy: bankRef });
      tx.create(TransferItem, { transfer, kind: 'invoice', itemId: invoice.id, code: invoice.code, organization: ownerRef, amountCents: items[n].amountCents });
      tx.create(GatewayEvent, {
        name: 'Invoice Disbursed',
        slug: 'invoice-disbursed',
        subjectType: 'invoice',
        subjectId: invoice.id,
        organization: ownerRef,
        user: bankRef,
        meta: { transferId: transfer.id, transferCode: transfer.code },
      });
    });
    await tx.flush();
    await ledger.post(tx, {
      event: { kind: 'payout', organizationId: owner.id, amountCents: transfer.amountCents },
      transactionType: 'transfer',
      sourceType: 'transfer',
      sourceId: transfer.id,
      sourceKey: `transfer:${transfer.id}:${owner.id}`,
      remarks: `Transfer ${transfer.code} (${invoices.length} items)`,
      userId: bank.id,
    });
  });
  return created.length + 1;
}

/** The demo checkouts' money: each paid one credits its payable; the one disbursed by hand debits it again. */
async function postDemoCheckouts(tx: EntityManager, ledger: LedgerService, ownerId: string): Promise<void> {
  const checkouts = await tx.find(WebPayment, { owner: ownerId, paidAt: { $ne: null } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  for (const checkout of checkouts) {
    const payable = checkoutPayable(checkout, ownerId);
    await ledger.post(
      tx,
      paymentPosting(
        payable,
        { processor: DEMO_PROCESSOR, chargedCents: checkout.amountCents + checkout.transactionFeeCents, paidAt: checkout.paidAt! },
        `Checkout ${checkout.code} paid`,
      ),
    );
    if (checkout.status === 'disbursed' && !checkout.transferId) {
      await ledger.post(tx, disbursementPosting(payable, `Checkout ${checkout.code} disbursed outside a transfer`));
    }
  }
}

/** The demo disputes' money, as their intake and process post it: the chargeback, the fee once accepted, the amount back once won. */
async function postDemoDisputes(tx: EntityManager, ledger: LedgerService, ownerId: string): Promise<void> {
  const disputes = await tx.find(Dispute, { owner: ownerId }, { populate: ['owner', 'invoice', 'webPayment'], orderBy: { createdAt: 'asc', id: 'asc' } });
  for (const dispute of disputes) {
    await ledger.post(tx, disputeLedgerPosting(dispute, 'chargeback'));
    if (dispute.acceptanceFeeCents > 0) await ledger.post(tx, disputeLedgerPosting(dispute, 'fee'));
    if (dispute.progressStatus === 'overturned') await ledger.post(tx, disputeLedgerPosting(dispute, 'won'));
  }
}
