import { graphqlOptions } from './graphql.options';

describe('GraphQL options', () => {
  it('answers introspection in development only', () => {
    expect(graphqlOptions({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(graphqlOptions({ NODE_ENV: 'development' }).introspection).toBe(true);
    expect(graphqlOptions({}).introspection).toBe(true);
  });
});
