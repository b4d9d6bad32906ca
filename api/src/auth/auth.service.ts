import { randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { Role, secondFactorRequired, validateResetPassword, validateSignIn, validateSignUp } from '@pg/domain';

import { endSessionsOfUser } from '../common/end-sessions';
import { assertValid, badInput } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventsService } from '../events/events.service';
import { MailService } from '../mail/mail.service';
import { Organization } from '../organizations/organization.entity';
import { recordOrganizationEvent } from '../organizations/organization-events';
import { RateLimitService } from '../security/rate-limit.service';
import { TemporalService } from '../temporal/temporal.service';
import { PasswordService } from '../users/password.service';
import { User } from '../users/user.entity';
import { UserTokensService } from '../users/user-tokens.service';
import { AUTH_MESSAGES } from './auth.messages';
import { JwtService } from './jwt.service';
import { LoginThrottleService } from './login-throttle.service';
import { SECOND_FACTOR_MESSAGES } from './second-factor/second-factor.messages';
import { type SecondFactorProof, SecondFactorService } from './second-factor/second-factor.service';
import { SessionsService } from './sessions.service';

/** Reset links one e-mail may be sent in an hour, whoever asks (a mailbox is not flooded). */
const RESET_LINKS_PER_EMAIL = { limit: 3, windowMs: 3600 * 1000 };

/** The audience of the sign-in's challenge token, and its life (issue 44: 5 minutes). */
const SIGN_IN_CHALLENGE = 'second-factor-sign-in';
const SIGN_IN_CHALLENGE_TTL_SECONDS = 5 * 60;

/** After a right password: the session, or the challenge of the second step. */
export type SignInStep = { token: string; user: User; enrolmentRequired: boolean } | { challenge: string; user: User };

