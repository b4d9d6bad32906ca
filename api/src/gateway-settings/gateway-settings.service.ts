import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { assertValid, badInput, notFound } from '../common/gateway.exception';
import { Card } from '../payments/card.entity';
import { PaymentGateway } from '../payments/payment-gateway.entity';
import { PROCESSOR_NAMES } from '../payments/payment-processor';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../payments/payments-config';
import { ProcessorRegistry } from '../payments/processor-registry';
import type { CardType } from './dtos/card.type';
import type { PaymentGatewayType } from './dtos/payment-gateway.type';
import { toCardType, toPaymentGatewayType } from './gateway-settings.mapper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_CARDS = 100;
export const DUPLICATE_CARD_MESSAGE = 'A card with this name already exists';
export const GATEWAY_NOT_CONFIGURED_MESSAGE = 'Payment Gateway is not configured';

export interface CardInput {
  name?: string | null;
  paymentGatewayId?: string | null;
}

// Spec 002 gateway settings: which processor each card brand's payments go through.
@Injectable()
export class GatewaySettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly registry: ProcessorRegistry,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  async cards(first?: number | null): Promise<CardType[]> {
    const limit = Math.min(Math.max(first ?? MAX_CARDS, 1), MAX_CARDS);
    const cards = await this.em.find(Card, {}, { populate: ['paymentGateway'], orderBy: { name: 'asc' }, limit });
    return cards.map((card) => toCardType(card, this.gatewayType(card.paymentGateway)));
  }

  async paymentGateways(): Promise<PaymentGatewayType[]> {
    const gateways = await this.em.find(PaymentGateway, {});
    // The adapters' own order: Sandbox (the default) first.
    gateways.sort((a, b) => PROCESSOR_NAMES.indexOf(a.name) - PROCESSOR_NAMES.indexOf(b.name));
    return gateways.map((g) => this.gatewayType(g));
  }

  /** A configured gateway by id or adapter name; null when unknown or without keys here. */
  async activePaymentGateway(idOrName: string): Promise<PaymentGatewayType | null> {
    const where = UUID.test(idOrName) ? { id: idOrName } : this.registry.isAvailable(idOrName) ? { name: idOrName as PaymentGateway['name'] } : null;
    const gateway = where ? await this.em.findOne(PaymentGateway, where) : null;
    return gateway && this.registry.isAvailable(gateway.name) ? this.gatewayType(gateway) : null;
  }

  stripePublishableKey(): string | null {
    return this.config.stripe?.publishableKey ?? null;
  }

  async createCard(input: CardInput): Promise<CardType> {
    const { name, gateway } = await this.validCard(input);
    const card = this.em.create(Card, { name, paymentGateway: gateway, processors: [gateway.name], routingRules: [] });
    await this.save();
    return toCardType(card, this.gatewayType(gateway));
  }

  async updateCard(id: string, input: CardInput): Promise<CardType> {
    const card = await this.findCard(id);
    const { name, gateway } = await this.validCard(input, card.id);
    card.name = name;
    card.paymentGateway = gateway;
    // The new gateway is the primary of the brand's own list (issue 41); its fallbacks stay after it.
    card.processors = [gateway.name, ...(card.processors ?? []).filter((p) => p !== gateway.name)];
    await this.save();
    return toCardType(card, this.gatewayType(gateway));
  }

  async removeCard(id: string): Promise<void> {
    const card = await this.findCard(id);
    await this.em.remove(card).flush();
  }

  private async findCard(id: string): Promise<Card> {
    const card = UUID.test(id) ? await this.em.findOne(Card, { id }) : null;
    if (!card) throw notFound('Card');
    return card;
  }

  /** Spec 002 "Add card" messages; one row per brand, compared without case. */
  private async validCard(input: CardInput, exceptId?: string): Promise<{ name: string; gateway: PaymentGateway }> {
    const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
    const gatewayId = (input.paymentGatewayId ?? '').trim();
    assertValid({
      name: name ? (name.length > 100 ? 'Name must be at most 100 characters' : undefined) : 'Name is required',
      paymentGatewayId: gatewayId ? undefined : 'Payment Gateway is required',
    });
    const gateway = UUID.test(gatewayId) ? await this.em.findOne(PaymentGateway, { id: gatewayId }) : null;
    if (!gateway) throw badInput({ paymentGatewayId: 'Payment Gateway not found' });
    // Routing a brand to a gateway without keys would make every payment with it fail.
    if (!this.registry.isAvailable(gateway.name)) throw badInput({ paymentGatewayId: GATEWAY_NOT_CONFIGURED_MESSAGE });
    const clash = await this.em.findOne(Card, { name: { $ilike: name.replace(/[\\%_]/g, '\\$&') }, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
    if (clash) throw badInput({ name: DUPLICATE_CARD_MESSAGE });
    return { name, gateway };
  }

  /** The unique index decides races between two admins adding the same brand. */
  private async save(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw badInput({ name: DUPLICATE_CARD_MESSAGE });
      throw error;
    }
  }

  private gatewayType(gateway: PaymentGateway): PaymentGatewayType {
    return toPaymentGatewayType(gateway, this.config, this.registry.isAvailable(gateway.name));
  }
}
