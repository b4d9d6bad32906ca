import { HttpException } from '@nestjs/common';
import { parseCents, REFUND_INITIATE_MESSAGES as M, REFUND_REASON_LABELS, TEXT_MAX_LENGTH, validateRefundInitiate, validateRefundLineItem } from '@pg/domain';
import fc from 'fast-check';

import { parseRestBody, REST_BODY_MESSAGES, restBodyJsonSchema } from '../developer-keys/rest-body';
import { REFUND_CREATE_ORDER, RefundCreateBody, RefundCreateFields } from './refund-create.body';

// The schema of POST /api/v1/checkouts/{id}/refunds against the refund page's rules as the
// controller applied them before the schema (the oracle below): the same refusals and messages,
// field by field, for every text and number a caller can send.

interface Sent {
  amount?: unknown;
  reason?: unknown;
  notes?: string | null;
  description?: string | null;
  pointOfContact?: string | null;
}

/** The fields the controller refused before the schema (funds aside: that rule needs the database). */
function oracle(input: Sent): Record<string, string> {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const amount = typeof input.amount === 'number' || typeof input.amount === 'string' ? input.amount : undefined;
  const reason = text(input.reason);
  const description = text(input.description) ?? (reason && reason in REFUND_REASON_LABELS ? 'label' : 'Refund');
  const line = validateRefundLineItem({ description, amount });
  const whole = validateRefundInitiate({ reason, notes: text(input.notes), pointOfContact: text(input.pointOfContact), lineItems: [{ description, amount }] });
  const fields = { amount: line.amount, reason: whole.reason, notes: whole.notes, description: line.description, pointOfContact: whole.pointOfContact };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function refusal(body: unknown): Record<string, string> | undefined {
  try {
    parseRestBody(RefundCreateBody, body, REFUND_CREATE_ORDER);
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    const response: unknown = error.getResponse();
    return (response as { error: { fields: Record<string, string> } }).error.fields;
  }
}

const text = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    '',
    '   ',
    'x',
    ' Late check-in ',
    'x'.repeat(TEXT_MAX_LENGTH),
    'x'.repeat(TEXT_MAX_LENGTH + 1),
    ` ${'x'.repeat(TEXT_MAX_LENGTH)}`,
  ),
  fc.string({ maxLength: 20 }),
);
const sentBody = fc.record(
  {
    amount: fc.oneof(
      fc.constantFrom(undefined, null, '', ' ', '0', '-5', '10.005', '5', ' 5.50 ', '9999999.99', '10000000', 'abc', 0, -1, 5, 10.005, 1e21, true, [], {}),
      fc.integer({ min: -1000, max: 100_000 }).map((c) => (c / 100).toFixed(2)),
    ),
    reason: fc.constantFrom(undefined, null, '', 'other', 'duplicateCharges', 'cancellationByCustomer', 'nope', 5, true),
    notes: text,
    description: text,
    pointOfContact: text,
  },
  { requiredKeys: [] },
);

describe('POST /api/v1/checkouts/{id}/refunds body (zod schema)', () => {
  it('refuses what the refund page refuses, each parameter with its message, in the same order', () => {
    fc.assert(
      fc.property(sentBody, (body) => {
        const expected = oracle(body);
        const got = refusal(body) ?? {};
        expect(Object.keys(got)).toEqual(Object.keys(expected));
        expect(got).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('hands the service integer cents, the reason, trimmed texts and the default description', () => {
    expect(RefundCreateBody.parse({ amount: ' 50.10 ', reason: 'other', notes: '  Late check-in ', pointOfContact: ' desk@merchant.test ' })).toEqual({
      amountCents: 5010,
      reason: 'other',
      notes: 'Late check-in',
      pointOfContact: 'desk@merchant.test',
      description: REFUND_REASON_LABELS.other,
    });
    expect(RefundCreateBody.parse({ amount: 100, reason: 'duplicateCharges', description: ' Room 12 ', pointOfContact: '  ' })).toEqual({
      amountCents: 10_000,
      reason: 'duplicateCharges',
      notes: null,
      pointOfContact: null,
      description: 'Room 12',
    });
    fc.assert(
      fc.property(sentBody, (body) => {
        const parsed = RefundCreateBody.safeParse(body);
        if (parsed.success) expect(parsed.data.amountCents).toBe(parseCents(body.amount as string | number));
      }),
    );
  });

  it('refuses other types and unknown parameters with a message naming them', () => {
    expect(refusal({ amount: '5', reason: 'other', notes: 7, description: ['x'], amout: 1 })).toEqual({
      notes: REST_BODY_MESSAGES.text('notes'),
      description: REST_BODY_MESSAGES.text('description'),
      amout: REST_BODY_MESSAGES.unknown('amout'),
    });
    expect(refusal({ amount: true, reason: 5 })).toEqual({ amount: M.amountRequired, reason: M.reasonRequired });
  });

  it('is the OpenAPI body: every field, the required ones, nothing else', () => {
    const json = restBodyJsonSchema(RefundCreateFields);
    expect(Object.keys(json.properties ?? {})).toEqual(REFUND_CREATE_ORDER);
    expect(json).toMatchObject({ type: 'object', required: ['amount', 'reason'], additionalProperties: false });
    expect(json.properties?.reason).toMatchObject({ type: 'string', enum: expect.arrayContaining(['other', 'duplicateCharges']) });
    expect(json.properties?.pointOfContact).toMatchObject({ anyOf: [{ type: 'string', maxLength: TEXT_MAX_LENGTH }, { type: 'null' }] });
  });
});
