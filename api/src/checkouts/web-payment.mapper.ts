import { bpsToPercent, centsToDecimal, checkoutTotals } from '@pg/domain';
import { toOrganizationType } from '../organizations/organization.mapper';
import type { CheckoutPayment } from './checkout-payment.entity';
import type { WebPaymentType } from './dtos/web-payment.type';
import type { WebPayment } from './web-payment.entity';

/** Entity (cents, bps) to the GraphQL shape (decimals, percent). Owner and gateway must be loaded. */
export function toWebPaymentType(wp: WebPayment, payments: CheckoutPayment[]): WebPaymentType {
  const { totalCents } = checkoutTotals({
    amountCents: wp.amountCents,
    transactionFeeCents: wp.transactionFeeCents,
    merchantFeeCents: wp.merchantProcessingFeeCents,
  });
  return {
    id: wp.id,
    code: wp.code,
    status: wp.status,
    amount: centsToDecimal(wp.amountCents),
    platformFeePercent: bpsToPercent(wp.platformFeeBps),
    transactionFee: centsToDecimal(wp.transactionFeeCents),
    merchantProcessingFee: centsToDecimal(wp.merchantProcessingFeeCents),
    total: centsToDecimal(totalCents),
    accessKey: wp.accessKey,
    cancelUrl: wp.cancelUrl,
    responseUrl: wp.responseUrl,
    currency: wp.currency,
    metadata: Object.entries(wp.metadata ?? {}).map(([key, value]) => ({ key, value: String(value) })),
    orderId: wp.orderId ?? null,
    refundPolicyTerms: wp.refundPolicyTerms,
    owner: toOrganizationType(wp.owner),
    paymentGateway: wp.paymentGateway ? { id: wp.paymentGateway.id, name: wp.paymentGateway.name } : null,
    payments: payments.map((p) => ({
      id: p.id,
      amount: centsToDecimal(p.amountCents),
      status: p.status,
      chargeId: p.chargeId ?? null,
      failCode: p.failCode ?? null,
      failMessage: p.failMessage ?? null,
      createdAt: p.createdAt,
    })),
    paidAt: wp.paidAt ?? null,
    createdAt: wp.createdAt,
    updatedAt: wp.updatedAt,
  };
}
