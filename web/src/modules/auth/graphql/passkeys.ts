import { graphql } from '../../../gql';

// Issue 44: passkeys and security keys (WebAuthn). Options and answers travel as JSON text.

export const PASSKEYS = graphql(`
  query Passkeys {
    passkeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

export const PASSKEY_REGISTRATION_OPTIONS = graphql(`
  mutation PasskeyRegistrationOptions {
    passkeyRegistrationOptions
  }
`);

export const ADD_PASSKEY = graphql(`
  mutation AddPasskey($name: String!, $response: String!) {
    addPasskey(name: $name, response: $response) {
      token
      recoveryCodes
      passkey {
        id
        name
        createdAt
        lastUsedAt
      }
    }
  }
`);

export const RENAME_PASSKEY = graphql(`
  mutation RenamePasskey($id: ID!, $name: String!) {
    renamePasskey(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const REMOVE_PASSKEY = graphql(`
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id) {
      success
    }
  }
`);

export const PASSKEY_AUTHENTICATION_OPTIONS = graphql(`
  mutation PasskeyAuthenticationOptions($challenge: String) {
    passkeyAuthenticationOptions(challenge: $challenge)
  }
`);

export const SIGN_IN_WITH_PASSKEY = graphql(`
  mutation SignInWithPasskey($response: String!) {
    signInWithPasskey(response: $response) {
      token
      user {
        ...SessionUserFields
        organization {
          ...SessionOrganizationFields
        }
      }
    }
  }
`);
