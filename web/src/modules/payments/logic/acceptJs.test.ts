import { CHECKOUT_UNEXPECTED_ERROR_MESSAGE, SECOND_GATEWAY_FALLBACK_MESSAGE } from '@pg/domain';

import { type AcceptGlobal, acceptJsToken, type AcceptResponse, loadAcceptJs } from './acceptJs';
import { checkoutErrorMessage } from './checkoutRedirect';
import { PaymentError } from './paymentError';

const settings = { clientKey: 'client-key', apiLoginId: 'api-login', acceptJsUrl: 'http://127.0.0.1:4010/Accept.js' };
const card = { cardNumber: '4111 1111 1111 1111', expiryDate: '3/2031', cvcCode: '123', name: ' Jane Doe ', zipCode: '11001' };
const answering = (response: AcceptResponse): AcceptGlobal => ({ dispatchData: (_data, handler) => handler(response) });

describe('Accept.js tokenisation (spec 000 lines 74, 199)', () => {
  it('resolves the opaque data and sends the card as Accept.js takes it', async () => {
    const seen: unknown[] = [];
    const accept: AcceptGlobal = {
      dispatchData: (data, handler) => {
        seen.push(data);
        handler({ opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'v1' }, messages: { resultCode: 'Ok', message: [] } });
      },
    };
    await expect(acceptJsToken(accept, settings, card)).resolves.toEqual({ dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'v1' });
    expect(seen[0]).toEqual({
      authData: { clientKey: 'client-key', apiLoginID: 'api-login' },
      cardData: { cardNumber: '4111111111111111', month: '03', year: '2031', cardCode: '123', zip: '11001', fullName: 'Jane Doe' },
    });
  });

  it('words resultCode Error with its first message, shown by the checkout page too', async () => {
    const error = await acceptJsToken(
      answering({ messages: { resultCode: 'Error', message: [{ code: 'E_WC_15', text: 'Please provide valid CVV.' }, { text: 'second' }] } }),
      settings,
      card,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentError);
    expect((error as PaymentError).message).toBe('Please provide valid CVV.');
    expect(checkoutErrorMessage(error)).toBe('Please provide valid CVV.');
  });

  it("words anything else 'Something went wrong ' (the checkout page: its own fallback)", async () => {
    const error = await acceptJsToken(answering({ messages: { resultCode: 'Ok', message: [] } }), settings, card).catch((e: unknown) => e);
    expect((error as PaymentError).message).toBe(SECOND_GATEWAY_FALLBACK_MESSAGE);
    expect(checkoutErrorMessage(error)).toBe(CHECKOUT_UNEXPECTED_ERROR_MESSAGE);
    const thrown: AcceptGlobal = {
      dispatchData: () => {
        throw new Error('boom');
      },
    };
    await expect(acceptJsToken(thrown, settings, card)).rejects.toThrow(SECOND_GATEWAY_FALLBACK_MESSAGE);
  });

  it('adds the script once per address, and again after a failed load', async () => {
    const url = 'http://127.0.0.1:4010/once.js';
    const first = loadAcceptJs(url);
    expect(loadAcceptJs(url)).toBe(first);
    const scripts = () => document.querySelectorAll(`script[src="${url}"]`);
    expect(scripts()).toHaveLength(1);
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Accept.js failed to load');
    const second = loadAcceptJs(url);
    expect(second).not.toBe(first);
    window.Accept = answering({});
    scripts()[1].dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe(window.Accept);
    delete window.Accept;
  });
});
