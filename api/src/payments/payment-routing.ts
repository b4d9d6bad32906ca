import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type BrandRouting, fallbacksOf, firstEligible, routeOf, tokenFamily } from '@pg/domain';

import { Card } from './card.entity';
import { brandRoutingOf } from './card-routing';
import type { ProcessorName } from './payment-processor';
import { isProcessorName, ProcessorRegistry } from './processor-registry';

/** The payer's words for each refusal of the routing (the pay page shows them in its card error area). */
export const ROUTING_MESSAGES = {
  missing: 'Something went wrong. Please try again',
  brandMismatch: 'The card type you selected does not match your card. Please select the type of the card you entered.',
  notAccepted: 'This card brand is not accepted. Please use another card.',
  otherProcessor: 'This card is not taken by the card processor asked for. Please reload the page and try again.',
  sandboxLive: 'The Sandbox takes test payments only: a live payment goes through the card processor. Please reload the page and try again.',
} as const;

/** A payment the routing refuses; the message is for the payer. */
export class RoutingRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RoutingRefusal';
  }
}

export interface RouteRequest {
  /** A test checkout (false) always goes to the Sandbox; invoices and live checkouts are live. */
  livemode: boolean;
  token: string;
  /** The token came as Authorize.Net opaque data (authorizeNetToken). */
  authorizeNet: boolean;
  /** What the payer's page asked for: checked, never obeyed. */
  provider?: string | null;
  /** The card type the payer selected: must match the token's brand, never routes by itself where the token reports one. */
  cardBrand?: string | null;
  /** What the payer is charged: routing rules by amount (issue 41). */
  amountCents: number;
}

/** Brand names compared the way people write them: case, spaces and punctuation aside, Stripe's codes as the names. */
const ALIASES: Record<string, string> = { amex: 'americanexpress', diners: 'dinersclub', master: 'mastercard' };

export function brandKey(brand: string): string {
  const key = brand.toLowerCase().replace(/[^a-z0-9]/g, '');
  return ALIASES[key] ?? key;
}

/** Which processor issued a token, by the token's form: Sandbox tokens and Stripe ids say so themselves. */
function issuerOf(request: RouteRequest): ProcessorName | null {
  if (request.authorizeNet) return 'authorizeNet';
  if (request.token.startsWith('tok_sandbox_')) return 'sandbox';
  if (/^(pm|pi)_\w+$/.test(request.token)) return 'stripe';
  return null;
}

// The server's choice of the processor of a payment (security review F1): the gateway settings'
// route for the card brand the processor's own token reports. The payer's provider and card type
// are only checked against it; the Sandbox takes live money only where PaymentsConfig allows.
@Injectable()
export class PaymentRouter {
  constructor(
    private readonly registry: ProcessorRegistry,
    private readonly em: EntityManager,
  ) {}

  /** The processor's name, or a RoutingRefusal. */
  async route(request: RouteRequest): Promise<ProcessorName> {
    return (await this.plan(request)).processor;
  }

  /**
   * Issue 41: the processor and, after it, the fallbacks of its route that can charge the
   * payment's token and take payments here (decision 0182: tokens cross processors only within
   * a family, the Sandbox's acquirers); a RoutingRefusal as route().
   */
  async plan(request: RouteRequest): Promise<{ processor: ProcessorName; fallbacks: ProcessorName[] }> {
    if (!request.livemode) return { processor: 'sandbox', fallbacks: [] };
    // A processor asked for that cannot be used here answers as before (unknown, or no keys).
    if (request.provider && !this.registry.isAvailable(request.provider)) throw new RoutingRefusal(ROUTING_MESSAGES.missing);
    const issuer = issuerOf(request);
    if (!issuer || !this.registry.isAvailable(issuer)) throw new RoutingRefusal(ROUTING_MESSAGES.missing);
    if (request.provider && request.provider !== issuer) throw new RoutingRefusal(ROUTING_MESSAGES.otherProcessor);
    if (issuer === 'sandbox' && !this.registry.sandboxTakesLive()) throw new RoutingRefusal(ROUTING_MESSAGES.sandboxLive);

    const reported = await this.registry.tokenBrand(issuer, request.token).catch(() => null);
    if (reported === null) throw new RoutingRefusal(ROUTING_MESSAGES.missing);
    const claimed = request.cardBrand?.trim() || null;
    if (reported !== undefined && claimed && brandKey(claimed) !== brandKey(reported)) throw new RoutingRefusal(ROUTING_MESSAGES.brandMismatch);

    const routes = await this.routes();
    // A brand with no gateway set goes to the card payment provider (spec 000 line 72).
    const fallback = this.registry.defaultGateway();
    const payment = { amountCents: request.amountCents, country: null };
    if (reported === undefined) {
      // Authorize.Net's opaque data reports its brand (and no country) only with the charge: the
      // payment is taken when the brand selected (or, with none, some brand) is routed to it.
      const gatewayOf = (brand: string) => {
        const routing = routes.get(brandKey(brand));
        return routing ? this.gatewayOf(routing, payment) : fallback;
      };
      const routed = claimed ? gatewayOf(claimed) === issuer : [...routes.values()].some((routing) => this.gatewayOf(routing, payment) === issuer);
      if (!routed) throw new RoutingRefusal(claimed && !gatewayOf(claimed) ? ROUTING_MESSAGES.notAccepted : ROUTING_MESSAGES.otherProcessor);
      return { processor: issuer, fallbacks: [] };
    }
    const routing = routes.get(brandKey(reported));
    // The card's country is asked of the processor only where a rule of the brand needs it.
    const country = routing?.rules.some((rule) => rule.countries.length > 0) ? await this.registry.tokenCountry(issuer, request.token).catch(() => null) : null;
    const routed = { amountCents: request.amountCents, country };
    const gateway = routing ? this.gatewayOf(routing, routed) : fallback;
    if (!gateway) throw new RoutingRefusal(ROUTING_MESSAGES.notAccepted);
    // A processor of the token's family can charge it (the Sandbox's acquirers share tokens).
    if (tokenFamily(gateway) !== tokenFamily(issuer)) throw new RoutingRefusal(ROUTING_MESSAGES.otherProcessor);
    const processors = routing ? routeOf(routing, routed).processors : [];
    const fallbacks = fallbacksOf(processors, gateway, (name) => this.registry.isAvailable(name)).filter(isProcessorName);
    return { processor: gateway, fallbacks };
  }

  /**
   * Issue 41: the processor a payment goes to, by the brand's rules (first match, else its own
   * list): the first of the route with keys here. With none, the route's first, which the
   * payment's token cannot match (as before the rules: a brand routed to a gateway without keys).
   * The fallbacks after it are plan()'s.
   */
  private gatewayOf(routing: BrandRouting, payment: { amountCents: number; country: string | null }): ProcessorName | null {
    const { processors } = routeOf(routing, payment);
    const chosen = firstEligible(processors, (name) => this.registry.isAvailable(name)) ?? processors[0] ?? null;
    return chosen && isProcessorName(chosen) ? chosen : null;
  }

  /** Brand key -> routing of the gateway settings' cards table (a handful of rows). */
  private async routes(): Promise<Map<string, BrandRouting>> {
    const cards = await this.em.fork().find(Card, {}, { populate: ['paymentGateway'] });
    return new Map(cards.map((card) => [brandKey(card.name), brandRoutingOf(card)]));
  }
}
