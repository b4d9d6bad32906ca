import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  availableRefundCents,
  disputeHoldsAmount,
  type DisputeProgressStatus,
  REFUND_ACTION_MESSAGES,
  REFUND_RELEASED_PROGRESS,
  refundableChargeCents,
  type RefundFeeBasis,
  type RefundParentType,
  type RefundPolicyTerms,
} from '@pg/domain';
import { CHECKOUT_ACTION_MESSAGES } from '@pg/domain';

// checkouts
import { findVisibleCheckout } from '../checkouts/checkout-access';
import { CheckoutPayment } from '../checkouts/checkout-payment.entity';
import { WebPayment } from '../checkouts/web-payment.entity';
import type { AuthUser } from '../common/auth-user';
import { badInput } from '../common/gateway.exception';
import { Invoice } from '../invoices/invoice.entity';
import { findVisibleInvoice } from '../invoices/invoice-access';
import { Payment } from '../invoices/payment.entity';
import { Refund } from './refund.entity';

/** Whose records a caller may refund: a signed-in user, or an API key's organization (as its Owner). */
export type TenantScope = Pick<AuthUser, 'role' | 'organizationId'>;

/** What a refund needs to know of the payment it returns: an invoice or a checkout. */
export interface RefundParent {
  type: RefundParentType;
  invoice: Invoice | null;
  webPayment: WebPayment | null;
  ownerId: string;
  paidTotalCents: number;
  /** Lines the payer paid for (invoice subtotal, checkout amount) and the processing fee charged on top. */
  chargedSubtotalCents: number;
  chargedFeeCents: number;
  /** The platform fee the payment was priced with (availableRefundAmountAndRefundPolicyTerms.platformFee). */
  platformFeeBps: number;
  refundPolicyTerms: RefundPolicyTerms;
  /** The processor that took the payment and its charge id: the refund goes back through them. */
  processor: string | null;
  chargeId: string | null;
}

/**
 * The parent of a new refund, checked for the caller (tenant rule) and for being paid. With
 * `lock`, the parent row is locked for the caller's transaction so two concurrent requests
 * cannot both spend the same available amount.
 */
export async function loadRefundParent(
  em: EntityManager,
  user: TenantScope,
  type: RefundParentType,
  parentEntityId: string,
  lock = false,
): Promise<RefundParent> {
  if (type === 'checkout') return loadCheckoutParent(em, user, parentEntityId, lock);
  const visible = await findVisibleInvoice(em, user, parentEntityId);
  const invoice = lock ? await em.findOneOrFail(Invoice, { id: visible.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['owner'] }) : visible;
  if (invoice.status !== 'paid' && invoice.status !== 'disbursed') throw badInput(REFUND_ACTION_MESSAGES.parentNotPaid);
  const payment = await em.findOne(Payment, { invoice: invoice.id, status: 'succeeded' }, { orderBy: { createdAt: 'desc' } });
  return {
    type,
    invoice,
    webPayment: null,
    ownerId: invoice.owner.id,
    paidTotalCents: payment?.amountCents ?? invoice.totalCents,
    chargedSubtotalCents: invoice.subtotalCents,
    chargedFeeCents: invoice.feeCents,
    platformFeeBps: invoice.platformFeeBps,
    refundPolicyTerms: invoice.refundPolicyTerms,
    processor: payment?.processor ?? invoice.paymentGateway ?? null,
    chargeId: payment?.chargeId ?? invoice.gatewayTransactionId ?? null,
  };
}

/** What a new refund of the parent is held against: the funds still available and its fee's basis. */
export interface RefundStanding {
  availableCents: number;
  feeBasis: RefundFeeBasis;
}

/**
 * Funds still refundable on the parent: what the payer may get back under its terms (the charge
 * under fullRefund, the lines only otherwise) less earlier refunds not denied and less what its
 * open or lost disputes hold (`exceptRefundId`: the refund being paid out, when its own amount is
 * checked again at the processor step); and the basis of the next refund's pro rata fee.
 */
