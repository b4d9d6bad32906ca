import type { Card } from '../payments/card.entity';
import type { PaymentGateway } from '../payments/payment-gateway.entity';
import { ACCEPT_JS_URLS, type PaymentsConfig } from '../payments/payments-config';
import type { CardType } from './dtos/card.type';
import type { PaymentGatewayType } from './dtos/payment-gateway.type';

/** Public client-side settings only: secret and transaction keys never leave the server. */
export function toPaymentGatewayType(gateway: PaymentGateway, config: PaymentsConfig, available: boolean): PaymentGatewayType {
  const base = {
    id: gateway.id,
    name: gateway.name,
    displayName: gateway.displayName,
    available,
    clientKey: null,
    apiLoginId: null,
    environment: null,
    acceptJsUrl: null,
  };
  if (gateway.name === 'stripe' && config.stripe) return { ...base, clientKey: config.stripe.publishableKey ?? null };
  if (gateway.name === 'authorizeNet' && config.authorizeNet) {
    return {
      ...base,
      clientKey: config.authorizeNet.clientKey ?? null,
      apiLoginId: config.authorizeNet.loginId,
      environment: config.authorizeNet.env,
      acceptJsUrl: config.authorizeNet.acceptJsUrl ?? ACCEPT_JS_URLS[config.authorizeNet.env],
    };
  }
  return base;
}

export function toCardType(card: Card, gateway: PaymentGatewayType): CardType {
  return { id: card.id, name: card.name, paymentGatewayId: gateway.id, paymentGateway: gateway };
}
