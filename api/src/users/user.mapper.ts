import { type OrganizationRecord, organizationRecord, type OrganizationRow, toOrganizationType } from '../organizations/organization.mapper';
import type { UserType } from './dtos/user.type';
import type { User } from './user.entity';

/** The columns of a user the GraphQL shape is made from. */
type UserColumns = Pick<User, 'id' | 'name' | 'surname' | 'email' | 'role' | 'locked' | 'createdAt'>;

/** A user as the mapper reads it: an entity with its organization loaded, or a list row with its organization joined. */
export type UserRecord = UserColumns & { organization: OrganizationRecord; avatarFile?: { id: string } | null };

/** A row of `app_user` as a query builder's `execute` gives it: its organization joined, or by id. */
export type UserRow = UserColumns & { organization: OrganizationRow | string; avatarFile?: string | null };

/** The record of a list row (no entity: a list page is read, never changed); `organizations` holds those read by id. */
export function userRecord(row: UserRow, organizations?: ReadonlyMap<string, OrganizationRecord>): UserRecord {
  const organization = typeof row.organization === 'string' ? organizations?.get(row.organization) : organizationRecord(row.organization);
  if (!organization) throw new Error(`The organization of user ${row.id} was not read`);
  return { ...row, organization, avatarFile: row.avatarFile ? { id: row.avatarFile } : null };
}

/** The user must have its organization loaded. */
export function toUserType(user: UserRecord): UserType {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname ?? null,
    email: user.email,
    role: user.role,
    locked: user.locked,
    avatar: null,
    organizationId: user.organization.id,
    organization: toOrganizationType(user.organization),
    createdAt: user.createdAt,
    avatarFileId: user.avatarFile?.id ?? null,
  };
}
