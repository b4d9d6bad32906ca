import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Role, secondFactorRequired } from '@pg/domain';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';

import { badInput, notFound } from '../../common/gateway.exception';
import { UUID } from '../../common/list-query';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EventsService } from '../../events/events.service';
import { User } from '../../users/user.entity';
import { LoginThrottleService } from '../login-throttle.service';
import { RecoveryCode } from '../second-factor/recovery-code.entity';
import { SecondFactor } from '../second-factor/second-factor.entity';
import { Passkey } from './passkey.entity';
import { PASSKEY_MESSAGES, type PasskeyRefusal } from './passkey.messages';
import { WebauthnChallenge } from './webauthn-challenge.entity';

/** Issue 44: a challenge lives 5 minutes and is used once. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
const NAME_MAX = 60;
/** The throttle's account key of assertions whose credential names nobody (discoverable sign-in). */
const UNKNOWN_CREDENTIAL_KEY = 'passkey:unknown-credential';

/**
 * A step-up's challenge is bound to its action (`step-up:<operation>`), a regeneration of
 * recovery codes' to that (`recovery-codes`): each signs for nothing else.
 */
export type ChallengePurpose = 'registration' | 'authentication' | 'recovery-codes' | `step-up:${string}`;

/** The challenge an assertion given for `purpose` (SecondFactorService.verify's) must have signed. */
export function challengePurposeOf(purpose: string): ChallengePurpose {
  if (purpose.startsWith('step-up:')) return purpose as `step-up:${string}`;
  return purpose === 'recovery-codes' ? 'recovery-codes' : 'authentication';
}

/**
 * Passkeys and security keys (WebAuthn, through @simplewebauthn/server): registration, the list
 * with rename and remove, and the one assertion check (`verifyAssertion`) the sign-in's second
 * step, the passkey-only sign-in and step-up (SecondFactorService.verify with `{ webauthn }`) use.
 * The relying party is PUBLIC_URL's host, the expected origin PUBLIC_URL's origin (config/webauthn-relying-party.ts).
 */
@Injectable()
export class PasskeyService {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: LoginThrottleService,
    private readonly events: EventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get rp(): { rpID: string; origin: string[] } {
    return { rpID: this.config.webauthn.rpId, origin: this.config.webauthn.origins };
  }

  list(userId: string): Promise<Passkey[]> {
    return this.em.find(Passkey, { user: userId }, { orderBy: { createdAt: 'asc' } });
  }

  async count(userId: string): Promise<number> {
    return this.em.count(Passkey, { user: userId });
  }

