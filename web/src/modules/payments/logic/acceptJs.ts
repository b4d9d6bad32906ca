import { SECOND_GATEWAY_FALLBACK_MESSAGE, secondGatewayTokenMessage } from '@pg/domain';

import { parseExpiry, stripSpaces } from './payerForm';
import { PaymentError } from './paymentError';

// Authorize.Net's Accept.js (https://developer.authorize.net/api/reference/features/acceptjs.html):
// the card goes from the page to Authorize.Net only, which answers opaque data (dataDescriptor,
// dataValue) for payInvoice / payWebPayment, or messages with a resultCode (spec 000 line 74).

/** What the page needs to load and call Accept.js (the public activePaymentGateway fields). */
export interface AcceptJsSettings {
  clientKey: string;
  apiLoginId: string;
  /** Authorize.Net's script for the environment, or the deployment's stand-in (AUTHORIZE_NET_ACCEPT_JS_URL). */
  acceptJsUrl: string;
}

export interface AcceptResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages?: { resultCode?: string; message?: { code?: string; text?: string }[] };
}

export interface AcceptSecureData {
  authData: { clientKey: string; apiLoginID: string };
  cardData: { cardNumber: string; month: string; year: string; cardCode: string; zip?: string; fullName?: string };
}

/** The global Accept.js defines. */
export interface AcceptGlobal {
  dispatchData: (secureData: AcceptSecureData, responseHandler: (response: AcceptResponse) => void) => void;
}

declare global {
  interface Window {
    Accept?: AcceptGlobal;
  }
}

/** Opaque data as the pay calls take it: authorizeNetToken and authorizeNetTokenDescriptor. */
export interface OpaqueData {
  dataDescriptor: string;
  dataValue: string;
}

const loading = new Map<string, Promise<AcceptGlobal>>();

/**
 * Adds Accept.js to the page once per address (only for a brand routed to Authorize.Net) and
 * resolves its global; rejects when the script fails to load or defines nothing. A failed load
 * may be tried again.
 */
export function loadAcceptJs(url: string): Promise<AcceptGlobal> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<AcceptGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.charset = 'utf-8';
    script.async = true;
    script.addEventListener('load', () => (window.Accept ? resolve(window.Accept) : reject(new Error('Accept.js defined no Accept'))));
    script.addEventListener('error', () => reject(new Error(`Accept.js failed to load from ${url}`)));
    document.head.appendChild(script);
  });
  promise.catch(() => loading.delete(url));
  loading.set(url, promise);
  return promise;
}

export interface AcceptCard {
  cardNumber: string;
  expiryDate: string;
  cvcCode: string;
  name: string;
  zipCode: string;
}

/**
 * Tokenises the card with Accept.js. Resolves the opaque data; rejects with a PaymentError in the
 * spec's words (000 line 199): the first message's text when resultCode is Error, otherwise
 * 'Something went wrong '.
 */
export function acceptJsToken(accept: AcceptGlobal, settings: AcceptJsSettings, card: AcceptCard): Promise<OpaqueData> {
  const expiry = parseExpiry(card.expiryDate);
  const secureData: AcceptSecureData = {
    authData: { clientKey: settings.clientKey, apiLoginID: settings.apiLoginId },
    cardData: {
      cardNumber: stripSpaces(card.cardNumber),
      month: expiry?.month ?? '',
      year: expiry?.year ?? '',
      cardCode: card.cvcCode.trim(),
      zip: card.zipCode.trim(),
      fullName: card.name.trim(),
    },
  };
  return new Promise<OpaqueData>((resolve, reject) => {
    // resultCode Error answers the card data (or the keys): a validation error, which the checkout
    // page also shows in Accept.js's words; anything else is the spec's fallback.
    const refuse = (response: AcceptResponse | null) => {
      const resultCode = response?.messages?.resultCode;
      const message = secondGatewayTokenMessage({ resultCode, messages: response?.messages?.message });
      reject(new PaymentError(resultCode === 'Error' && message !== SECOND_GATEWAY_FALLBACK_MESSAGE ? 'validation_error' : '', message));
    };
    try {
      accept.dispatchData(secureData, (response) => {
        const data = response?.opaqueData;
        if (response?.messages?.resultCode === 'Ok' && data?.dataDescriptor && data.dataValue)
          resolve({ dataDescriptor: data.dataDescriptor, dataValue: data.dataValue });
        else refuse(response);
      });
    } catch {
      refuse(null);
    }
  });
}
