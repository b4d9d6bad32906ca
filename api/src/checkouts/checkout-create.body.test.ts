import { HttpException } from '@nestjs/common';
import { CHECKOUT_CREATE_MESSAGES as M, MAX_ORDER_ID_LENGTH, parseCents, validateCheckoutCreate } from '@pg/domain';
import fc from 'fast-check';

import { PARAMETER_UNKNOWN, parseRestBody, REST_BODY_MESSAGES, restBodyJsonSchema } from '../developer-keys/rest-body';
import { CheckoutCreateBody, CheckoutCreateFields } from './checkout-create.body';

// The schema of POST /api/v1/checkouts against the domain rule it runs: it refuses exactly what
// validateCheckoutCreate refuses, with the same message per field, and what it accepts comes out
// converted (cents, upper-case currency, trimmed text).

/** The 400's body of a refused body, or undefined when it is accepted. */
function refusal(body: unknown): { message: string; code: string; param: string | null; fields: Record<string, string> } | undefined {
  try {
    parseRestBody(CheckoutCreateBody, body);
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    const response: unknown = error.getResponse();
    const { error: detail } = response as { error: { message: string; code: string; param: string | null; fields: Record<string, string> } };
    return detail;
  }
}

const valid = { amount: '450.00', responseUrl: 'https://merchant.test/ok', cancelUrl: 'https://merchant.test/no' };

