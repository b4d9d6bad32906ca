import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * Whether the query selects any of `names` directly below the field being resolved (through
 * inline fragments and fragment spreads too). Directives (@include/@skip) are not evaluated:
 * a field under one counts as selected, which only costs the load it guards.
 */
export function selectsAny(info: GraphQLResolveInfo, names: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (names.has(selection.name.value)) return true;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (visit(selection.selectionSet)) return true;
      } else {
        const name = selection.name.value;
        if (seen.has(name)) continue;
        seen.add(name);
        if (visit(info.fragments[name]?.selectionSet)) return true;
      }
    }
    return false;
  };
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
