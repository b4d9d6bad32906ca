import { bpsToPercent, canSeeField, centsToDecimal, checkoutTotals } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { type OrganizationRecord, organizationRecord, type OrganizationRow, toOrganizationType } from '../organizations/organization.mapper';
import type { CheckoutPayment } from './checkout-payment.entity';
import type { WebPaymentType } from './dtos/web-payment.type';
import type { WebPayment } from './web-payment.entity';

/** The columns of a checkout the GraphQL shape and the report are made from. */
type WebPaymentColumns = Pick<
  WebPayment,
  | 'id'
  | 'code'
  | 'status'
  | 'amountCents'
  | 'platformFeeBps'
  | 'transactionFeeCents'
  | 'merchantProcessingFeeCents'
  | 'accessKey'
  | 'cancelUrl'
  | 'responseUrl'
  | 'currency'
  | 'metadata'
  | 'orderId'
  | 'refundPolicyTerms'
  | 'gatewayTransactionId'
  | 'transferId'
  | 'paidAt'
  | 'disbursedAt'
  | 'createdAt'
  | 'livemode'
  | 'updatedAt'
>;

interface GatewayName {
  id: string;
  name: string;
}

/** A checkout as the mapper reads it: an entity with owner and gateway loaded, or a list row. */
export type WebPaymentRecord = WebPaymentColumns & { owner: OrganizationRecord; paymentGateway?: GatewayName | null };

/** A list row as a query builder's `execute` gives it, owner and gateway joined. */
export type WebPaymentRow = WebPaymentColumns & { owner: OrganizationRow; paymentGateway?: GatewayName | null };

/** The record of a joined row (no entity: read, never changed). */
export function webPaymentRecord(row: WebPaymentRow): WebPaymentRecord {
  return { ...row, owner: organizationRecord(row.owner), paymentGateway: row.paymentGateway ?? null };
}

/** A row of the list's page: the owner by id, the gateway by id with its name joined as one column. */
export type WebPaymentListRow = WebPaymentColumns & { owner: string; paymentGateway?: string | null; gateway_name: GatewayName['name'] | null };

/** The record of a list row with its owner's record (one owner for a merchant's whole page, not joined to each row). */
export function webPaymentListRecord({ gateway_name, ...row }: WebPaymentListRow, owner: OrganizationRecord): WebPaymentRecord {
  return { ...row, owner, paymentGateway: row.paymentGateway && gateway_name !== null ? { id: row.paymentGateway, name: gateway_name } : null };
}

/**
 * Entity (cents, bps) to the GraphQL shape (decimals, percent). Owner and gateway must be loaded.
 * `viewer` null is the public checkout page: no payments, no processor ids, no payer names.
 */
export function toWebPaymentType(wp: WebPaymentRecord, payments: readonly CheckoutPayment[], viewer: AuthUser | null): WebPaymentType {
  const { totalCents, payableCents } = checkoutTotals({
    amountCents: wp.amountCents,
    transactionFeeCents: wp.transactionFeeCents,
    merchantFeeCents: wp.merchantProcessingFeeCents,
  });
  const succeeded = payments.find((p) => p.status === 'succeeded');
  return {
    id: wp.id,
    code: wp.code,
    status: wp.status,
    amount: centsToDecimal(wp.amountCents),
    platformFeePercent: bpsToPercent(wp.platformFeeBps),
    transactionFee: centsToDecimal(wp.transactionFeeCents),
    merchantProcessingFee: centsToDecimal(wp.merchantProcessingFeeCents),
    total: centsToDecimal(totalCents),
    payable: centsToDecimal(payableCents),
    accessKey: wp.accessKey,
    cancelUrl: wp.cancelUrl,
    responseUrl: wp.responseUrl,
    currency: wp.currency,
    metadata: Object.entries(wp.metadata ?? {}).map(([key, value]) => ({ key, value: String(value) })),
    orderId: wp.orderId ?? null,
    refundPolicyTerms: wp.refundPolicyTerms,
    owner: toOrganizationType(wp.owner),
    paymentGateway: wp.paymentGateway ? { id: wp.paymentGateway.id, name: wp.paymentGateway.name } : null,
    payments: viewer
      ? payments.map((p) => ({
          id: p.id,
          amount: centsToDecimal(p.amountCents),
          status: p.status,
          chargeId: p.chargeId ?? null,
          processor: p.processor,
          failCode: p.failCode ?? null,
          declineClass: p.declineClass ?? null,
          failMessage: p.failMessage ?? null,
          createdAt: p.createdAt,
        }))
      : [],
    gatewayTransactionId: canSeeField(viewer?.role, 'WebPayment.gatewayTransactionId') ? (wp.gatewayTransactionId ?? null) : null,
    transferId: viewer ? (wp.transferId ?? null) : null,
    customerName: viewer ? (succeeded?.customerName ?? null) : null,
    paidAt: wp.paidAt ?? null,
    disbursedAt: wp.disbursedAt ?? null,
    createdAt: wp.createdAt,
    livemode: wp.livemode,
    updatedAt: wp.updatedAt,
  };
}
