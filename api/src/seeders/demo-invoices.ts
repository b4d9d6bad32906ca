import { randomBytes } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';
import { type InvoiceStatus, invoiceTotals, type InvoiceType } from '@pg/domain';

import { GatewayEvent } from '../events/event.entity';
import { Disbursement } from '../invoices/disbursement.entity';
import { Invoice } from '../invoices/invoice.entity';
import { LineItem } from '../invoices/line-item.entity';
import { Payment } from '../invoices/payment.entity';
import { Organization } from '../organizations/organization.entity';
import { User } from '../users/user.entity';
import { demoSandboxCharge } from './demo-sandbox';

export interface DemoInvoice {
  name: string;
  recipient: [string, string, string];
  type: InvoiceType;
  status: Extract<InvoiceStatus, 'unpaid' | 'paid'>;
  pax: number;
  daysAhead: number;
  lines: [string, number, number][];
}

// A few invoices of the demo tour operator so the screens have something to show. Their
// processes start on first use (pay, void, disburse), from the status stored here.
const DEMO_INVOICES: DemoInvoice[] = [
  {
    name: 'Himalayan Explorers',
    recipient: ['Anna', 'Keller', 'anna.keller@example.test'],
    type: 'preTripPayment',
    status: 'unpaid',
    pax: 4,
    daysAhead: 30,
    lines: [
      ['Sustainable Development Fee (per night)', 24, 10000],
      ['Guide and driver', 6, 8500],
    ],
  },
  {
    name: 'Kyoto Photo Club',
    recipient: ['Haruto', 'Sato', 'haruto.sato@example.test'],
    type: 'inCountrySettlement',
    status: 'unpaid',
    pax: 2,
    daysAhead: 10,
    lines: [['Punakha Dzong day tour', 2, 12000]],
  },
  {
    name: 'Berlin Birders',
    recipient: ['Lena', 'Vogel', 'lena.vogel@example.test'],
    type: 'postTripSettlement',
    status: 'paid',
    pax: 6,
    daysAhead: -5,
    lines: [
      ['Phobjikha valley camp (per night)', 12, 9500],
      ['Bird guide', 4, 7000],
    ],
  },
];

export async function seedDemoInvoices(em: EntityManager): Promise<number> {
  const owner = await em.findOne(Organization, { name: 'Druk Heritage Tours' });
  const doi = await em.findOne(Organization, { name: 'Department Of Immigration' });
  const user = await em.findOne(User, { email: 'owner@demo.test' });
  if (!owner || !doi || !user || (await em.count(Invoice, { owner }))) return 0;
  for (const d of DEMO_INVOICES) await createDemoInvoice(em, { owner, doi, user }, d);
  await em.flush();
  return DEMO_INVOICES.length;
}

/** What a demo invoice row is made of besides its owner and creator. */
export interface DemoInvoiceRow {
  name: string;
  recipient: [string, string, string];
  type: InvoiceType;
  pax: number;
  dateOfService: Date;
  lines: { description: string; quantity: number; priceCents: number }[];
  /** When the demo card paid it; null: unpaid. */
  paidAt: Date | null;
}

/**
 * A demo invoice row (its code from the sequence, its totals from the lines) with its lines and,
 * when paid, the demo card payment (Visa 4242 at the Sandbox); history and disbursements are the
 * caller's. Flushed by the caller.
 */
export async function createDemoInvoiceRow(em: EntityManager, owner: Organization, user: User, d: DemoInvoiceRow): Promise<Invoice> {
  const merchantFeeBps = owner.merchantProcessingFeeBps ?? 0;
  const [row] = await em.execute<{ n: string }[]>(`select nextval('invoice_code_seq') as n`);
  const totals = invoiceTotals({ lineItems: d.lines, platformFeeBps: owner.platformFeeBps, merchantFeeBps });
  const paid = d.paidAt !== null;
  const invoice = em.create(Invoice, {
    code: `INV-${new Date().getUTCFullYear()}-${String(row.n).padStart(6, '0')}`,
    accessKey: randomBytes(32).toString('base64url'),
    status: paid ? 'paid' : 'unpaid',
    type: d.type,
    name: d.name,
    recipientName: d.recipient[0],
    recipientSurName: d.recipient[1],
    recipientEmail: d.recipient[2],
    numberOfPax: d.pax,
    dateOfService: d.dateOfService,
    merchantProcessingFeeBps: merchantFeeBps,
    platformFeeBps: owner.platformFeeBps,
    refundPolicyTerms: owner.refundPolicyTerms ?? 'fullRefund',
    subtotalCents: totals.subtotalCents,
    feeCents: totals.feeCents,
    totalCents: totals.totalCents,
    owner,
    createdBy: user,
    paidAt: d.paidAt,
    gatewayTransactionId: paid ? demoSandboxCharge(em, totals.totalCents, `Invoice ${d.name}`).id : null,
    paymentGateway: paid ? 'sandbox' : null,
  });
  d.lines.forEach((l, sort) => em.create(LineItem, { ...l, sort, invoice }));
  if (paid) {
    em.create(Payment, {
      invoice,
      amountCents: totals.totalCents,
      platformFeeCents: totals.platformFeeCents,
      status: 'succeeded',
      idempotencyKey: `demo/${invoice.code}`,
      processor: 'sandbox',
      chargeId: invoice.gatewayTransactionId,
      brand: 'visa',
      last4: '4242',
      customerName: `${d.recipient[0]} ${d.recipient[1]}`,
      email: d.recipient[2],
    });
  }
  return invoice;
}

/** One demo invoice of `owner` with its lines, DOI row, history and (when paid) its payment; flushed by the caller. */
export async function createDemoInvoice(
  em: EntityManager,
  { owner, doi, user }: { owner: Organization; doi: Organization; user: User },
  d: DemoInvoice,
): Promise<Invoice> {
  const paid = d.status === 'paid';
  const invoice = await createDemoInvoiceRow(em, owner, user, {
    name: d.name,
    recipient: d.recipient,
    type: d.type,
    pax: d.pax,
    dateOfService: new Date(Date.now() + d.daysAhead * 86_400_000),
    lines: d.lines.map(([description, quantity, priceCents]) => ({ description, quantity, priceCents })),
    paidAt: paid ? new Date() : null,
  });
  em.create(Disbursement, { invoice, recipient: doi, type: 'government', amountCents: 0, isDefault: true, sort: 0 });
  const event = (name: string, withUser: boolean) =>
    em.create(GatewayEvent, {
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      subjectType: 'invoice',
      subjectId: invoice.id,
      organization: owner,
      user: withUser ? user : null,
    });
  event('Invoice Created', true);
  if (paid) event('Invoice Paid', false);
  return invoice;
}
