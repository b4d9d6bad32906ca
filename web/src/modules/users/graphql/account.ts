import { graphql } from '../../../gql';

export const UPDATE_USER = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      id
      name
      surname
    }
  }
`);
