import { Role } from '@pg/domain';

import type { UsersQuery } from '../../../gql/graphql';
import type { UserRow } from '../graphql/users';

/** A user as the user screens receive it (contract type User); defaults to a User of the session's organization. */
export function userRowFixture(overrides: Partial<UserRow> = {}): UserRow & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: 'user-2',
    name: 'Ugyen',
    surname: 'Lhamo',
    email: 'ugyen@drukadventures.bt',
    role: Role.USER,
    locked: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    organizationId: 'org-1',
    organization: { __typename: 'Organization', id: 'org-1', name: 'Druk Adventures', type: 'agency', status: 'active', logo: [] },
    avatar: null,
    ...overrides,
  };
}

export function usersResponse(items: ReturnType<typeof userRowFixture>[], count = items.length): { data: UsersQuery } {
  return { data: { users: { __typename: 'UserList', count, items } } };
}
