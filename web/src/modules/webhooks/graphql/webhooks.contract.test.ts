import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import * as documents from './webhooks';

// Every webhooks document validates against the committed schema (api/schema.graphql).
const schema = buildSchema(readFileSync(resolve(process.cwd(), 'api/schema.graphql'), 'utf8'));
const isDocument = (value: unknown): value is DocumentNode => typeof value === 'object' && value !== null && (value as { kind?: string }).kind === 'Document';

describe('webhooks GraphQL documents', () => {
  const entries = Object.entries(documents).filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]));
  it.each(entries)('%s validates', (_, doc) => {
    expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
  });
});
