import { graphql } from '../../../gql';
import type { GlobalSearchQuery } from '../../../gql/graphql';

// The header's search (issue 16): typed from api/schema.graphql by `npm run codegen`.

export type SearchGroup = GlobalSearchQuery['globalSearch']['groups'][number];
export type SearchItem = SearchGroup['items'][number];
export type SearchKind = SearchItem['kind'];

export const GLOBAL_SEARCH = graphql(`
  query GlobalSearch($query: String!) {
    globalSearch(query: $query) {
      query
      groups {
        kind
        total
        items {
          id
          kind
          title
          subtitle
          url
        }
      }
    }
  }
`);
