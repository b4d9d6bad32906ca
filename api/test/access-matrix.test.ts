import { ALL_ROLES, OPERATION_ACCESS, type Role, SPEC_OPERATIONS, specAllowsOperation } from '@pg/domain';
import { getNamedType, type GraphQLArgument, type GraphQLInputType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';

import { committedSchema, DEMO_ACCOUNTS } from './support/people-fixtures';
import { createTestApp, type TestApp } from './test-app';

// Every operation of the committed schema, called as a stranger (no token) and as each role,
// must be allowed or refused exactly as the spec's literal matrix says (spec-matrix.ts in
// @pg/domain, each row with its spec line), not as OPERATION_ACCESS says: the guard reads that,
// so it cannot be the oracle too.
const schema = committedSchema();
const ACCOUNTS = DEMO_ACCOUNTS;
const DENIED = new Set(['AUTH_REQUIRED', 'FORBIDDEN']);
/** Operations that end the caller's sessions (issue 44): the role signs in again after them. */
const ENDS_SESSIONS = new Set(['deleteSession', 'endOtherSessions']);

/** A syntactically valid value for an argument type, so the call reaches the guard. */
function sample(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return `[${sample(type.ofType)}]`;
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${sample(f.type)}`).join(', ')} }`;
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'ID':
        return '"00000000-0000-4000-8000-000000000000"';
      case 'Int':
        return '1';
      case 'Float':
        return '1.5';
      case 'Boolean':
        return 'false';
      case 'DateTime':
        return '"2026-01-01T00:00:00.000Z"';
      default:
        return '"x"';
    }
  }
  return 'null';
}

function selection(kind: 'Query' | 'Mutation', name: string): string {
  const field = (kind === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields()[name];
  const args = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type));
  const argText = args.length ? `(${args.map((a) => `${a.name}: ${sample(a.type)}`).join(', ')})` : '';
  const named = getNamedType(field.type);
  const sub = isScalarType(named) || isEnumType(named) ? '' : '{ __typename }';
  return `${kind === 'Query' ? 'query' : 'mutation'} { ${name}${argText} ${sub} }`;
}

const operations = (['Query', 'Mutation'] as const).flatMap((kind) =>
  Object.keys((kind === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {}).map((name) => ({ kind, name })),
);

describe('role matrix enforced on every operation', () => {
  let t: TestApp;
  const tokens = new Map<Role, string>();
  beforeAll(async () => {
    // No worker here: runLedgerAudit answers 'still running' at once instead of waiting for it.
    process.env.LEDGER_AUDIT_WAIT_MS = '200';
    t = await createTestApp();
    for (const role of ALL_ROLES) tokens.set(role, await t.login(ACCOUNTS[role]));
  });
  afterAll(() => t.close());

  it('has a matrix entry and a spec row for every operation in the schema', () => {
    const specOps = new Set(SPEC_OPERATIONS.map((row) => row.op));
    expect(operations.filter((o) => !(o.name in OPERATION_ACCESS)).map((o) => o.name)).toEqual([]);
    expect(operations.filter((o) => !specOps.has(o.name)).map((o) => o.name)).toEqual([]);
  });

  it.each(operations)('$kind $name', async ({ kind, name }) => {
    const query = selection(kind, name);
    const callers: [string, Role | undefined][] = [['stranger', undefined], ...ALL_ROLES.map((r): [string, Role] => [`role ${r}`, r])];
    for (const [label, role] of callers) {
      // Mutations that change the demo data are checked for refusal only where refused.
      const r = await t.gql(query, {}, role === undefined ? undefined : tokens.get(role));
      if (role !== undefined && ENDS_SESSIONS.has(name)) tokens.set(role, await t.login(ACCOUNTS[role]));
      const code = r.errors?.[0]?.extensions?.code;
      const denied = code !== undefined && DENIED.has(code);
      expect({ label, denied }).toEqual({ label, denied: !specAllowsOperation(name, role) });
    }
  });
});
