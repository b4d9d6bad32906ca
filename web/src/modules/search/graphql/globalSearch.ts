import { gql, type TypedDocumentNode } from '@apollo/client';

export type SearchKind = 'invoice' | 'checkout' | 'refund' | 'dispute' | 'transfer' | 'user' | 'organization';

export interface SearchItem {
  id: string;
  kind: SearchKind;
  title: string;
  subtitle: string | null;
  url: string;
}

export interface SearchGroup {
  kind: SearchKind;
  total: number;
  items: SearchItem[];
}

export const GLOBAL_SEARCH: TypedDocumentNode<{ globalSearch: { query: string; groups: SearchGroup[] } }, { query: string }> = gql`
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
`;
