import { isRole, type Role } from '@pg/domain';

import type { RefundPolicyTerms, SessionOrganizationFieldsFragment, SessionUserFieldsFragment } from '../../../gql/graphql';

// The session's shapes are the generated fragment types (auth/graphql/fragments.ts), so a field
// the schema drops or retypes fails the type check here and in every screen that reads it.

/** A stored image as the session's avatar and logo fields select it. */
export type FileUrl = NonNullable<SessionUserFieldsFragment['avatar']>;

/**
 * The signed-in user as the session query returns it. The contract types `role` as Int; the
 * domain's Role names the values the role matrix knows, so sessionUser() checks it once.
 */
export type SessionUser = Omit<SessionUserFieldsFragment, 'role'> & { role: Role };

/** The user's organization as the session query returns it (contract type Organization). */
export type SessionOrganization = SessionOrganizationFieldsFragment;
export type OrganizationType = SessionOrganization['type'];
export type RefundPolicyTermsValue = RefundPolicyTerms;

/** A user's role checked against the domain's roles: the API stores no other, so another is a contract break. */
export function checkedRole(user: { id: string; role: number }): Role {
  if (!isRole(user.role)) throw new Error(`Unknown role ${user.role} for user ${user.id}`);
  return user.role;
}

/** The session's user with its role checked (checkedRole). */
export function sessionUser(user: SessionUserFieldsFragment): SessionUser {
  return { ...user, role: checkedRole(user) };
}
