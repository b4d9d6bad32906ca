import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type BrandRouting, describeRoute, normaliseCountries, routeOf, type RoutingProcessor, type RoutingRule, validateBrandRouting } from '@pg/domain';

import { badInput, notFound } from '../common/gateway.exception';
import { Card } from '../payments/card.entity';
import { brandRoutingOf } from '../payments/card-routing';
import { PaymentGateway } from '../payments/payment-gateway.entity';
import { PROCESSOR_NAMES } from '../payments/payment-processor';
import { brandKey } from '../payments/payment-routing';
import { ProcessorRegistry } from '../payments/processor-registry';
import type { CardRoutingInput, CardRoutingType, RoutingPreviewType } from './dtos/card-routing.type';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PREVIEW_MESSAGES = {
  brand: 'Card brand is required',
  amount: 'Amount must be a whole number of cents from 0',
  country: 'Country is a two-letter code, e.g. DE',
} as const;

// Issue 41: PG Admin's routing of each card brand (ordered processors, rules by amount and card
// country) and its preview. The charge takes the route's first processor with keys here
// (PaymentRouter); the fallbacks are stored and shown, not tried yet.
@Injectable()
export class CardRoutingService {
  constructor(
    private readonly em: EntityManager,
    private readonly registry: ProcessorRegistry,
  ) {}

  async cardRoutings(): Promise<CardRoutingType[]> {
    const cards = await this.em.find(Card, {}, { populate: ['paymentGateway'], orderBy: { name: 'asc' } });
    return cards.map(toCardRoutingType);
  }

  /** Replaces a brand's routing; its first processor becomes the brand's gateway (spec 002 Card.paymentGateway). */
  async saveCardRouting(cardId: string, input: CardRoutingInput): Promise<CardRoutingType> {
    const card = UUID.test(cardId) ? await this.em.findOne(Card, { id: cardId }, { populate: ['paymentGateway'] }) : null;
    if (!card) throw notFound('Card');
    const routing = routingOfInput(input);
    const errors = validateBrandRouting(routing, await this.processors());
    if (Object.keys(errors).length) throw badInput(errors);
    const primary = await this.em.findOneOrFail(PaymentGateway, { name: routing.processors[0] as PaymentGateway['name'] });
    card.paymentGateway = primary;
    card.processors = [...routing.processors];
    card.routingRules = routing.rules.map((rule) => ({ ...rule, countries: [...rule.countries], processors: [...rule.processors] }));
    await this.em.flush();
    return toCardRoutingType(card);
  }

  /**
   * Where a payment of this brand, amount and country would go: by the routing given (the editor's
   * unsaved one), else the brand's saved one, else the default provider (a brand with no row).
   */
  async preview(args: { brand: string; amountCents: number; country?: string | null; routing?: CardRoutingInput | null }): Promise<RoutingPreviewType> {
    const brand = args.brand.trim();
    const country = args.country?.trim().toUpperCase() || null;
    const problems = {
      brand: brand ? undefined : PREVIEW_MESSAGES.brand,
      amountCents: Number.isSafeInteger(args.amountCents) && args.amountCents >= 0 ? undefined : PREVIEW_MESSAGES.amount,
      country: country === null || /^[A-Z]{2}$/.test(country) ? undefined : PREVIEW_MESSAGES.country,
    };
    if (Object.values(problems).some(Boolean)) throw badInput(problems);
    const payment = { amountCents: args.amountCents, country };
    const known = await this.processors();
    const routing = args.routing ? routingOfInput(args.routing) : await this.savedRouting(brand);
    const route = routing ? routeOf(routing, payment) : { processors: [this.registry.defaultGateway()].filter((p) => p !== null), rule: null };
    return {
      text: describeRoute(brand, payment, route.processors, known),
      processors: route.processors.filter((name) => this.registry.isAvailable(name)),
      rule: route.rule,
    };
  }

  private async savedRouting(brand: string): Promise<BrandRouting | null> {
    const cards = await this.em.find(Card, {}, { populate: ['paymentGateway'] });
    const card = cards.find((c) => brandKey(c.name) === brandKey(brand));
    return card ? brandRoutingOf(card) : null;
  }

  /** The processors validation and the preview know: every gateway row, with whether it has keys here. */
  private async processors(): Promise<RoutingProcessor[]> {
    const gateways = await this.em.find(PaymentGateway, {});
    gateways.sort((a, b) => PROCESSOR_NAMES.indexOf(a.name) - PROCESSOR_NAMES.indexOf(b.name));
    return gateways.map((g) => ({ name: g.name, displayName: g.displayName, available: this.registry.isAvailable(g.name) }));
  }
}

function routingOfInput(input: CardRoutingInput): BrandRouting {
  const rules: RoutingRule[] = (input.rules ?? []).map((rule) => ({
    minAmountCents: rule.minAmountCents ?? null,
    maxAmountCents: rule.maxAmountCents ?? null,
    countries: normaliseCountries(rule.countries ?? []),
    processors: rule.processors.map((p) => p.trim()),
  }));
  return { processors: input.processors.map((p) => p.trim()), rules };
}

function toCardRoutingType(card: Card): CardRoutingType {
  const routing = brandRoutingOf(card);
  return {
    cardId: card.id,
    brand: card.name,
    processors: [...routing.processors],
    rules: routing.rules.map((rule) => ({ ...rule, countries: [...rule.countries], processors: [...rule.processors] })),
  };
}
