import { toOrganizationType } from '../organizations/organization.mapper';
import type { UserType } from './dtos/user.type';
import type { User } from './user.entity';

/** The user must have its organization loaded. */
export function toUserType(user: User): UserType {
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
