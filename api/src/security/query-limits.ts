import type { ApolloDriverConfig } from '@nestjs/apollo';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

// Limits on what one GraphQL operation may ask, checked before it runs: an operation with 500
// aliases of a 50-row list, or nested lists multiplying into millions of fields, is refused with
// a clear error instead of tying up the API. The figures leave every screen's query far inside.

export interface QueryLimits {
  /** Deepest selection (root field = 1). */
  maxDepth: number;
  /** Aliased fields in the whole operation. */
  maxAliases: number;
  /** Fields it may resolve, a list field counting its children once per row asked (`first`). */
  maxCost: number;
}

export const QUERY_LIMITS: QueryLimits = { maxDepth: 12, maxAliases: 30, maxCost: 20_000 };

/** A list asked without `first` is counted as this many rows (a page of the API's default size). */
const DEFAULT_ROWS = 10;
/** Rows are never counted above the largest page the API serves. */
const MAX_ROWS = 100;

export interface QueryMeasure {
  depth: number;
  aliases: number;
  cost: number;
}

/** Depth, aliases and cost of an operation, fragments included, with its variables' values. */
export function measureOperation(document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> = {}): QueryMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const measure: QueryMeasure = { depth: 0, aliases: 0, cost: 0 };

  const rowsOf = (args: readonly { name: { value: string }; value: ValueNode }[] | undefined): number => {
    const first = args?.find((a) => a.name.value === 'first' || a.name.value === 'limit');
    if (!first) return 1;
    const value =
      first.value.kind === Kind.VARIABLE ? variables[first.value.name.value] : first.value.kind === Kind.INT ? Number(first.value.value) : undefined;
    const rows = typeof value === 'number' && Number.isFinite(value) ? value : DEFAULT_ROWS;
    return Math.min(Math.max(rows, 1), MAX_ROWS);
  };

  const walk = (set: SelectionSetNode, depth: number, multiplier: number, seen: ReadonlySet<string>): void => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        if (selection.alias) measure.aliases++;
        measure.cost += multiplier;
        measure.depth = Math.max(measure.depth, depth);
        if (selection.selectionSet) walk(selection.selectionSet, depth + 1, multiplier * rowsOf(selection.arguments), seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, multiplier, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment spreading itself is a validation error; never loop on one here.
        if (fragment && !seen.has(name)) walk(fragment.selectionSet, depth, multiplier, new Set([...seen, name]));
      }
    }
  };
  walk(operation.selectionSet, 1, 1, new Set());
  return measure;
}

/** The refusal, or undefined when the operation is within the limits. */
export function limitRefusal(measure: QueryMeasure, limits: QueryLimits = QUERY_LIMITS): string | undefined {
  if (measure.depth > limits.maxDepth) return `This query is nested ${measure.depth} levels deep; at most ${limits.maxDepth} are allowed.`;
  if (measure.aliases > limits.maxAliases) return `This query has ${measure.aliases} aliases; at most ${limits.maxAliases} are allowed.`;
  if (measure.cost > limits.maxCost)
    return `This query asks for about ${measure.cost} fields; at most ${limits.maxCost} are allowed. Ask for fewer rows or fields.`;
  return undefined;
}

/** Apollo's plugin type as the Nest driver takes it (its module flavour). */
type GraphQLPlugin = NonNullable<ApolloDriverConfig['plugins']>[number];

/** Apollo Server plugin refusing operations beyond the limits (code QUERY_TOO_COMPLEX, HTTP 400). */
export function queryLimitsPlugin(limits: QueryLimits = QUERY_LIMITS): GraphQLPlugin {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ document, operation, request }) {
          if (!operation) return Promise.resolve();
          const refusal = limitRefusal(measureOperation(document, operation, request.variables ?? {}), limits);
          if (refusal) return Promise.reject(new GraphQLError(refusal, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } }));
          return Promise.resolve();
        },
      });
    },
  };
}
