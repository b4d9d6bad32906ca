import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Role } from '@pg/domain';
import type { FileUrl } from '../../auth/types';

// GraphQL documents of the users screens (spec 002 s7), with their result types.

export interface UserRow {
  id: string;
  name: string;
  surname: string | null;
  email: string;
  role: Role;
  locked: boolean;
  createdAt: string;
  organizationId: string;
  organization: { id: string; name: string; type: string; status: string; logo: FileUrl[] };
  avatar: FileUrl | null;
}

const USER_FIELDS = gql`
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
`;

export interface UsersVars {
  first: number;
  page: number;
  sortField: string | null;
  sortDirection: string;
  searchParam: string | null;
  roles: number[] | null;
}

export const USERS: TypedDocumentNode<{ users: { count: number; items: UserRow[] } }, UsersVars> = gql`
  query Users($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $roles: [Int!]) {
    users(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, roles: $roles) {
      count
      items {
        ...UserRowFields
      }
    }
  }
  ${USER_FIELDS}
`;

export const USER: TypedDocumentNode<{ user: UserRow }, { id: string }> = gql`
  query User($id: ID!) {
    user(id: $id) {
      ...UserRowFields
    }
  }
  ${USER_FIELDS}
`;

export const UPDATE_USER_DETAILS: TypedDocumentNode<
  { updateUser: UserRow },
  { input: { id: string; name: string; surname: string | null; role?: number } }
> = gql`
  mutation UpdateUserDetails($input: UpdateUserInput!) {
    updateUser(input: $input) {
      ...UserRowFields
    }
  }
  ${USER_FIELDS}
`;

export const LOCK_USER: TypedDocumentNode<{ lockUser: UserRow }, { id: string }> = gql`
  mutation LockUser($id: ID!) {
    lockUser(user: { id: $id }) {
      ...UserRowFields
    }
  }
  ${USER_FIELDS}
`;

export const UNLOCK_USER: TypedDocumentNode<{ unlockUser: UserRow }, { id: string }> = gql`
  mutation UnlockUser($id: ID!) {
    unlockUser(user: { id: $id }) {
      ...UserRowFields
    }
  }
  ${USER_FIELDS}
`;

export interface InviteUserVars {
  input: { name: string; surname: string | null; email: string; password: string; organizationId: string; role: number };
}

export const INVITE_USER: TypedDocumentNode<{ inviteUser: { id: string } }, InviteUserVars> = gql`
  mutation InviteUser($input: InviteUserInput!) {
    inviteUser(input: $input) {
      id
    }
  }
`;

export const UPLOAD_USER_AVATAR: TypedDocumentNode<
  { uploadUserAvatar: FileUrl },
  { file: { userId: string; type: 'avatar'; path: string; mimetype: string } }
> = gql`
  mutation UploadUserAvatar($file: UploadAvatarInput!) {
    uploadUserAvatar(file: $file) {
      id
      url
      cloudFrontUrl
    }
  }
`;
