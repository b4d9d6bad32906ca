import { graphql } from '../../../gql';

export const UPDATE_ORGANIZATION = graphql(`
  mutation UpdateOrganization($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      ...SessionOrganizationFields
    }
  }
`);

export const CLOSE_ORGANIZATION = graphql(`
  mutation CloseOrganization($id: ID!) {
    closeOrganization(id: $id) {
      success
    }
  }
`);
