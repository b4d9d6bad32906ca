import { randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { SESSION_MESSAGES, validateSessionIdleMinutes } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { endSessionsOfUser } from '../common/end-sessions';
import { assertValid, badInput } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventsService } from '../events/events.service';
import { MailService } from '../mail/mail.service';
import { Organization } from '../organizations/organization.entity';
import { recordOrganizationEvent } from '../organizations/organization-events';
import type { User } from '../users/user.entity';
import { AuthSession } from './auth-session.entity';
import { addressRange, browserFamily, plainAddress } from './user-agent';

/** A sign-in from a browser and address range not seen for the person in this many days e-mails them. */
const KNOWN_DEVICE_DAYS = 90;

export interface SessionView {
  id: string;
  browser: string;
  address: string | null;
  createdAt: Date;
  lastActiveAt: Date;
  current: boolean;
}

// Sessions as records (issue 44): created at sign-in, listed and ended from Account settings,
// ended by signing out. The per-request check is session-loader.service.ts; ends caused by a
// lock, a suspension, a close or a password reset are common/end-sessions.ts.
@Injectable()
export class SessionsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  /** New-device notices under way after their sign-in was answered. */
  private readonly background = new Set<Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new session for a signed-in user; the new-device notice runs after the answer. */
  async start(user: User, client: { userAgent?: string; address: string }, secondFactorAt?: Date): Promise<AuthSession> {
    const now = new Date();
    const session = this.em.create(AuthSession, {
      id: randomUUID(),
      user: user.id,
      createdAt: now,
      lastActiveAt: now,
      expiresAt: new Date(now.getTime() + this.config.jwtTtlSeconds * 1000),
      userAgent: client.userAgent?.slice(0, 512) || null,
      address: plainAddress(client.address).slice(0, 64),
      browser: browserFamily(client.userAgent),
      addressRange: addressRange(client.address),
      secondFactorAt: secondFactorAt ?? null,
    });
    await this.em.persist(session).flush();
    const work = this.noticeNewDevice(session.id, user.id, user.email, user.name).catch((error: unknown) =>
      this.logger.error(`new sign-in notice for ${user.id} not sent: ${String(error)}`),
    );
    this.background.add(work);
    void work.finally(() => this.background.delete(work));
    return session;
  }

  /** Records a second factor given on an open session of the person; its absolute end. */
  async secondFactorGiven(sessionId: string, userId: string): Promise<Date> {
    const [row] = await this.em.execute<{ expires_at: Date }[]>(
      'update auth_session set second_factor_at = now() where id = ? and user_id = ? and ended_at is null returning expires_at',
      [sessionId, userId],
    );
    if (!row) throw new Error(`session ${sessionId} of ${userId} is not open`);
    return new Date(row.expires_at);
  }

  /** Lets the notices under way finish before the API stops. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.background]);
  }

  /**
   * E-mails the person when this sign-in's browser and address range were not seen for them in
   * the last 90 days. A first sign-in ever has nothing to compare with and sends nothing.
   */
  private async noticeNewDevice(sessionId: string, userId: string, email: string, name: string): Promise<void> {
    // Its own EntityManager: the request's context is gone by the time this runs.
    const em = this.em.fork();
    const [row] = await em.execute<{ browser: string; address: string | null; created_at: Date; before: boolean; known: boolean }[]>(
      `select s.browser, s.address, s.created_at,
        exists (select 1 from auth_session p where p.user_id = s.user_id and p.id <> s.id and p.created_at > now() - make_interval(days => ?)) as before,
        exists (select 1 from auth_session p where p.user_id = s.user_id and p.id <> s.id and p.created_at > now() - make_interval(days => ?)
          and p.browser = s.browser and p.address_range = s.address_range) as known
      from auth_session s where s.id = ? and s.user_id = ?`,
      [KNOWN_DEVICE_DAYS, KNOWN_DEVICE_DAYS, sessionId, userId],
    );
    if (!row || !row.before || row.known) return;
    await this.mail.send({
      to: email,
      subject: 'New sign-in to your account',
      text:
        `Hello ${name},\n\nYour account was signed in to from a browser and network not used in the last ${KNOWN_DEVICE_DAYS} days:\n\n` +
        `Browser: ${row.browser}\nAddress: ${row.address ?? 'unknown'}\nTime: ${new Date(row.created_at).toUTCString()}\n\n` +
        `If this was you, there is nothing to do. If not, reset your password now and use "Sign out everywhere else" in Account settings.\n`,
    });
  }

  /** The person's live sessions, newest activity first; the caller's own is marked. */
  async list(caller: AuthUser): Promise<SessionView[]> {
    const rows = await this.em.find(
      AuthSession,
      { user: caller.id, endedAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { lastActiveAt: 'desc', createdAt: 'desc' }, limit: 100 },
    );
    // An idle-expired session the loader has not yet ended is no longer a session.
    const idleCutoff = caller.idleMinutes ? Date.now() - caller.idleMinutes * 60_000 : undefined;
    return rows
      .filter((s) => idleCutoff === undefined || s.id === caller.sessionId || s.lastActiveAt.getTime() > idleCutoff)
      .map((s) => ({
        id: s.id,
        browser: s.browser,
        address: s.address ?? null,
        createdAt: s.createdAt,
        lastActiveAt: s.lastActiveAt,
        current: s.id === caller.sessionId,
      }));
  }

  /** Signing out: ends the token's own session (none without a token: nothing to do). */
  async signOut(caller: AuthUser | null): Promise<void> {
    if (!caller?.sessionId) return;
    const ended = await this.endOwn(caller, caller.sessionId, 'signed-out');
    if (ended) recordOrganizationEvent(this.events, this.em, caller.organizationId, 'Signed Out', caller.id, { sessionId: caller.sessionId });
    await this.em.flush();
  }

  /** "Sign out" on one of the person's sessions; another person's id reads as unknown. */
  async end(caller: AuthUser, id: string): Promise<void> {
    // BAD_USER_INPUT, not NOT_FOUND: the web app's error policy turns NOT_FOUND into the
    // not-found page, and a session that ended meanwhile is a notice on Account settings.
    if (!UUID.test(id)) throw badInput(SESSION_MESSAGES.sessionNotFound);
    const reason = id === caller.sessionId ? 'signed-out' : 'ended-by-other-session';
    if (!(await this.endOwn(caller, id, reason))) throw badInput(SESSION_MESSAGES.sessionNotFound);
    recordOrganizationEvent(this.events, this.em, caller.organizationId, id === caller.sessionId ? 'Signed Out' : 'Session Ended', caller.id, {
      sessionId: id,
      bySessionId: caller.sessionId ?? null,
    });
    await this.em.flush();
  }

  /** "Sign out everywhere else": every live session of the person but the caller's; how many. */
  async endOthers(caller: AuthUser): Promise<number> {
    const count = await endSessionsOfUser(this.em, caller.id, 'ended-by-other-session', caller.sessionId);
    if (count > 0) {
      recordOrganizationEvent(this.events, this.em, caller.organizationId, 'Other Sessions Ended', caller.id, { count, bySessionId: caller.sessionId ?? null });
      await this.em.flush();
    }
    return count;
  }

  /** "Stay signed in": the session's idle time starts again now, whatever the last write was. */
  async renew(caller: AuthUser): Promise<void> {
    if (!caller.sessionId) return;
    await this.em.execute(`update auth_session set last_active_at = now() where id = ? and user_id = ? and ended_at is null`, [caller.sessionId, caller.id]);
  }

  /** The Owner's idle limit for the organization's sessions (null: none); applies to open sessions too. */
  async setIdleLimit(caller: AuthUser, minutes: number | null): Promise<void> {
    assertValid({ minutes: validateSessionIdleMinutes(minutes) });
    const org = await this.em.findOneOrFail(Organization, { id: caller.organizationId });
    const from = org.sessionIdleMinutes ?? null;
    if (from === minutes) return;
    org.sessionIdleMinutes = minutes;
    recordOrganizationEvent(this.events, this.em, org.id, 'Session Idle Limit Changed', caller.id, { from, to: minutes });
    await this.em.flush();
  }

  private async endOwn(caller: AuthUser, id: string, reason: 'signed-out' | 'ended-by-other-session'): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update auth_session set ended_at = now(), ended_reason = ? where id = ? and user_id = ? and ended_at is null and expires_at > now() returning id`,
      [reason, id, caller.id],
    );
    return rows.length > 0;
  }
}
