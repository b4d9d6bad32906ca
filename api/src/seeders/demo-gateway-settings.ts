import type { EntityManager } from '@mikro-orm/postgresql';

import { Card } from '../payments/card.entity';
import { PaymentGateway } from '../payments/payment-gateway.entity';
import type { ProcessorName } from '../payments/payment-processor';

const GATEWAYS: { name: ProcessorName; displayName: string }[] = [
  { name: 'sandbox', displayName: 'Sandbox' },
  { name: 'sandboxB', displayName: 'Sandbox (fallback)' },
  { name: 'stripe', displayName: 'Stripe' },
  { name: 'authorizeNet', displayName: 'Authorize.Net' },
];

/** Every brand starts on the Sandbox, which works without provider keys. */
const CARDS: { name: string; gateway: ProcessorName }[] = [
  { name: 'Visa', gateway: 'sandbox' },
  { name: 'Mastercard', gateway: 'sandbox' },
  { name: 'American Express', gateway: 'sandbox' },
];

/**
 * Creates missing gateways (the migration inserts them too) and cards; returns how many rows.
 * Issue 41: each new card falls back to the Sandbox's second acquirer (`fallbacks`), so the demo
 * shows failover without processor keys (api/src/payments/README.md, "Failover").
 */
export async function seedDemoGatewaySettings(em: EntityManager, { fallbacks = true }: { fallbacks?: boolean } = {}): Promise<number> {
  let created = 0;
  const gateways = new Map<ProcessorName, PaymentGateway>();
  for (const g of GATEWAYS) {
    let gateway = await em.findOne(PaymentGateway, { name: g.name });
    if (!gateway) {
      gateway = em.create(PaymentGateway, g);
      created++;
    }
    gateways.set(g.name, gateway);
  }
  const existing = new Set((await em.find(Card, {})).map((c) => c.name.toLowerCase()));
  for (const c of CARDS) {
    if (existing.has(c.name.toLowerCase())) continue;
    const processors: ProcessorName[] = fallbacks && c.gateway === 'sandbox' ? [c.gateway, 'sandboxB'] : [c.gateway];
    em.create(Card, { name: c.name, paymentGateway: gateways.get(c.gateway)!, processors, routingRules: [] });
    created++;
  }
  await em.flush();
  return created;
}
