import { Kind, type OperationDefinitionNode, parse } from 'graphql';

import { limitRefusal, measureOperation, QUERY_LIMITS } from './query-limits';

const measure = (source: string, variables: Record<string, unknown> = {}) => {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return measureOperation(document, operation, variables);
};

describe('GraphQL query limits', () => {
  it('counts list fields once per row asked, from literals and variables', () => {
    expect(measure('{ invoices(first: 50) { items { id code } total } }')).toEqual({ depth: 3, aliases: 0, cost: 1 + 50 + 100 + 50 });
    expect(measure('query($n: Int) { invoices(first: $n) { items { id } } }', { n: 20 }).cost).toBe(1 + 20 + 20);
    // A list without `first` counts as one page of the default size only where it has the argument.
    expect(measure('query($n: Int) { invoices(first: $n) { items { id } } }').cost).toBe(1 + 10 + 10);
    // Rows are capped at the largest page the API serves.
    expect(measure('{ invoices(first: 100000) { items { id } } }').cost).toBe(1 + 100 + 100);
  });

  it('follows fragments and inline fragments without looping on a bad one', () => {
    const m = measure(
      'query { invoice(id: "1") { ...A } } fragment A on Invoice { id owner { ...B } } fragment B on Organization { id name ... on Organization { email } }',
    );
    expect(m).toEqual({ depth: 3, aliases: 0, cost: 1 + 2 + 3 });
    expect(measure('query { invoice(id: "1") { ...A } } fragment A on Invoice { id ...A }').cost).toBe(2);
  });

  it('refuses 500 aliases of a 50-row list, a deep query and a huge one, with the reason', () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: invoices(first: 50) { items { id } }`).join(' ');
    expect(limitRefusal(measure(`{ ${aliases} }`))).toBe('This query has 500 aliases; at most 30 are allowed.');
    const deep = 'a { '.repeat(13) + 'id' + ' }'.repeat(13);
    expect(limitRefusal(measure(`{ ${deep} }`))).toBe('This query is nested 14 levels deep; at most 12 are allowed.');
    const wide = '{ a(first: 100) { b(first: 100) { c(first: 100) { id } } } }';
    expect(limitRefusal(measure(wide))).toMatch(/^This query asks for about 1010101 fields; at most 20000 are allowed/);
  });

  it('lets a screen-sized query through', () => {
    const page =
      '{ invoices(first: 100) { total items { id code name status recipientName recipientEmail createdAt owner { id name logo { url } } totals { total } } } }';
    expect(limitRefusal(measure(page), QUERY_LIMITS)).toBeUndefined();
  });
});