/** Where a sign-in comes from: its session records them (the list of sessions, new-device notices). */
export interface SignInClient {
  address: string;
  userAgent?: string;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class AuthService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Auth');
  /** Reset mails sent after their request was answered, until they are done. */
  private readonly background = new Set<Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordService,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottleService,
    private readonly tokens: UserTokensService,
    private readonly mail: MailService,
    private readonly events: EventsService,
    private readonly temporal: TemporalService,
    private readonly limits: RateLimitService,
    private readonly sessions: SessionsService,
    private readonly secondFactors: SecondFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The password step. With a second factor, no session yet: a challenge token (5 minutes, this
   * person, the sign-in's purpose only) for verifySecondFactor. Without one, the session, and
   * whether it must enrol first (the session loader then opens nothing else).
   */
  async createSession(input: { email: string; password: string }, client: SignInClient): Promise<SignInStep> {
    const { address } = client;
    assertValid(validateSignIn({ email: input.email, password: input.password }));
    const email = normalizeEmail(input.email);
    // Counted as a failure before the password is checked; a right password takes it back.
    const attempt = await this.throttle.reserve(email, address);

    const user = await this.em.findOne(User, { email }, { populate: ['passwordHash', 'organization'] });
    const ok = user
      ? await this.passwords.verify(user.passwordHash, input.password)
      : (await this.passwords.verify(await this.passwords.dummyHash, input.password), false);
    if (!user || !ok) throw badInput(AUTH_MESSAGES.invalidCredentials);
    await this.throttle.succeeded(attempt);
    if (!user.emailVerifiedAt) throw badInput(AUTH_MESSAGES.emailNotVerified);
    if (user.organization.status === 'closed') throw badInput(AUTH_MESSAGES.accountClosed);
    if (await this.secondFactors.hasFactor(user.id)) {
      return { challenge: this.jwt.signChallenge(user.id, SIGN_IN_CHALLENGE, SIGN_IN_CHALLENGE_TTL_SECONDS), user };
    }
    const enrolmentRequired = secondFactorRequired(user.role as Role, user.organization.secondFactorRequired);
    return { token: await this.issueSession(user, client), user, enrolmentRequired };
  }

  /** The sign-in's second step: a valid challenge and a code or a recovery code give the session. */
  async verifySecondFactor(challenge: string, proof: SecondFactorProof, client: SignInClient): Promise<{ token: string; user: User }> {
    const user = await this.signInChallengeUser(challenge);
    await this.secondFactors.verify(user.id, proof, client.address);
    return { token: await this.issueSession(user, client, { secondFactorAt: new Date() }), user };
  }

  /** The person a sign-in challenge (createSession's, 5 minutes) names; refused when expired, forged or closed. */
  async signInChallengeUser(challenge: string): Promise<User> {
    const claims = this.jwt.verifyChallenge(challenge, SIGN_IN_CHALLENGE);
    if (claims === 'expired') throw badInput(SECOND_FACTOR_MESSAGES.challengeExpired);
    const user = claims && (await this.em.findOne(User, { id: claims.userId }, { populate: ['organization'] }));
    if (!user) throw badInput(SECOND_FACTOR_MESSAGES.challengeInvalid);
    if (user.organization.status === 'closed') throw badInput(AUTH_MESSAGES.accountClosed);
    return user;
  }

  /** A passkey alone (discoverable credential): the same checks as a right password, then the session with its second factor. */
  async signInWithPasskeyUser(user: User, client: SignInClient): Promise<string> {
    if (!user.emailVerifiedAt) throw badInput(AUTH_MESSAGES.emailNotVerified);
    if (user.organization.status === 'closed') throw badInput(AUTH_MESSAGES.accountClosed);
    return this.issueSession(user, client, { secondFactorAt: new Date() });
  }

  async userOf(userId: string): Promise<User> {
    return this.em.findOneOrFail(User, { id: userId });
  }

  /**
   * The one place a session starts: a session record the API checks on every request (issue 44),
   * the token carrying its id. `secondFactorAt`: when the second factor was given in this sign-in.
   */
  async issueSession(user: User, client: SignInClient, { secondFactorAt }: { secondFactorAt?: Date } = {}): Promise<string> {
    const session = await this.sessions.start(user, client, secondFactorAt);
    return this.jwt.sign(user.id, session.id, session.expiresAt);
  }

  /** The second factor given on the open session (enrolment confirmed): its token, renewed. */
  async secondFactorGiven(sessionId: string, userId: string): Promise<string> {
    const expiresAt = await this.sessions.secondFactorGiven(sessionId, userId);
    return this.jwt.sign(userId, sessionId, expiresAt);
  }

  /**
   * Sign-up into an existing active organization. The licence number must match the one on
   * file. The organization's first user becomes its Owner and must sign up with the
   * organization's e-mail on file (licence numbers are not secret; the verification link then
   * goes to the mailbox the bank knows). Later ones join as User, with any e-mail, locked until
   * the organization administrator approves them.
   */
  async createUser(input: {
    name: string;
    surname?: string | null;
    email: string;
    password: string;
    organizationId: string;
    licenseNumber: string;
  }): Promise<User> {
    assertValid(
      validateSignUp({
        organizationId: input.organizationId,
        name: input.name,
        surname: input.surname ?? undefined,
        email: input.email,
        confirmEmail: input.email,
        password: input.password,
        confirmPassword: input.password,
        licenseNumber: input.licenseNumber,
      }),
    );
    const email = normalizeEmail(input.email);
    // A forged or stale id is no organization: PostgreSQL would refuse it as a uuid.
    const org = UUID.test(input.organizationId) ? await this.em.findOne(Organization, { id: input.organizationId, status: 'active' }) : null;
    if (!org) throw badInput({ organizationId: AUTH_MESSAGES.organizationRequired });
    if ((org.licenseNumber ?? '').trim().toLowerCase() !== input.licenseNumber.trim().toLowerCase()) {
      throw badInput({ licenseNumber: AUTH_MESSAGES.licenseMismatch });
    }
    if (await this.em.count(User, { email })) throw badInput({ email: AUTH_MESSAGES.emailTaken });
    const passwordHash = await this.passwords.hash(input.password);

    const user = await this.em.transactional(async (tx) => {
      // One sign-up of an organization at a time: two first sign-ups at once must not both see
      // "no user yet" and both become its Owner.
      await tx.execute('select id from organization where id = ? for update', [org.id]);
      const isFirst = (await tx.count(User, { organization: org.id })) === 0;
      if (isFirst && normalizeEmail(org.email ?? '') !== email) throw badInput({ email: AUTH_MESSAGES.emailNotOnFile });
      const created = tx.create(User, {
        id: randomUUID(),
        name: input.name.trim(),
        surname: input.surname?.trim() || null,
        email,
        passwordHash,
        role: isFirst ? Role.OWNER : Role.USER,
        locked: !isFirst,
        emailVerifiedAt: null,
        licenseNumber: input.licenseNumber.trim(),
        organization: org.id,
      });
      this.events.record(tx, {
        name: 'User Registered',
        slug: 'user-registered',
        subjectType: 'organization',
        subjectId: org.id,
        organizationId: org.id,
        userId: created.id,
        meta: { email },
      });
      return created;
    });
    // The verification e-mail is sent by the sign-up process (retries, link expiry timer).
    await this.temporal.startSignup(user.id, org.id, email);
    return user;
  }

  async verifyEmailLink(userId: string, token: string): Promise<void> {
    const row = await this.tokens.consume(this.em, userId, token, 'verify-email');
    row.user.emailVerifiedAt ??= new Date();
    await this.em.flush();
    await this.temporal.signalEmailVerified(userId);
  }

  /**
   * Always succeeds, so the answer does not tell who is registered; and in the same time for
   * every address: the request path only counts the e-mail's requests (the same statement for
   * known and unknown ones), while looking the user up, writing the token and the SMTP round trip
   * run after the answer (issue 46). Per address the access guard limits it too.
   */
  async sendResetPasswordLink(rawEmail: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    await this.limits.consume(`reset-link:email:${email}`, RESET_LINKS_PER_EMAIL, 'password reset requests for this e-mail');
    const work = this.mailResetLink(email).catch((error: unknown) => this.logger.error(`reset link not sent: ${String(error)}`));
    this.background.add(work);
    void work.finally(() => this.background.delete(work));
  }

  /** Lets the reset mails under way finish before the API stops. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.background]);
  }

  private async mailResetLink(email: string): Promise<void> {
    // Its own EntityManager: the request's context is gone by the time this runs.
    const em = this.em.fork();
    const user = await em.findOne(User, { email });
    if (!user) return;
    const token = this.tokens.issue(em, user, 'reset-password', this.config.resetLinkTtlMs);
    await em.flush();
    const link = `${this.config.publicUrl}/reset-password/${encodeURIComponent(user.id)}/${encodeURIComponent(token)}`;
    await this.mail.send({
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.name},\n\nFollow this link to choose a new password (valid for one hour):\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
    });
  }

  async updatePassword(userId: string, token: string, password: string): Promise<void> {
    assertValid(validateResetPassword({ password, confirmPassword: password }));
    const row = await this.tokens.consume(this.em, userId, token, 'reset-password');
    const user = await this.em.findOneOrFail(User, { id: row.user.id }, { populate: ['passwordHash'] });
    user.passwordHash = await this.passwords.hash(password);
    user.passwordChangedAt = new Date();
    // Following a reset link proves the mailbox, as a verification link would.
    user.emailVerifiedAt ??= new Date();
    // Every session ends (a stolen token dies with the old password; review 49 s12, issue 44).
    const ended = await endSessionsOfUser(this.em, user.id, 'password-reset');
    if (ended > 0)
      recordOrganizationEvent(this.events, this.em, user.organization.id, 'Sessions Ended', user.id, {
        userId: user.id,
        reason: 'password-reset',
        count: ended,
      });
    await this.em.flush();
    await this.tokens.expireAll(this.em, user.id, 'reset-password');
    await this.throttle.recordSuccess(user.email);
    this.logger.log(`password reset for user ${user.id}`);
  }
}
