import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed GraphQL documents (GraphQL Code Generator's client preset) from the committed contract
// (api/schema.graphql) and the documents written in web/src. `npm run codegen` writes them;
// `npm test` fails when the committed output is stale (scripts/check-codegen.mjs).
//
// Two outputs because the public pay page is its own bundle without Apollo Client or graphql
// (docs/performance.md section 3) and its operations share names with the dashboard's (the
// spec's names: Invoice, Cards, WebPayment), which one output cannot hold twice. The pay page
// posts its generated documents as strings (documentMode string).
const PAY_PAGE = 'src/modules/payments/**/*.ts';

const config = {
  // The same settings for both outputs: string unions for enums (as @pg/domain declares them),
  // DateTime as its ISO string, nullable fields required in results so a fixture that omits one
  // does not type check (Apollo would report it missing at run time), and __typename on every
  // object but the root, as the cache reads it and test fixtures must give it.
  scalars: { DateTime: 'string' },
  defaultScalarType: 'unknown',
  strictScalars: true,
  useTypeImports: true,
  avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
  enumType: 'string-literal',
  nonOptionalTypename: true,
  skipTypeNameForRoot: true,
};

export default {
  schema: '../api/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      documents: ['src/**/*.{ts,tsx}', `!${PAY_PAGE}`, '!src/**/*.test.{ts,tsx}', '!src/gql/**'],
      preset: 'client',
      // Unmasked: components read the fields their fragment selects from the query's result
      // (docs/decisions/0098-graphql-codegen.md documents).
      presetConfig: { fragmentMasking: false },
      config,
    },
    'src/modules/payments/gql/': {
      documents: [PAY_PAGE, '!src/modules/payments/**/*.test.ts', '!src/modules/payments/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Documents as typed strings (TypedDocumentString), which payClient.ts posts as they are.
      config: { ...config, documentMode: 'string' },
    },
  },
} satisfies CodegenConfig;