  /** Options for navigator.credentials.create (JSON): a discoverable credential, other keys of the person excluded. */
  async registrationOptions(userId: string): Promise<string> {
    const user = await this.em.findOneOrFail(User, { id: userId });
    const existing = await this.list(userId);
    const options = await generateRegistrationOptions({
      rpName: 'Payment Gateway',
      rpID: this.rp.rpID,
      userName: user.email,
      userDisplayName: [user.name, user.surname].filter(Boolean).join(' '),
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: transportsOf(key) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.storeChallenge(options.challenge, 'registration', user);
    return JSON.stringify(options);
  }

  /** Verifies the browser's registration answer against its challenge and keeps the key. */
  async add(userId: string, name: string, responseJson: string, address: string): Promise<Passkey> {
    const user = await this.em.findOneOrFail(User, { id: userId }, { populate: ['organization'] });
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > NAME_MAX) throw badInput({ name: PASSKEY_MESSAGES.nameRequired });
    const attempt = await this.throttle.reserveSecondFactor(user.id, address);
    const response = parseJson<RegistrationResponseJSON>(responseJson);
    if (!response) return this.refuse(user, 'malformed', 'enrolment');
    const challenge = await this.claimChallenge(response.response?.clientDataJSON, 'registration', user);
    if (typeof challenge === 'string') return this.refuse(user, challenge, 'enrolment');
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpID,
        requireUserVerification: false,
      });
    } catch {
      return this.refuse(user, 'notVerified', 'enrolment');
    }
    if (!verification.verified) return this.refuse(user, 'notVerified', 'enrolment');
    const { credential } = verification.registrationInfo;
    const key = this.em.create(Passkey, {
      user,
      name: trimmed,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? null,
      lastUsedAt: null,
    });
    this.record(user, 'Passkey added', 'passkey-added', { passkeyId: key.id, name: trimmed });
    await this.em.flush();
    await this.throttle.succeeded(attempt);
    return key;
  }

  async rename(userId: string, id: string, name: string): Promise<Passkey> {
    const key = await this.own(userId, id);
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > NAME_MAX) throw badInput({ name: PASSKEY_MESSAGES.nameRequired });
    const before = key.name;
    key.name = trimmed;
    const user = await this.em.findOneOrFail(User, { id: userId }, { populate: ['organization'] });
    this.record(user, 'Passkey renamed', 'passkey-renamed', { passkeyId: key.id, name: trimmed, before });
    await this.em.flush();
    return key;
  }

  /**
   * Removes a key, unless it is the person's last second factor and their role or organization
   * requires one. The recovery codes go with the last factor: they stand for a factor, and an
   * authenticator app or another passkey left keeps them.
   */
  async remove(userId: string, id: string): Promise<void> {
    const key = await this.own(userId, id);
    const user = await this.em.findOneOrFail(User, { id: userId }, { populate: ['organization'] });
    const others = (await this.count(userId)) - 1 + (await this.em.count(SecondFactor, { user: userId, enabledAt: { $ne: null } }));
    if (others < 1 && secondFactorRequired(user.role as Role, user.organization.secondFactorRequired)) throw badInput(PASSKEY_MESSAGES.lastFactor);
    if (others < 1) await this.em.nativeDelete(RecoveryCode, { user: userId });
    this.em.remove(key);
    this.record(user, 'Passkey removed', 'passkey-removed', { passkeyId: key.id, name: key.name });
    await this.em.flush();
  }

  /**
   * Options for navigator.credentials.get (JSON). With a person (the sign-in's second step,
   * step-up): their keys only. Without: any discoverable credential of this site (sign-in
   * with a passkey alone).
   */
  async authenticationOptions(userId: string | null, purpose: ChallengePurpose = 'authentication'): Promise<string> {
    const user = userId ? await this.em.findOneOrFail(User, { id: userId }) : null;
    const keys = userId ? await this.list(userId) : [];
    const options = await generateAuthenticationOptions({
      rpID: this.rp.rpID,
      userVerification: 'preferred',
      allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: transportsOf(key) })),
    });
    await this.storeChallenge(options.challenge, purpose, user);
    return JSON.stringify(options);
  }

  /**
   * The one assertion check. `expectedUserId`: the person who must own the credential (null for
   * a discoverable sign-in, where the credential names them). Refused, recorded and counted by
   * the second-factor throttle: an unknown, used or expired challenge, another person's
   * credential, a counter not above the stored one (replayed or cloned), a bad signature.
   */
  async verifyAssertion(
    expectedUserId: string | null,
    responseJson: string | object,
    address: string,
    purpose: string,
    challengePurpose: ChallengePurpose = 'authentication',
  ): Promise<User> {
    const response = typeof responseJson === 'string' ? parseJson<AuthenticationResponseJSON>(responseJson) : (responseJson as AuthenticationResponseJSON);
    const key = typeof response?.id === 'string' ? await this.em.findOne(Passkey, { credentialId: response.id }) : null;
    const userId = expectedUserId ?? key?.user.id ?? null;
    const user = userId ? await this.em.findOneOrFail(User, { id: userId }, { populate: ['organization'] }) : null;
    const attempt = await this.throttle.reserveSecondFactor(user?.id ?? UNKNOWN_CREDENTIAL_KEY, address);
    if (!user) throw badInput(PASSKEY_MESSAGES[response ? 'unknownCredential' : 'malformed']);
    if (!response) return this.refuse(user, 'malformed', purpose);
    if (!key) return this.refuse(user, 'unknownCredential', purpose);
    if (key.user.id !== user.id) return this.refuse(user, 'otherPersonsCredential', purpose);
    const challenge = await this.claimChallenge(response.response?.clientDataJSON, challengePurpose, expectedUserId ? user : null);
    if (typeof challenge === 'string') return this.refuse(user, challenge, purpose);
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpID,
        credential: { id: key.credentialId, publicKey: isoBase64URL.toBuffer(key.publicKey), counter: Number(key.counter), transports: transportsOf(key) },
        requireUserVerification: false,
      });
    } catch (error) {
      return this.refuse(user, /counter/i.test(String(error)) ? 'replayed' : 'notVerified', purpose);
    }
    if (!verification.verified) return this.refuse(user, 'notVerified', purpose);
    // Claimed in one statement: two requests with one assertion, only the first passes.
    const { newCounter } = verification.authenticationInfo;
    const counterFilter = newCounter > 0 ? { counter: { $lt: newCounter } } : {};
    const claimed = await this.em.nativeUpdate(Passkey, { id: key.id, ...counterFilter }, { counter: newCounter, lastUsedAt: new Date() });
    if (!claimed) return this.refuse(user, 'replayed', purpose);
    await this.throttle.succeeded(attempt);
    // Which key signed in or stepped up, and for what (`sign-in`, `step-up:<operation>`): the audit log says so.
    await this.events.insert(this.em, {
      name: 'Passkey used',
      slug: 'passkey-used',
      subjectType: 'user',
      subjectId: user.id,
      organizationId: user.organization.id,
      userId: user.id,
      meta: { purpose, passkeyId: key.id, name: key.name },
    });
    return user;
  }

  private async own(userId: string, id: string): Promise<Passkey> {
    const key = UUID.test(id) ? await this.em.findOne(Passkey, { id, user: userId }) : null;
    if (!key) throw notFound('Passkey');
    return key;
  }

  private async storeChallenge(challenge: string, purpose: ChallengePurpose, user: User | null): Promise<void> {
    // Old challenges are of no use to anyone: cleared as new ones are given out.
    await this.em.nativeDelete(WebauthnChallenge, { expiresAt: { $lt: new Date(Date.now() - WEBAUTHN_CHALLENGE_TTL_MS) } });
    this.em.create(WebauthnChallenge, { challenge, purpose, user, expiresAt: new Date(Date.now() + WEBAUTHN_CHALLENGE_TTL_MS), usedAt: null });
    await this.em.flush();
  }

  /** The challenge the browser signed (from clientDataJSON), claimed once, for this purpose and person. */
  private async claimChallenge(clientDataJson: unknown, purpose: ChallengePurpose, user: User | null): Promise<WebauthnChallenge | PasskeyRefusal> {
    const value = challengeOf(clientDataJson);
    if (!value) return 'malformed';
    const row = await this.em.findOne(WebauthnChallenge, { challenge: value, purpose });
    if (!row) return 'challengeUnknown';
    if ((row.user?.id ?? null) !== (user?.id ?? null)) return 'challengeUnknown';
    if (row.usedAt) return 'challengeUsed';
    if (row.expiresAt <= new Date()) return 'challengeExpired';
    const claimed = await this.em.nativeUpdate(WebauthnChallenge, { id: row.id, usedAt: null }, { usedAt: new Date() });
    return claimed ? row : 'challengeUsed';
  }

  /** Records the refusal at once (nothing else commits) and answers with its message. */
  private async refuse(user: User, reason: PasskeyRefusal, purpose: string): Promise<never> {
    await this.events.insert(this.em, {
      name: 'Second factor refused',
      slug: 'second-factor-refused',
      subjectType: 'user',
      subjectId: user.id,
      organizationId: user.organization.id,
      userId: user.id,
      meta: { reason, purpose, method: 'passkey' },
    });
    throw badInput(PASSKEY_MESSAGES[reason]);
  }

  private record(user: User, name: string, slug: string, meta: Record<string, unknown>): void {
    this.events.record(this.em, { name, slug, subjectType: 'user', subjectId: user.id, organizationId: user.organization.id, userId: user.id, meta });
  }
}

function parseJson<T>(text: string): T | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

function challengeOf(clientDataJson: unknown): string | null {
  if (typeof clientDataJson !== 'string') return null;
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJson)) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

function transportsOf(key: Passkey): AuthenticatorTransportFuture[] | undefined {
  return (key.transports as AuthenticatorTransportFuture[] | null) ?? undefined;
}

type AuthenticatorTransportFuture = NonNullable<RegistrationResponseJSON['response']['transports']>[number];
