import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isRole } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import type { SessionReader } from '../common/session-reader';
import { User } from '../users/user.entity';
import { JwtService } from './jwt.service';

// Turns an Authorization header into the caller. The user row is read on every request so a
// lock, a role change or a closed organization takes effect at once, not at token expiry.
@Injectable()
export class SessionLoader implements SessionReader {
  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
  ) {}

  async fromHeader(header: string | string[] | undefined): Promise<AuthUser | null> {
    const value = Array.isArray(header) ? header[0] : header;
    const match = value?.match(/^Bearer\s+(.+)$/i);
    if (!match) return null;
    const userId = this.jwt.verify(match[1]);
    if (!userId) return null;
    const user = await this.em.findOne(User, { id: userId }, { populate: ['organization'] });
    if (!user || !isRole(user.role) || user.organization.status === 'closed') return null;
    return {
      id: user.id,
      role: user.role,
      organizationId: user.organization.id,
      locked: isConfined(user),
    };
  }
}

/**
 * Confined to the locked screen: the user was locked by their organization administrator, or
 * the whole organization was locked (suspended) by the bank or the platform.
 */
export function isConfined(user: User): boolean {
  return user.locked || user.organization.status === 'suspended';
}
