import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isRole, secondFactorRequired } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { executePrepared, prepared, type PreparedStatement } from '../common/prepared-statements';
import type { SessionReader } from '../common/session-reader';
import { type OrganizationColumns, organizationColumns, rememberSessionOrganization } from '../organizations/session-organization';
import { JwtService } from './jwt.service';

// Turns an Authorization header into the caller. The user row is read on every request so a
// lock, a role change or a closed organization takes effect at once, not at token expiry.
@Injectable()
export class SessionLoader implements SessionReader {
  /** The statement, made once: the organization's columns come from its metadata. */
  private readonly sessionRow: PreparedStatement;
  private readonly organization: OrganizationColumns;

  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
  ) {
    this.organization = organizationColumns(em, 'o');
    // Prepared (common/prepared-statements.ts): read by its key before every request, its plan kept.
    this.sessionRow = prepared(
      'session-row',
      `select u.id, u.role, u.locked, o.id as organization_id, o.status as organization_status,
        o.second_factor_required as organization_requires_second_factor,
        exists (select 1 from second_factor f where f.user_id = u.id and f.enabled_at is not null) as second_factor_enrolled,
        ${this.organization.sql}
      from app_user u join organization o on o.id = u.organization_id
      where u.id = ? and (u.password_changed_at is null or u.password_changed_at < to_timestamp(?::float8 + 1))`,
    );
  }

  async fromHeader(header: string | string[] | undefined): Promise<AuthUser | null> {
    const value = Array.isArray(header) ? header[0] : header;
    const match = value?.match(/^Bearer\s+(.+)$/i);
    if (!match) return null;
    const claims = this.jwt.verifySession(match[1]);
    if (!claims) return null;
    // One plain row, not a user and an organization entity: this runs before every request,
    // and building and hydrating the entities was a fifth of a small request's CPU. The whole
    // organization comes with it: the owner of a merchant's list pages, read once here.
    // A token issued before the second of the last password reset is no session (review 49 s12).
    const [row] = await executePrepared<SessionRow>(this.em, this.sessionRow, [claims.userId, claims.issuedAt]);
    if (!row || !isRole(row.role) || row.organization_status === 'closed') return null;
    // Issue 44: where a second factor is required, a session without one opens only enrolment,
    // and once the person has enrolled, such a session (signed before) is no session at all.
    const required = secondFactorRequired(row.role, row.organization_requires_second_factor);
    if (required && row.second_factor_enrolled && claims.secondFactorAt === undefined) return null;
    const user: AuthUser = {
      id: row.id,
      role: row.role,
      organizationId: row.organization_id,
      locked: isConfined(row.locked, row.organization_status),
      ...(required && !row.second_factor_enrolled ? { secondFactorEnrolmentRequired: true } : {}),
      ...(claims.secondFactorAt !== undefined ? { secondFactorAt: claims.secondFactorAt } : {}),
    };
    rememberSessionOrganization(user, row, this.organization.read);
    return user;
  }
}

interface SessionRow extends Record<string, unknown> {
  id: string;
  role: number;
  locked: boolean;
  organization_id: string;
  organization_status: string;
  organization_requires_second_factor: boolean;
  second_factor_enrolled: boolean;
}

/**
 * Confined to the locked screen: the user was locked by their organization administrator, or the
 * whole organization was locked (suspended) by the bank or the platform.
 */
export function isConfined(locked: boolean, organizationStatus: string): boolean {
  return locked || organizationStatus === 'suspended';
}
