import { gql, type TypedDocumentNode } from '@apollo/client';

interface Success {
  success: boolean;
}

export interface CreateUserVars {
  input: { name: string; surname?: string; email: string; password: string; organizationId: string; licenseNumber: string };
}
export const CREATE_USER: TypedDocumentNode<{ createUser: { id: string; email: string; name: string } }, CreateUserVars> = gql`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      email
      name
      createdAt
      updatedAt
    }
  }
`;

export const SEND_RESET_PASSWORD_LINK: TypedDocumentNode<{ sendResetPasswordLink: Success }, { email: string }> = gql`
  mutation SendResetPasswordLink($email: String!) {
    sendResetPasswordLink(email: $email) {
      success
    }
  }
`;

export const UPDATE_PASSWORD: TypedDocumentNode<
  { updatePassword: Success },
  { userId: string; token: string; password: string }
> = gql`
  mutation UpdatePassword($userId: ID!, $token: String!, $password: String!) {
    updatePassword(userId: $userId, token: $token, password: $password) {
      success
    }
  }
`;

export const VERIFY_EMAIL_LINK: TypedDocumentNode<{ verifyEmailLink: Success }, { userId: string; token: string }> = gql`
  query VerifyEmailLink($userId: ID!, $token: String!) {
    verifyEmailLink(userId: $userId, token: $token) {
      success
    }
  }
`;

export interface RequestOrganizationVars {
  input: { name: string; email: string; industry: string; licenseNumber: string };
}
export const REQUEST_TO_ADD_ORGANIZATION: TypedDocumentNode<{ requestToAddOrganization: Success }, RequestOrganizationVars> = gql`
  mutation RequestToAddOrganization($input: RequestOrganizationInput!) {
    requestToAddOrganization(input: $input) {
      success
    }
  }
`;
