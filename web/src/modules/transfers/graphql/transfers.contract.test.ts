import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import * as ledger from '../../ledger/graphql/ledger';
import * as transfers from './transfers';

// Every transfer and ledger document must validate against the committed schema.
const schema = buildSchema(readFileSync(resolve(process.cwd(), 'api/schema.graphql'), 'utf8'));

const isOperation = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: string }).kind === 'Document' && (value as DocumentNode).definitions.some((d) => d.kind === 'OperationDefinition');

describe('transfer and ledger GraphQL documents', () => {
  const entries = Object.entries({ ...transfers, ...ledger }).filter((entry): entry is [string, DocumentNode] => isOperation(entry[1]));
  it.each(entries)('%s validates', (_, doc) => {
    expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
  });
});
