import { graphql } from '../../../gql';

export const CREATE_USER = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      email
      name
      createdAt
      updatedAt
    }
  }
`);

export const SEND_RESET_PASSWORD_LINK = graphql(`
  mutation SendResetPasswordLink($email: String!) {
    sendResetPasswordLink(email: $email) {
      success
    }
  }
`);

export const UPDATE_PASSWORD = graphql(`
  mutation UpdatePassword($userId: ID!, $token: String!, $password: String!) {
    updatePassword(userId: $userId, token: $token, password: $password) {
      success
    }
  }
`);

export const VERIFY_EMAIL_LINK = graphql(`
  query VerifyEmailLink($userId: ID!, $token: String!) {
    verifyEmailLink(userId: $userId, token: $token) {
      success
    }
  }
`);

export const REQUEST_TO_ADD_ORGANIZATION = graphql(`
  mutation RequestToAddOrganization($input: RequestOrganizationInput!) {
    requestToAddOrganization(input: $input) {
      success
    }
  }
`);
