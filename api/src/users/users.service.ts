import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import {
  assignableRoles,
  canEditUserName,
  canLockUser,
  canManageUser,
  canUnlockUser,
  isRole,
  ROLE_NAMES,
  USER_ACTION_MESSAGES,
  validateUserProfile,
} from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { endSessionsOfUser } from '../common/end-sessions';
import { assertValid, badInput, forbidden } from '../common/gateway.exception';
import { EventsService } from '../events/events.service';
import { StoredFile } from '../files/file.entity';
import type { FileUrl } from '../files/file-url.type';
import { FilesService } from '../files/files.service';
import { MailService } from '../mail/mail.service';
import { recordOrganizationEvent } from '../organizations/organization-events';
import type { UpdateUserInput } from './dtos/update-user.input';
import type { UploadAvatarInput } from './dtos/user.inputs';
import { User } from './user.entity';
import { actorFacts, findVisibleUser, userFacts } from './user-access';

// One user's record (spec 002 s2 /users/{id}, account settings): names, role, lock, avatar.
// Who may do what is @pg/domain's user-rules; every change is written to the organization's history.
@Injectable()
export class UsersService {
  private readonly logger = new Logger('Users');

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsService,
    private readonly files: FilesService,
    private readonly mail: MailService,
  ) {}

  find(caller: AuthUser, id: string): Promise<User> {
    return findVisibleUser(this.em, caller, id);
  }

  /** Own name (account settings), or a managed user's name and role (user details). */
  async update(caller: AuthUser, input: UpdateUserInput): Promise<User> {
    const user = await findVisibleUser(this.em, caller, input.id);
    const actor = actorFacts(caller);
    const target = userFacts(user);
    if (!canEditUserName(actor, target)) throw forbidden();
    assertValid(validateUserProfile({ name: input.name, surname: input.surname ?? undefined }));
    const changes: Record<string, unknown> = {};
    const name = input.name.trim();
    const surname = input.surname?.trim() || null;
    if (name !== user.name) changes.name = name;
    if (surname !== (user.surname ?? null)) changes.surname = surname;
    if (input.role !== null && input.role !== undefined && input.role !== user.role) {
      if (user.id === caller.id) throw badInput({ role: USER_ACTION_MESSAGES.ownRole });
      if (!isRole(input.role) || !assignableRoles(actor, target).includes(input.role)) throw badInput({ role: USER_ACTION_MESSAGES.roleNotAllowed });
      changes.role = input.role;
    }
    if (Object.keys(changes).length === 0) return user;
    const fromRole = user.role;
    this.em.assign(user, changes);
    if (user.id === caller.id) {
      recordOrganizationEvent(this.events, this.em, user.organization.id, 'User Profile Updated', caller.id, undefined, user);
    } else {
      recordOrganizationEvent(
        this.events,
        this.em,
        user.organization.id,
        'User Updated',
        caller.id,
        {
          userId: user.id,
          email: user.email,
          fields: Object.keys(changes),
          ...(changes.role !== undefined ? { fromRole, toRole: user.role } : {}),
        },
        user,
      );
    }
    await this.em.flush();
    return user;
  }

  /** lockUser: the user is confined to the locked screen at their next request. */
  async lock(caller: AuthUser, id: string): Promise<User> {
    const user = await findVisibleUser(this.em, caller, id);
    const actor = actorFacts(caller);
    const target = userFacts(user);
    if (user.id === caller.id) throw badInput(USER_ACTION_MESSAGES.ownAccount);
    if (!canManageUser(actor, target)) throw forbidden();
    if (user.locked) throw badInput(USER_ACTION_MESSAGES.alreadyLocked);
    if (!canLockUser(actor, target)) throw badInput(USER_ACTION_MESSAGES.lockNotAllowed);
    user.locked = true;
    recordOrganizationEvent(this.events, this.em, user.organization.id, 'User Locked', caller.id, { userId: user.id, email: user.email }, user);
    // Their open sessions end at once (issue 44); signing in again shows the locked screen.
    const ended = await endSessionsOfUser(this.em, user.id, 'locked');
    if (ended > 0)
      recordOrganizationEvent(this.events, this.em, user.organization.id, 'Sessions Ended', caller.id, { userId: user.id, reason: 'locked', count: ended });
    await this.em.flush();
    return user;
  }

  /** unlockUser: activates a locked user (also one waiting for approval after sign-up) and tells them. */
  async unlock(caller: AuthUser, id: string): Promise<User> {
    const user = await findVisibleUser(this.em, caller, id);
    const actor = actorFacts(caller);
    const target = userFacts(user);
    if (!canManageUser(actor, target)) throw forbidden();
    if (!canUnlockUser(actor, target)) throw badInput(USER_ACTION_MESSAGES.notLocked);
    user.locked = false;
    recordOrganizationEvent(this.events, this.em, user.organization.id, 'User Activated', caller.id, { userId: user.id, email: user.email }, user);
    await this.em.flush();
    await this.mail
      .send({
        to: user.email,
        subject: 'Your account is active',
        text: `Hello ${user.name},\n\nYour ${ROLE_NAMES[target.role]} account at ${user.organization.name} is active. You can sign in now.\n`,
      })
      .catch((error: unknown) => this.logger.error(`activation mail for ${user.id} failed: ${String(error)}`));
    return user;
  }

  /** uploadUserAvatar: one's own avatar, or a managed user's; an image, replacing the previous one. */
  async uploadAvatar(caller: AuthUser, input: UploadAvatarInput): Promise<FileUrl> {
    if (input.type !== 'avatar') throw badInput('type must be avatar');
    const user = await findVisibleUser(this.em, caller, input.userId);
    if (!canEditUserName(actorFacts(caller), userFacts(user))) throw forbidden();
    const file = await this.files.prepare(caller, input, 'avatar', { imagesOnly: true });
    const previous = user.avatarFile ? await this.em.findOne(StoredFile, { id: user.avatarFile.id }) : null;
    user.avatarFile = file;
    if (previous) this.em.remove(previous);
    recordOrganizationEvent(this.events, this.em, user.organization.id, 'Avatar Updated', caller.id, { userId: user.id, email: user.email });
    await this.em.flush();
    if (previous) await this.files.deleteObject(previous.path);
    return await this.files.toFileUrl(file);
  }
}
