import { graphql } from '../../../gql';

export const ORGANIZATION_AUTOCOMPLETE = graphql(`
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
`);