export async function refundStanding(em: EntityManager, parent: RefundParent, exceptRefundId?: string): Promise<RefundStanding> {
  const where = parent.invoice ? { invoice: parent.invoice.id } : parent.webPayment ? { webPaymentId: parent.webPayment.id } : null;
  const found = where ? await em.find(Refund, where, { fields: ['id', 'requestedAmountCents', 'subtotalCents', 'feeCents', 'progressStatus'] }) : [];
  const earlier = found.filter((r) => r.id !== exceptRefundId);
  const held = earlier.filter((r) => !REFUND_RELEASED_PROGRESS.includes(r.progressStatus));
  const disputes = await em.execute<{ dispute_amount_cents: number; progress_status: DisputeProgressStatus }[]>(
    'select dispute_amount_cents, progress_status from dispute where ' + (parent.invoice ? 'invoice_id = ?' : 'web_payment_id = ?'),
    [parent.invoice?.id ?? parent.webPayment?.id ?? null],
  );
  const availableCents = availableRefundCents(
    refundableChargeCents(parent.paidTotalCents, parent.chargedFeeCents, parent.refundPolicyTerms),
    earlier.map((r) => ({ amountCents: r.requestedAmountCents, denied: REFUND_RELEASED_PROGRESS.includes(r.progressStatus) })),
    disputes.map((d) => ({ amountCents: Number(d.dispute_amount_cents), holds: disputeHoldsAmount(d.progress_status) })),
  );
  return {
    availableCents,
    feeBasis: {
      chargedSubtotalCents: parent.chargedSubtotalCents,
      chargedFeeCents: parent.chargedFeeCents,
      refundedSubtotalCents: held.reduce((sum, r) => sum + r.subtotalCents, 0),
      refundedFeeCents: held.reduce((sum, r) => sum + r.feeCents, 0),
    },
  };
}

/** Funds still refundable on the parent (refundStanding's first figure). */
export async function availableFor(em: EntityManager, parent: RefundParent, exceptRefundId?: string): Promise<number> {
  return (await refundStanding(em, parent, exceptRefundId)).availableCents;
}

/** A paid (or disbursed) checkout of the caller's organization, refunded through the processor that took it. */
async function loadCheckoutParent(em: EntityManager, user: TenantScope, id: string, lock: boolean): Promise<RefundParent> {
  const visible = await findVisibleCheckout(em, user, id);
  const wp = lock ? await em.findOneOrFail(WebPayment, { id: visible.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['owner'] }) : visible;
  if (wp.status !== 'paid' && wp.status !== 'disbursed') throw badInput(CHECKOUT_ACTION_MESSAGES.refundNotPaid);
  const payment = await em.findOne(CheckoutPayment, { webPayment: wp.id, status: 'succeeded' }, { orderBy: { createdAt: 'desc' } });
  return {
    type: 'checkout',
    invoice: null,
    webPayment: wp,
    ownerId: wp.owner.id,
    paidTotalCents: payment?.amountCents ?? wp.amountCents + wp.transactionFeeCents,
    chargedSubtotalCents: wp.amountCents,
    chargedFeeCents: wp.transactionFeeCents,
    platformFeeBps: wp.platformFeeBps,
    refundPolicyTerms: wp.refundPolicyTerms,
    processor: payment?.processor ?? null,
    chargeId: payment?.chargeId ?? wp.gatewayTransactionId ?? null,
  };
}

/** The parent of an existing refund, as the refund process sees it (no tenant check: the process acts for the platform). */
export async function refundParentOf(em: EntityManager, refund: Refund): Promise<RefundParent> {
  if (refund.webPaymentId) {
    const wp = await em.findOneOrFail(WebPayment, { id: refund.webPaymentId });
    const payment = await em.findOne(CheckoutPayment, { webPayment: wp.id, status: 'succeeded' }, { orderBy: { createdAt: 'desc' } });
    return {
      type: 'checkout',
      invoice: null,
      webPayment: wp,
      ownerId: refund.owner.id,
      paidTotalCents: payment?.amountCents ?? wp.amountCents + wp.transactionFeeCents,
      chargedSubtotalCents: wp.amountCents,
      chargedFeeCents: wp.transactionFeeCents,
      platformFeeBps: wp.platformFeeBps,
      refundPolicyTerms: wp.refundPolicyTerms,
      processor: refund.processor ?? null,
      chargeId: refund.chargeId ?? null,
    };
  }
  if (!refund.invoice) throw new Error(`Refund ${refund.code} has neither an invoice nor a checkout`);
  const invoice = await em.findOneOrFail(Invoice, { id: refund.invoice.id });
  const payment = await em.findOne(Payment, { invoice: invoice.id, status: 'succeeded' }, { orderBy: { createdAt: 'desc' } });
  return {
    type: 'invoice',
    invoice,
    webPayment: null,
    ownerId: refund.owner.id,
    paidTotalCents: payment?.amountCents ?? invoice.totalCents,
    chargedSubtotalCents: invoice.subtotalCents,
    chargedFeeCents: invoice.feeCents,
    platformFeeBps: invoice.platformFeeBps,
    refundPolicyTerms: invoice.refundPolicyTerms,
    processor: refund.processor ?? null,
    chargeId: refund.chargeId ?? null,
  };
}
