import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { validateUserProfile } from '@pg/domain';
import type { AuthUser } from '../auth/auth-user';
import { assertValid, notFound } from '../common/gateway.exception';
import { EventsService } from '../events/events.service';
import type { UpdateUserInput } from './dtos/update-user.input';
import { User } from './user.entity';

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsService,
  ) {}

  /** Own name and surname (account settings). Other users' profiles come with the users issue. */
  async updateOwn(caller: AuthUser, input: UpdateUserInput): Promise<User> {
    if (input.id !== caller.id) throw notFound('User');
    assertValid(validateUserProfile({ name: input.name }));
    const user = await this.em.findOneOrFail(User, { id: caller.id }, { populate: ['organization'] });
    user.name = input.name.trim();
    user.surname = input.surname?.trim() || null;
    this.events.record(this.em, {
      name: 'User Profile Updated',
      slug: 'user-profile-updated',
      subjectType: 'organization',
      subjectId: user.organization.id,
      organizationId: user.organization.id,
      userId: user.id,
    });
    await this.em.flush();
    return user;
  }
}
