import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import type { PayOperation } from './payClient';
import * as documents from './payments';

// Every pay page document must validate against the committed schema (api/schema.graphql), so a
// renamed field or argument on either side fails here rather than in the browser.
const schema = buildSchema(readFileSync(resolve(process.cwd(), 'api/schema.graphql'), 'utf8'));

type AnyOperation = Pick<PayOperation<unknown, unknown>, 'operationName' | 'query'>;

const isOperation = (value: unknown): value is AnyOperation =>
  typeof value === 'object' && value !== null && typeof (value as { query?: unknown }).query === 'string';

describe('payment GraphQL documents', () => {
  const entries = Object.entries(documents as Record<string, unknown>).filter((entry): entry is [string, AnyOperation] => isOperation(entry[1]));

  it('covers every operation of the pay page', () => {
    expect(entries.map(([, op]) => op.operationName).sort()).toEqual(['Cards', 'GenerateInvoicePaymentIntent', 'GetStripePublishableKey', 'Invoice', 'PayInvoice']);
  });

  it.each(entries)('%s validates', (_, op) => {
    const doc = parse(op.query);
    expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
    expect(doc.definitions.map((d) => (d.kind === 'OperationDefinition' ? d.name?.value : null))).toEqual([op.operationName]);
  });
});
