import { randomBytes } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';
import { type CheckoutCurrency, checkoutFees } from '@pg/domain';

import type { MerchantKey } from '../developer-keys/merchant-key.entity';
import type { Organization } from '../organizations/organization.entity';
import { WebPayment } from './web-payment.entity';

export interface NewWebPayment {
  owner: Organization;
  amountCents: number;
  /** Upper case, as the API's schema makes it (checkout-create.body.ts). */
  currency?: CheckoutCurrency;
  responseUrl: string;
  cancelUrl: string;
  orderId?: string | null;
  metadata?: Record<string, string> | null;
  merchantKey?: MerchantKey | null;
}

/** Next readable code, CHK-<year>-<n>, from a sequence (unique without locks). */
export async function nextCheckoutCode(em: EntityManager, jump = false): Promise<string> {
  const sql = jump
    ? `select setval('web_payment_code_seq', nextval('web_payment_code_seq') + floor(random() * 100000)::int) as n`
    : `select nextval('web_payment_code_seq') as n`;
  const [row] = await em.execute<{ n: string }[]>(sql);
  return `CHK-${new Date().getUTCFullYear()}-${String(row.n).padStart(6, '0')}`;
}

/**
 * A new unpaid checkout with the organization's fees fixed as amounts when it is created (spec
 * 002 s9: on checkouts the merchant fee is absolute; domain checkoutFees). Not flushed.
 */
export async function createWebPayment(em: EntityManager, input: NewWebPayment): Promise<WebPayment> {
  const merchantFeeBps = input.owner.merchantProcessingFeeBps ?? 0;
  const fees = checkoutFees(input.amountCents, input.owner.platformFeeBps, merchantFeeBps);
  return em.create(WebPayment, {
    code: await nextCheckoutCode(em),
    accessKey: randomBytes(32).toString('base64url'),
    status: 'unpaid',
    amountCents: input.amountCents,
    transactionFeeCents: fees.transactionFeeCents,
    merchantProcessingFeeCents: fees.merchantFeeCents,
    platformFeeBps: input.owner.platformFeeBps,
    currency: input.currency ?? 'USD',
    responseUrl: input.responseUrl,
    cancelUrl: input.cancelUrl,
    orderId: input.orderId ?? null,
    metadata: input.metadata ?? null,
    // A merchant that has not chosen terms yet gets the one that keeps the fee (docs/decisions/README.md).
    refundPolicyTerms: input.owner.refundPolicyTerms ?? 'processingFeeNotRefunded',
    owner: input.owner,
    merchantKey: input.merchantKey ?? null,
    // A test key makes test checkouts (docs/decisions/0103-test-mode.md).
    livemode: input.merchantKey?.livemode ?? true,
  });
}
