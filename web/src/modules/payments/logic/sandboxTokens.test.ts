import { API_ERROR_MESSAGE, CARD_ERROR_FALLBACK_MESSAGE } from '@pg/domain';

import { PaymentError } from './paymentError';
import { createSandboxToken, SANDBOX_TOKENS_URL } from './sandboxTokens';

const card = { cardNumber: '4242 4242 4242 4242', cvcCode: '123', expiryDate: '3/2030', name: ' Jane Doe ' };

function respond(status: number, body: unknown) {
  return jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response);
}

describe('sandbox tokenisation', () => {
  it('posts the card to the processor only, spaces stripped and expiry split', async () => {
    const fetchImpl = respond(200, { token: 'tok_sandbox_1', brand: 'visa', last4: '4242' });
    await expect(createSandboxToken(card, fetchImpl)).resolves.toBe('tok_sandbox_1');
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(SANDBOX_TOKENS_URL);
    expect(JSON.parse(init?.body as string)).toEqual({ cardNumber: '4242424242424242', expMonth: '03', expYear: '2030', cvc: '123', name: 'Jane Doe' });
  });

  it('words processor errors for the payer (spec 000 s8)', async () => {
    const withText = respond(400, { error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } });
    await expect(createSandboxToken(card, withText)).rejects.toEqual(new PaymentError('card_error', 'Your card number is incorrect.'));
    const noText = respond(400, { error: { type: 'card_error' } });
    await expect(createSandboxToken(card, noText)).rejects.toThrow(CARD_ERROR_FALLBACK_MESSAGE);
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createSandboxToken(card, down)).rejects.toThrow(API_ERROR_MESSAGE);
  });

  it("shows a rate limit's refusal (429) as the API words it", async () => {
    const message = 'Too many card tokens were requested from your address. Please wait a minute and try again.';
    const limited = respond(429, { error: { type: 'rate_limit_error', code: 'rate_limit', message } });
    await expect(createSandboxToken(card, limited)).rejects.toEqual(new PaymentError('rate_limit_error', message));
  });
});
