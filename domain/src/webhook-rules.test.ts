import { validateWebhookEndpoint, WEBHOOK_MESSAGES, webhookUrlError } from './webhook-rules';

describe('webhook endpoint rules', () => {
  it('takes https anywhere and http on this machine only', () => {
    expect(webhookUrlError('https://shop.example/hooks')).toBeUndefined();
    expect(webhookUrlError('http://localhost:3000/hooks')).toBeUndefined();
    expect(webhookUrlError('http://127.0.0.1:9/x')).toBeUndefined();
    expect(webhookUrlError('http://shop.example/hooks')).toBe(WEBHOOK_MESSAGES.urlHttps);
    expect(webhookUrlError('ftp://shop.example/')).toBe(WEBHOOK_MESSAGES.urlHttps);
    expect(webhookUrlError('not a url')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(webhookUrlError('https://user:pw@shop.example/')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(webhookUrlError('  ')).toBe(WEBHOOK_MESSAGES.urlRequired);
  });

  it('takes known event types only (none: all)', () => {
    expect(validateWebhookEndpoint({ url: 'https://a.example', eventTypes: [] })).toEqual({});
    expect(validateWebhookEndpoint({ url: 'https://a.example', eventTypes: ['checkout.paid'] })).toEqual({});
    expect(validateWebhookEndpoint({ url: 'https://a.example', eventTypes: ['checkout.exploded'] })).toEqual({ eventTypes: WEBHOOK_MESSAGES.eventsInvalid });
  });
});
