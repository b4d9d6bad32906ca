import { gql, type TypedDocumentNode } from '@apollo/client';

export interface OrganizationAutocompleteData {
  organizationAutocomplete: {
    edges: { id: string; name: string; cursor: string }[];
    pageInfo: { endCursor: string | null; startCursor: string | null; hasNextPage: boolean };
  };
}
export interface OrganizationAutocompleteVars {
  name?: string;
  first?: number;
  after?: string;
  status?: string[];
  type?: string[];
}

export const ORGANIZATION_AUTOCOMPLETE: TypedDocumentNode<OrganizationAutocompleteData, OrganizationAutocompleteVars> = gql`
  query OrganizationAutocomplete($name: String, $first: Int, $after: String, $status: [OrganizationStatus!], $type: [OrganizationType!]) {
    organizationAutocomplete(name: $name, first: $first, after: $after, status: $status, type: $type) {
      edges {
        id
        name
        cursor
      }
      pageInfo {
        endCursor
        startCursor
        hasNextPage
      }
    }
  }
`;
