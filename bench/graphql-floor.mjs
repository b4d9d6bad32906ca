// The GraphQL floor of a list page: graphql-js executing the page's own document over the page's
// own answer (the API's committed schema, default resolvers reading each field from the answer,
// no resolver of ours, no database), then JSON.stringify of the result as Apollo sends it. Any API
// built on graphql-js pays at least this to answer the same page, so a list's API CPU above the
// session floor and this is what our own code costs (docs/performance.md, section 20).
import { readFileSync } from 'node:fs';

import { buildSchema, execute, parse, validate } from 'graphql';

const schema = buildSchema(readFileSync(new URL('../api/schema.graphql', import.meta.url), 'utf8'));

/** CPU ms (this process, user + system) per execution + serialisation of `query` over `data`. */
export function graphqlFloor(query, variables, data, runs = 300) {
  const document = parse(query);
  // Validated once, as the API's document cache does for a repeated request.
  const invalid = validate(schema, document);
  if (invalid.length) throw new Error(`graphql floor: ${invalid[0].message}`);
  const once = () => {
    const result = execute({ schema, document, rootValue: data, variableValues: variables });
    if (result instanceof Promise || result.errors) throw new Error(`graphql floor: ${result.errors?.[0]?.message ?? 'not synchronous'}`);
    return JSON.stringify(result).length;
  };
  for (let i = 0; i < 50; i++) once(); // warm-up (optimised code, as in the running API)
  const start = process.cpuUsage();
  for (let i = 0; i < runs; i++) once();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / runs;
}