const anyValue = fc.oneof(
  fc.constantFrom(undefined, null, '', '  ', 'usd', 'USD', 'Usd', 'EUR', '0', '-1', '12.345', '1000000.00', '1000000.01', ' 12.50 ', 'abc', '1e3'),
  fc.constantFrom(
    'https://merchant.test/ok',
    ' https://merchant.test/ok ',
    'http://x.test',
    'javascript:alert(1)',
    'ftp://x.test',
    `https://x.test/${'a'.repeat(2000)}`,
  ),
  fc.constantFrom(0, -1, 12.5, 12.345, 1e21, Number.MAX_SAFE_INTEGER, true, false, [], ['x'], {}),
  fc.constantFrom(
    { room: '12' },
    { room: 12, late: true },
    { '': 'x' },
    { ' ': 'x' },
    { room: null },
    { room: { nested: 1 } },
    { [`k${'x'.repeat(40)}`]: 'v' },
  ),
  fc.constantFrom({ room: 'x'.repeat(501) }, Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']))),
  fc.string({ maxLength: 120 }),
);
const fieldNames = ['amount', 'currency', 'orderId', 'responseUrl', 'cancelUrl', 'metadata'] as const;
const anyBody = fc.record(Object.fromEntries(fieldNames.map((name) => [name, anyValue])) as Record<(typeof fieldNames)[number], typeof anyValue>, {
  requiredKeys: [],
});

describe('POST /api/v1/checkouts body (zod schema)', () => {
  it('refuses exactly what the domain rule refuses, each field with its message, in the same order', () => {
    fc.assert(
      fc.property(anyBody, (body) => {
        const expected = validateCheckoutCreate(body);
        const got = refusal(body);
        expect(got?.fields ?? {}).toEqual(expected);
        if (got) expect([got.message, got.param, got.code]).toEqual([Object.values(expected)[0], Object.keys(expected)[0], 'parameter_invalid']);
      }),
      { numRuns: 2000 },
    );
  });

  it('hands the service what it accepted: cents, the currency in upper case, trimmed text, metadata as text', () => {
    fc.assert(
      fc.property(anyBody, (body) => {
        if (Object.keys(validateCheckoutCreate(body)).length) return;
        const parsed = CheckoutCreateBody.parse(body);
        expect(Number.isInteger(parsed.amountCents)).toBe(true);
        expect(parsed.amountCents).toBe(parseCents(body.amount as string | number));
        expect(parsed.currency).toBe('USD');
        expect(parsed.responseUrl).toBe(typeof body.responseUrl === 'string' ? body.responseUrl.trim() : 'not text');
        expect(parsed.orderId).toBe(typeof body.orderId === 'string' && body.orderId.trim() ? body.orderId.trim() : null);
      }),
      { numRuns: 1000 },
    );
    expect(CheckoutCreateBody.parse({ ...valid, currency: 'usd', orderId: '  ORD-7 ', metadata: { guests: 2, vip: false } })).toEqual({
      amountCents: 45_000,
      currency: 'USD',
      orderId: 'ORD-7',
      responseUrl: valid.responseUrl,
      cancelUrl: valid.cancelUrl,
      metadata: { guests: '2', vip: 'false' },
    });
    expect(CheckoutCreateBody.parse({ ...valid, amount: 12.5, currency: null, orderId: '   ', metadata: null })).toMatchObject({
      amountCents: 1250,
      currency: 'USD',
      orderId: null,
      metadata: null,
    });
  });

  it('refuses a parameter it does not know (after the known ones), in the same error shape', () => {
    expect(refusal({ ...valid, amout: '5.00' })).toEqual({
      type: 'invalid_request_error',
      code: PARAMETER_UNKNOWN,
      message: REST_BODY_MESSAGES.unknown('amout'),
      param: 'amout',
      fields: { amout: REST_BODY_MESSAGES.unknown('amout') },
    });
    expect(refusal({ ...valid, currency: 'EUR', extra: 1 })).toEqual({
      type: 'invalid_request_error',
      code: 'parameter_invalid',
      message: M.currency,
      param: 'currency',
      fields: { currency: M.currency, extra: REST_BODY_MESSAGES.unknown('extra') },
    });
    // Not an object at all: as an empty one, as before.
    expect(refusal(['x'])?.fields).toEqual(validateCheckoutCreate({}));
  });

  it('is the OpenAPI body: every field, the required ones, nothing else', () => {
    const json = restBodyJsonSchema(CheckoutCreateFields);
    expect(Object.keys(json.properties ?? {})).toEqual(Object.keys(CheckoutCreateFields.shape));
    expect(json).toMatchObject({ type: 'object', required: ['amount', 'responseUrl', 'cancelUrl'], additionalProperties: false });
    expect(json.properties?.orderId).toMatchObject({ anyOf: [{ type: 'string', maxLength: MAX_ORDER_ID_LENGTH }, { type: 'null' }] });
    expect(json.properties?.amount).toMatchObject({
      anyOf: [
        { type: 'string', pattern: expect.any(String) },
        { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000, multipleOf: 0.01 },
      ],
      examples: ['450.00'],
    });
    expect(json.properties?.responseUrl).toMatchObject({ type: 'string', format: 'uri' });
    expect(json).not.toHaveProperty('$schema');
  });
});

describe('what the document promises, the schema takes (issue 45)', () => {
  const json = restBodyJsonSchema(CheckoutCreateFields) as { properties: Record<string, { anyOf?: { type: string; pattern?: string }[]; pattern?: string }> };

  it('every amount text matching the documented pattern is accepted, and lengths count characters (an emoji is one)', () => {
    const pattern = json.properties.amount.anyOf!.find((s) => s.type === 'string')!.pattern!;
    fc.assert(fc.property(fc.stringMatching(new RegExp(pattern)), (amount) => expect(refusal({ ...valid, amount })).toBeUndefined()));
    for (const amount of ['0', '0.00', '1000000.01', '.5', ' 5']) expect(new RegExp(pattern).test(amount)).toBe(false);
    const emoji = '\u{1F600}';
    expect(refusal({ ...valid, orderId: emoji.repeat(MAX_ORDER_ID_LENGTH), metadata: { [emoji.repeat(40)]: emoji.repeat(500) } })).toBeUndefined();
    expect(refusal({ ...valid, metadata: { [emoji.repeat(41)]: 'x' } })?.param).toBe('metadata');
  });
});
