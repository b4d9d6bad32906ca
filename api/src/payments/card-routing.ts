import type { BrandRouting } from '@pg/domain';

import type { Card } from './card.entity';

/**
 * A brand's routing as stored (issue 41). The spec's Card.paymentGateway stays the primary of the
 * brand's own list and of every rule's (decision 0174: the pay page takes the card with it): a row
 * whose gateway was set without the lists (updateCard, a script) still routes to that gateway
 * first, followed by the rest of each list.
 */
export function brandRoutingOf(card: Pick<Card, 'paymentGateway' | 'processors' | 'routingRules'>): BrandRouting {
  const primary = card.paymentGateway.name;
  const first = (names: readonly string[]) => [primary, ...names.filter((name) => name !== primary)];
  return { processors: first(card.processors ?? []), rules: (card.routingRules ?? []).map((rule) => ({ ...rule, processors: first(rule.processors) })) };
}
