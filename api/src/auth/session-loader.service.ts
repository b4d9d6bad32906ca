import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { isRole, secondFactorRequired, STAFF_ROLES } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { UUID } from '../common/list-query';
import { executePrepared, prepared, type PreparedStatement } from '../common/prepared-statements';
import type { SessionReader } from '../common/session-reader';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type OrganizationColumns, organizationColumns, rememberSessionOrganization } from '../organizations/session-organization';
import { JwtService } from './jwt.service';
import { rememberSessionProfile, sessionProfileSql } from './session-profile';

/** last_active_at is written at most this often per session: a request stays a read. */
export const TOUCH_EVERY_SECONDS = 60;

// Turns an Authorization header into the caller. The session, user and organization rows are
// read on every request, in one statement, so a sign-out, a lock, a role change or a closed
// organization takes effect at once, not at token expiry.
@Injectable()
export class SessionLoader implements SessionReader {
  /** The statement, made once: the organization's columns come from its metadata. */
  private readonly sessionRow: PreparedStatement;
  private readonly touch = prepared('session-touch', `update auth_session set last_active_at = now() where id = ? and ended_at is null`);
  private readonly endIdle = prepared('session-end-idle', `update auth_session set ended_at = now(), ended_reason = 'idle' where id = ? and ended_at is null`);
  private readonly organization: OrganizationColumns;

  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.organization = organizationColumns(em, 'o');
    // The idle limit: the staff's from the configuration (PCI DSS 8.2.8), a merchant's from its
    // Owner's setting (none: the absolute cap only). Read at each request, so a new limit
    // applies to the sessions already open. The role ids are constants, not input.
    const idleMinutes = `case when u.role in (${STAFF_ROLES.join(', ')}) then ?::float8 else o.session_idle_minutes end`;
    // Prepared (common/prepared-statements.ts): read by its key before every request, its plan kept.
    this.sessionRow = prepared(
      'session-row',
      `select u.id, u.role, u.locked, o.id as organization_id, o.status as organization_status,
        o.second_factor_required as organization_requires_second_factor,
        (exists (select 1 from second_factor f where f.user_id = u.id and f.enabled_at is not null)
          or exists (select 1 from passkey k where k.user_id = u.id)) as second_factor_enrolled,
        floor(extract(epoch from s.second_factor_at)) as second_factor_at,
        ${this.organization.sql},
        ${sessionProfileSql('u')},
        l.idle_minutes,
        (l.idle_minutes is not null and s.last_active_at <= now() - make_interval(secs => l.idle_minutes * 60)) as idle_over,
        s.last_active_at < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS}) as stale
      from auth_session s join app_user u on u.id = s.user_id join organization o on o.id = u.organization_id
        cross join lateral (select ${idleMinutes} as idle_minutes) l
      where s.id = ? and s.user_id = ? and s.ended_at is null and s.expires_at > now()`,
    );
  }

  /**
   * The caller of an Authorization header. `background`: a request the page sent by itself (a
   * poll, header X-Background: 1) is no activity, so an open page does not keep a session alive.
   */
  async fromHeader(header: string | string[] | undefined, options: { background?: boolean } = {}): Promise<AuthUser | null> {
    const value = Array.isArray(header) ? header[0] : header;
    const match = value?.match(/^Bearer\s+(.+)$/i);
    if (!match) return null;
    const claims = this.jwt.verifySession(match[1]);
    if (!claims) return null;
    // One plain row, not a user and an organization entity: this runs before every request,
    // and building and hydrating the entities was a fifth of a small request's CPU. The whole
    // organization comes with it: the owner of a merchant's list pages, read once here.
    if (!UUID.test(claims.sessionId)) return null;
    const [row] = await executePrepared<SessionRow>(this.em, this.sessionRow, [this.config.staffIdleMinutes, claims.sessionId, claims.userId]);
    if (!row || !isRole(row.role) || row.organization_status === 'closed') return null;
    if (row.idle_over) {
      // Idle past its limit: ended for good (a later request with the token finds no session).
      await executePrepared(this.em, this.endIdle, [claims.sessionId]);
      return null;
    }
    // Issue 44: where a second factor is required, a session without one opens only enrolment,
    // and once the person has enrolled, such a session (signed before) is no session at all.
    const secondFactorAt = row.second_factor_at === null ? undefined : Number(row.second_factor_at);
    const required = secondFactorRequired(row.role, row.organization_requires_second_factor);
    if (required && row.second_factor_enrolled && secondFactorAt === undefined) return null;
    // A request is activity; written at most once a minute, so most requests stay one read.
    if (row.stale && !options.background) await executePrepared(this.em, this.touch, [claims.sessionId]);
    const user: AuthUser = {
      id: row.id,
      role: row.role,
      organizationId: row.organization_id,
      locked: isConfined(row.locked, row.organization_status),
      sessionId: claims.sessionId,
      idleMinutes: row.idle_minutes === null ? null : Number(row.idle_minutes),
      ...(required && !row.second_factor_enrolled ? { secondFactorEnrolmentRequired: true } : {}),
      ...(secondFactorAt !== undefined ? { secondFactorAt } : {}),
    };
    rememberSessionOrganization(user, row, this.organization.read);
    rememberSessionProfile(user, row);
    return user;
  }
}

interface SessionRow extends Record<string, unknown> {
  id: string;
  role: number;
  locked: boolean;
  organization_id: string;
  organization_status: string;
  idle_minutes: number | string | null;
  idle_over: boolean;
  stale: boolean;
  organization_requires_second_factor: boolean;
  second_factor_enrolled: boolean;
  second_factor_at: number | string | null;
}

/**
 * Confined to the locked screen: the user was locked by their organization administrator, or the
 * whole organization was locked (suspended) by the bank or the platform.
 */
export function isConfined(locked: boolean, organizationStatus: string): boolean {
  return locked || organizationStatus === 'suspended';
}
