import { useCallback } from 'react';

import { PAY_INVOICE } from '../graphql/payments';
import { usePayGraphQL } from './usePayGraphQL';
import { type CardToken, type PayRequest, tokenArguments, usePayment } from './usePayment';

export { newIdempotencyKey, type PayPhase, type PayRequest } from './usePayment';

/** Pays an invoice (payInvoice), one idempotency key per attempt (usePayment). */
export function usePayInvoice(invoiceId: string, accessKey: string) {
  // Its errors go to the card error area only (spec 000 section 8).
  const client = usePayGraphQL();
  const send = useCallback(
    async (request: PayRequest, token: CardToken, idempotencyKey: string) => {
      await client.request(PAY_INVOICE, {
        invoiceId,
        accessKey,
        ...tokenArguments(token),
        provider: request.provider,
        cardBrand: request.cardBrand,
        customerName: request.customerName.trim(),
        zipCode: request.zipCode.trim(),
        phoneNumber: request.phoneNumber.trim(),
        idempotencyKey,
      });
    },
    [accessKey, client, invoiceId],
  );
  return usePayment(send);
}
