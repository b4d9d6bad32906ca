import type { BrandRouting } from '@pg/domain';

import type { Card } from './card.entity';

/**
 * A brand's routing as stored (issue 41). The spec's Card.paymentGateway stays the primary of the
 * brand's own list: a row whose gateway was set without the list (updateCard, a script) still
 * routes to that gateway first, followed by the rest of its list.
 */
export function brandRoutingOf(card: Pick<Card, 'paymentGateway' | 'processors' | 'routingRules'>): BrandRouting {
  const primary = card.paymentGateway.name;
  return { processors: [primary, ...(card.processors ?? []).filter((name) => name !== primary)], rules: card.routingRules ?? [] };
}
