import type { EntityManager } from '@mikro-orm/postgresql';
import { applyBps, customerFeeCents } from '@pg/domain';
import { randomBytes } from 'node:crypto';
import type { Organization } from '../organizations/organization.entity';
import { WebPayment } from './web-payment.entity';

export interface NewWebPayment {
  owner: Organization;
  amountCents: number;
  responseUrl: string;
  cancelUrl: string;
  orderId?: string | null;
  metadata?: Record<string, string> | null;
}

/**
 * A new unpaid checkout with the merchant's fees snapshotted as amounts (spec 002: on checkouts
 * both fees are absolute): the customer fee is the platform fee less the merchant's share, as on
 * invoices; the merchant fee is the merchant's rate of the amount. Not flushed.
 */
export async function createWebPayment(em: EntityManager, input: NewWebPayment): Promise<WebPayment> {
  const [row] = await em.getConnection().execute<{ n: string }[]>(`select nextval('web_payment_code_seq') as n`);
  const merchantFeeBps = input.owner.merchantProcessingFeeBps ?? 0;
  return em.create(WebPayment, {
    code: `CHK-${new Date().getUTCFullYear()}-${String(row.n).padStart(6, '0')}`,
    accessKey: randomBytes(32).toString('base64url'),
    status: 'unpaid',
    amountCents: input.amountCents,
    transactionFeeCents: customerFeeCents(input.amountCents, input.owner.platformFeeBps, merchantFeeBps),
    merchantProcessingFeeCents: applyBps(input.amountCents, merchantFeeBps),
    platformFeeBps: input.owner.platformFeeBps,
    currency: 'USD',
    responseUrl: input.responseUrl,
    cancelUrl: input.cancelUrl,
    orderId: input.orderId ?? null,
    metadata: input.metadata ?? null,
    // A merchant that has not chosen terms yet gets the one that keeps the fee (decision, see report).
    refundPolicyTerms: input.owner.refundPolicyTerms ?? 'processingFeeNotRefunded',
    owner: input.owner,
  });
}
