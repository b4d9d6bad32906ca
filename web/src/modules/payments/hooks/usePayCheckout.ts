import { useCallback } from 'react';

import { PAY_WEB_PAYMENT } from '../graphql/checkout';
import { checkoutErrorMessage } from '../logic/checkoutRedirect';
import { usePayGraphQL } from './usePayGraphQL';
import { type CardToken, type PayRequest, tokenArguments, usePayment } from './usePayment';

/** Pays a checkout (payWebPayment), one idempotency key per attempt (usePayment), in the checkout's words. */
export function usePayCheckout(webPaymentId: string, accessKey: string) {
  const client = usePayGraphQL();
  const send = useCallback(
    async (request: PayRequest, token: CardToken, idempotencyKey: string) => {
      await client.request(PAY_WEB_PAYMENT, {
        webPaymentId,
        accessKey,
        ...tokenArguments(token),
        provider: request.provider,
        cardBrand: request.cardBrand,
        customerName: request.customerName.trim(),
        customerEmail: (request.customerEmail ?? '').trim(),
        zipCode: request.zipCode.trim(),
        phoneNumber: request.phoneNumber.trim(),
        idempotencyKey,
      });
    },
    [accessKey, client, webPaymentId],
  );
  return usePayment(send, checkoutErrorMessage);
}
