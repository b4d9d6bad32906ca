import { bpsToPercent, canSeeField, centsToDecimal, checkoutTotals } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { toOrganizationType } from '../organizations/organization.mapper';
import type { CheckoutPayment } from './checkout-payment.entity';
import type { WebPaymentType } from './dtos/web-payment.type';
import type { WebPayment } from './web-payment.entity';

/**
 * Entity (cents, bps) to the GraphQL shape (decimals, percent). Owner and gateway must be loaded.
 * `viewer` null is the public checkout page: no payments, no processor ids, no payer names.
 */
export function toWebPaymentType(wp: WebPayment, payments: readonly CheckoutPayment[], viewer: AuthUser | null): WebPaymentType {
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
          failCode: p.failCode ?? null,
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
