import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { searchIndexes } from '../common/search-indexes';
import { eventLinkedTo } from '../events/event.entity';
import { fileOwnedBy, FileSchema } from '../files/file.entity';
import { OrganizationSchema } from '../organizations/organization.entity';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'app_user',
  extends: BaseSchema,
  properties: {
    name: p.string(),
    surname: p.string().nullable(),
    /** Stored lower-cased so sign-in and uniqueness ignore case. */
    email: p.string().unique(),
    passwordHash: p.string().hidden().lazy(),
    role: p.smallint(),
    locked: p.boolean().default(false),
    emailVerifiedAt: p.datetime().nullable(),
    /** The last password reset (its sessions end then: common/end-sessions.ts). */
    passwordChangedAt: p.datetime().nullable(),
    licenseNumber: p.string().nullable(),
    organization: () => p.manyToOne(OrganizationSchema).index(),
    /** The current avatar (spec 002 s3 `avatar`); replaced files are deleted. */
    avatarFile: () => p.manyToOne(FileSchema).nullable().deleteRule('set null'),
  },
  // The users list: one organization's users by name (docs/performance.md section 9).
  indexes: [...searchIndexes('app_user'), { properties: ['organization', 'name', 'surname', 'id'] }],
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
export { UserSchema };

// This user's files: the link column lives on stored_file, declared from this side.
declare module '../files/file.entity' {
  interface StoredFile {
    /** Who uploaded the file. */
    user?: User | null;
  }
}
fileOwnedBy('user', UserSchema);

// The history rows of this user: the link column lives on event, declared from this side.
declare module '../events/event.entity' {
  interface GatewayEvent {
    /** Who acted (null: the platform, a visitor or an API key). */
    user?: User | null;
  }
}
eventLinkedTo('user', UserSchema);
