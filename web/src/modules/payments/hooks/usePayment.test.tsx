import { act, renderHook } from '@testing-library/react';

import { PayGraphQLError } from '../graphql/payClient';
import { type CardToken, PAY_AUTO_RETRIES, type PayRequest, usePayment } from './usePayment';

const unavailable = () =>
  new PayGraphQLError([
    { message: 'The service is briefly unavailable. Please try again in a few seconds.', extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 2 } },
  ]);

const request = (tokenise: () => Promise<CardToken>): PayRequest => ({
  provider: 'sandbox',
  cardBrand: 'visa',
  customerName: 'Jane Payer',
  zipCode: '11001',
  phoneNumber: '+975 17 000000',
  tokenise,
});

describe('usePayment while the platform restarts (issue 42)', () => {
  it('sends the same attempt again after retryAfter on SERVICE_UNAVAILABLE, with the same key and token', async () => {
    const keys: string[] = [];
    const tokens: string[] = [];
    let answers = 0;
    const send = jest.fn(async (_r: PayRequest, token: CardToken, key: string) => {
      keys.push(key);
      tokens.push(token.kind === 'token' ? token.token : '');
      answers += 1;
      if (answers <= 2) throw unavailable();
    });
    const pauses: number[] = [];
    const tokenise = jest.fn(async (): Promise<CardToken> => ({ kind: 'token', token: 'tok_1' }));
    const { result } = renderHook(() => usePayment(send, undefined, async (ms) => void pauses.push(ms)));
    let ok = false;
    await act(async () => {
      ok = await result.current.pay(request(tokenise));
    });
    expect(ok).toBe(true);
    expect(result.current.phase).toBe('succeeded');
    expect(send).toHaveBeenCalledTimes(3);
    expect(new Set(keys).size).toBe(1);
    expect(tokens).toEqual(['tok_1', 'tok_1', 'tok_1']);
    expect(tokenise).toHaveBeenCalledTimes(1);
    expect(pauses).toEqual([2000, 2000]);
  });

  it('after its retries, tells the payer to try again and keeps the key for the next click', async () => {
    const keys: string[] = [];
    let down = true;
    const send = jest.fn(async (_r: PayRequest, _t: CardToken, key: string) => {
      keys.push(key);
      if (down) throw unavailable();
    });
    const { result } = renderHook(() => usePayment(send, undefined, async () => undefined));
    const tokenise = async (): Promise<CardToken> => ({ kind: 'token', token: 'tok_2' });
    await act(async () => {
      await result.current.pay(request(tokenise));
    });
    expect(send).toHaveBeenCalledTimes(PAY_AUTO_RETRIES + 1);
    expect(result.current.error).toBe('The service is briefly unavailable. Please try again in a few seconds.');
    expect(result.current.phase).toBe('idle');
    down = false;
    await act(async () => {
      await result.current.pay(request(tokenise));
    });
    expect(result.current.phase).toBe('succeeded');
    expect(new Set(keys).size).toBe(1);
  });

  it('a refusal is not retried and ends the attempt', async () => {
    const keys: string[] = [];
    const send = jest.fn(async (_r: PayRequest, _t: CardToken, key: string) => {
      keys.push(key);
      if (keys.length === 1) throw new PayGraphQLError([{ message: 'Your card was declined.', extensions: { code: 'BAD_USER_INPUT' } }]);
    });
    const { result } = renderHook(() => usePayment(send, undefined, async () => undefined));
    const tokenise = async (): Promise<CardToken> => ({ kind: 'token', token: 'tok_3' });
    await act(async () => {
      await result.current.pay(request(tokenise));
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBe('Your card was declined.');
    await act(async () => {
      await result.current.pay(request(tokenise));
    });
    expect(new Set(keys).size).toBe(2);
  });
});
