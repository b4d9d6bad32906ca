import type { EntityManager } from '@mikro-orm/postgresql';
import { WebPayment } from '../checkouts/web-payment.entity';
import { createWebPayment } from '../checkouts/web-payment-factory';
import { Organization } from '../organizations/organization.entity';

// One unpaid hosted checkout of the demo tour operator, so /checkout/{accessKey} has something
// to pay. Skipped once the merchant has any checkout.
export async function seedDemoCheckouts(em: EntityManager): Promise<number> {
  const owner = await em.findOne(Organization, { name: 'Druk Heritage Tours' });
  if (!owner || (await em.count(WebPayment, { owner }))) return 0;
  await createWebPayment(em, {
    owner,
    amountCents: 45000,
    orderId: 'DHT-ORDER-1001',
    responseUrl: 'https://drukheritage.test/booking/complete?order=DHT-ORDER-1001',
    cancelUrl: 'https://drukheritage.test/booking/cancelled?order=DHT-ORDER-1001',
    metadata: { tour: 'Paro Valley day hike', travellers: '2' },
  });
  await em.flush();
  return 1;
}
