import { graphql } from '../../../gql';
import type { UserRowFieldsFragment } from '../../../gql/graphql';

// GraphQL documents of the users screens (spec 002 s7); their result types are generated.

export type UserRow = UserRowFieldsFragment;

export const USER_FIELDS = graphql(`
  fragment UserRowFields on User {
    id
    name
    surname
    email
    role
    locked
    createdAt
    organizationId
    organization {
      id
      name
      type
      status
      logo {
        id
        url
        cloudFrontUrl
      }
    }
    avatar {
      id
      url
      cloudFrontUrl
    }
  }
`);

export const USERS = graphql(`
  query Users($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $roles: [Int!]) {
    users(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, roles: $roles) {
      count
      items {
        ...UserRowFields
      }
    }
  }
`);

export const USER = graphql(`
  query User($id: ID!) {
    user(id: $id) {
      ...UserRowFields
    }
  }
`);

export const UPDATE_USER_DETAILS = graphql(`
  mutation UpdateUserDetails($input: UpdateUserInput!) {
    updateUser(input: $input) {
      ...UserRowFields
    }
  }
`);

export const LOCK_USER = graphql(`
  mutation LockUser($id: ID!) {
    lockUser(user: { id: $id }) {
      ...UserRowFields
    }
  }
`);

export const UNLOCK_USER = graphql(`
  mutation UnlockUser($id: ID!) {
    unlockUser(user: { id: $id }) {
      ...UserRowFields
    }
  }
`);

export const INVITE_USER = graphql(`
  mutation InviteUser($input: InviteUserInput!) {
    inviteUser(input: $input) {
      id
    }
  }
`);

export const UPLOAD_USER_AVATAR = graphql(`
  mutation UploadUserAvatar($file: UploadAvatarInput!) {
    uploadUserAvatar(file: $file) {
      id
      url
      cloudFrontUrl
    }
  }
`);
