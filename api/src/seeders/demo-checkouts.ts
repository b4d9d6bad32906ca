import type { EntityManager } from '@mikro-orm/postgresql';
import type { CheckoutStatus } from '@pg/domain';

import { CheckoutPayment } from '../checkouts/checkout-payment.entity';
import { WebPayment } from '../checkouts/web-payment.entity';
import { createWebPayment } from '../checkouts/web-payment-factory';
import { MerchantKey } from '../developer-keys/merchant-key.entity';
import { newKeyPair } from '../developer-keys/merchant-key-secrets';
import { Organization } from '../organizations/organization.entity';
import { PaymentGateway } from '../payments/payment-gateway.entity';
import { demoSandboxCharge } from './demo-sandbox';

const DEMO: { order: string; cents: number; status: CheckoutStatus; tour: string; travellers: string }[] = [
  { order: 'DHT-ORDER-1001', cents: 45000, status: 'unpaid', tour: 'Paro Valley day hike', travellers: '2' },
  { order: 'DHT-ORDER-1002', cents: 128000, status: 'unpaid', tour: 'Punakha Dzong and Chimi Lhakhang', travellers: '3' },
  { order: 'DHT-ORDER-1003', cents: 76050, status: 'failed', tour: "Tiger's Nest trek", travellers: '1' },
  { order: 'DHT-ORDER-1004', cents: 210000, status: 'paid', tour: 'Bumthang cultural week', travellers: '4' },
  { order: 'DHT-ORDER-1005', cents: 99900, status: 'disbursed', tour: 'Haa Valley homestay', travellers: '2' },
  { order: 'DHT-ORDER-1006', cents: 34500, status: 'cancelled', tour: 'Thimphu city tour', travellers: '2' },
];

// Checkouts of the demo tour operator in every status, and one active API key whose secret is
// thrown away (nobody can use it: create your own on /developer). Skipped once it has any.
// Their Temporal processes start on first use (CheckoutProcessService), from these statuses.
export async function seedDemoCheckouts(em: EntityManager): Promise<number> {
  const owner = await em.findOne(Organization, { name: 'Druk Heritage Tours' });
  if (!owner || (await em.count(WebPayment, { owner }))) return 0;
  const sandbox = await em.findOne(PaymentGateway, { name: 'sandbox' });
  for (const d of DEMO) {
    const wp = await createWebPayment(em, {
      owner,
      amountCents: d.cents,
      orderId: d.order,
      responseUrl: `https://drukheritage.test/booking/complete?order=${d.order}`,
      cancelUrl: `https://drukheritage.test/booking/cancelled?order=${d.order}`,
      metadata: { tour: d.tour, travellers: d.travellers },
    });
    wp.status = d.status;
    const total = wp.amountCents + wp.transactionFeeCents;
    const attempt = {
      webPayment: wp,
      amountCents: total,
      idempotencyKey: `demo-${wp.code}`,
      processor: 'sandbox',
      email: 'traveller@example.test',
      customerName: 'Demo Traveller',
    };
    if (d.status === 'failed') {
      em.create(CheckoutPayment, { ...attempt, status: 'failed', errorType: 'card_error', failCode: 'card_declined', failMessage: 'Your card was declined.' });
    }
    if (d.status === 'paid' || d.status === 'disbursed') {
      const chargeId = demoSandboxCharge(em, total, `Checkout ${wp.code}`).id;
      em.create(CheckoutPayment, { ...attempt, status: 'succeeded', chargeId, brand: 'Visa', last4: '4242' });
      Object.assign(wp, { paidAt: new Date(), gatewayTransactionId: chargeId, paymentGateway: sandbox });
      if (d.status === 'disbursed') wp.disbursedAt = new Date();
    }
    if (d.status === 'cancelled') wp.cancelledAt = new Date();
    await em.flush();
  }
  const { apiKey, secretHash } = newKeyPair();
  em.create(MerchantKey, { name: 'Booking website', apiKey, secretHash, isActive: true, organization: owner });
  await em.flush();
  return DEMO.length + 1;
}
