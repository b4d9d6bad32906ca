import { gql, type TypedDocumentNode } from '@apollo/client';

export interface UpdatedUser {
  id: string;
  name: string;
  surname: string | null;
}

export const UPDATE_USER: TypedDocumentNode<
  { updateUser: UpdatedUser },
  { input: { id: string; name: string; surname?: string | null } }
> = gql`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      id
      name
      surname
    }
  }
`;
