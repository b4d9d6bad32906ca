// Gateway settings: add a card brand and the gateway that takes it (spec 002 section 5).
import { collect, COMMON_MESSAGES, type Errors, isBlank } from './common';

export const ADD_CARD_MESSAGES = { paymentGatewayRequired: 'Payment Gateway is required' } as const;

export interface AddCardValues {
  name: string;
  paymentGatewayId: string;
}

export function validateAddCard(v: AddCardValues): Errors<keyof AddCardValues> {
  return collect({
    name: isBlank(v.name) ? COMMON_MESSAGES.nameRequired : undefined,
    paymentGatewayId: isBlank(v.paymentGatewayId) ? ADD_CARD_MESSAGES.paymentGatewayRequired : undefined,
  });
}
