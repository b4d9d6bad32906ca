import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { mayResetSecondFactor, Role, secondFactorRequired } from '@pg/domain';
import QRCode from 'qrcode';

import type { AuthUser } from '../../common/auth-user';
import { endSessionsOfUser } from '../../common/end-sessions';
import { badInput, forbidden, notFound } from '../../common/gateway.exception';
import { UUID } from '../../common/list-query';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EventsService } from '../../events/events.service';
import { MailService } from '../../mail/mail.service';
import { Organization } from '../../organizations/organization.entity';
import { User } from '../../users/user.entity';
import { LoginThrottleService } from '../login-throttle.service';
import { Passkey } from '../passkeys/passkey.entity';
import { challengePurposeOf, PasskeyService } from '../passkeys/passkey.service';
import { RecoveryCode } from './recovery-code.entity';
import { hashRecoveryCode, isRecoveryCodeShape, newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import { SecondFactor } from './second-factor.entity';
import { SECOND_FACTOR_MESSAGES } from './second-factor.messages';
import { checkTotpCode, newTotpKey, totpOf } from './totp';
import { decryptTotpKey, encryptTotpKey } from './totp-secret';

/**
 * What proves the second factor: a code of the authenticator app, one recovery code, or a
 * WebAuthn assertion (the browser's AuthenticationResponseJSON, as JSON text or parsed) signed
 * over a challenge from PasskeyService.authenticationOptions(userId) (passkeys/).
 */
export type SecondFactorProof = { code: string } | { recoveryCode: string } | { webauthn: string | object };

export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  required: boolean;
  organizationRequires: boolean;
  recoveryCodesLeft: number;
}

/**
 * A person's second factor (issue 44): enrolment of an authenticator app, the one check every
 * caller uses (`verify`: the sign-in's second step today, step-up and passkeys later), recovery
 * codes, and resets by who may. Every refusal and change is in the audit log.
 */
@Injectable()
export class SecondFactorService {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: LoginThrottleService,
    private readonly events: EventsService,
    private readonly mail: MailService,
    private readonly passkeys: PasskeyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** An authenticator app in force or any passkey (either satisfies a requirement). */
  async hasFactor(userId: string): Promise<boolean> {
    if ((await this.em.count(SecondFactor, { user: userId, enabledAt: { $ne: null } })) > 0) return true;
    return (await this.em.count(Passkey, { user: userId })) > 0;
  }

  async status(userId: string): Promise<SecondFactorStatus> {
    const user = await this.em.findOneOrFail(User, { id: userId }, { populate: ['organization'] });
    const factor = await this.em.findOne(SecondFactor, { user: userId, enabledAt: { $ne: null } });
    const left = await this.em.count(RecoveryCode, { user: userId, usedAt: null });
    const organizationRequires = user.organization.secondFactorRequired;
    return {
      enabled: !!factor,
      enabledAt: factor?.enabledAt ?? null,
      required: secondFactorRequired(user.role as Role, organizationRequires),
      organizationRequires,
      recoveryCodesLeft: factor || (await this.passkeys.count(userId)) ? left : 0,
    };
  }

  /** A new key, not yet in force: the otpauth URI, its QR code (SVG) and the key as text. */
  async startTotp(userId: string): Promise<{ otpauthUri: string; qrCodeSvg: string; key: string }> {
    const user = await this.em.findOneOrFail(User, { id: userId });
    const existing = await this.em.findOne(SecondFactor, { user: userId });
    if (existing?.enabledAt) throw badInput(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    const key = newTotpKey();
    const secretCipher = encryptTotpKey(key, this.config.webhookSecretsKey, user.id);
    if (existing) Object.assign(existing, { secretCipher, lastStep: 0 });
    else this.em.create(SecondFactor, { user, secretCipher, enabledAt: null, lastStep: 0 });
    await this.em.flush();
    const otpauthUri = totpOf(key, user.email).toString();
    const qrCodeSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { otpauthUri, qrCodeSvg, key };
  }

  /** The first right code turns the key on; the 10 recovery codes are returned this once. */
  async confirmTotp(userId: string, code: string, address: string): Promise<string[]> {
    const user = await this.em.findOneOrFail(User, { id: userId }, { populate: ['organization'] });
    const row = await this.em.findOne(SecondFactor, { user: userId });
    if (!row) throw badInput(SECOND_FACTOR_MESSAGES.noEnrolmentStarted);
    if (row.enabledAt) throw badInput(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    const attempt = await this.throttle.reserveSecondFactor(user.id, address);
    const check = checkTotpCode(this.keyOf(row), code, Number(row.lastStep));
    if (!check.ok) return this.refuse(user, check.reason, 'enrolment');
    row.enabledAt = new Date();
    row.lastStep = check.step;
    const codes = await this.replaceRecoveryCodes(user);
    this.record(user, 'Two-step verification turned on', 'second-factor-enrolled', { method: 'totp' });
    await this.em.flush();
    await this.throttle.succeeded(attempt);
    return codes;
  }

  /**
   * The one second-factor check: a fresh authenticator code (each accepted once) or an unused
   * recovery code (used up by this). Throttled per account and per address like passwords;
   * every refusal is recorded and answered with its own message, and nothing is unlocked.
   * `{ webauthn }`: a passkey's assertion, checked by PasskeyService.verifyAssertion (its
   * challenge from authenticationOptions(userId), 5 minutes, used once; the credential this
   * person's; the counter above the stored one), with the same throttle and audit log.
   */
  async verify(userId: string, proof: SecondFactorProof, address: string, purpose = 'sign-in'): Promise<'totp' | 'recovery-code' | 'passkey'> {
    if ('webauthn' in proof) {
      // A step-up's or a regeneration's assertion must sign that action's challenge (PasskeyService.authenticationOptions).
      await this.passkeys.verifyAssertion(userId, proof.webauthn, address, purpose, challengePurposeOf(purpose));
      return 'passkey';
    }
    const user = await this.em.findOneOrFail(User, { id: userId }, { populate: ['organization'] });
    const attempt = await this.throttle.reserveSecondFactor(user.id, address);
    const row = await this.em.findOne(SecondFactor, { user: userId, enabledAt: { $ne: null } });
    let method: 'totp' | 'recovery-code';
    if ('code' in proof) {
      if (!row) return this.refuse(user, (await this.passkeys.count(userId)) ? 'noAuthenticatorApp' : 'notEnrolled', purpose);
      const check = checkTotpCode(this.keyOf(row), proof.code, Number(row.lastStep));
      if (!check.ok) return this.refuse(user, check.reason, purpose);
      // Claimed in one statement: two requests with one code, only the first passes.
      const claimed = await this.em.nativeUpdate(SecondFactor, { id: row.id, lastStep: { $lt: check.step } }, { lastStep: check.step });
      if (!claimed) return this.refuse(user, 'reused', purpose);
      method = 'totp';
    } else {
      // Recovery codes stand for whichever factor the person has: an authenticator app or, when a
      // passkey was their first factor, that passkey (issuePasskeyRecoveryCodes).
      if (!row && !(await this.passkeys.count(userId))) return this.refuse(user, 'notEnrolled', purpose);
      if (!isRecoveryCodeShape(proof.recoveryCode)) return this.refuse(user, 'malformedRecoveryCode', purpose);
      const used = await this.em.nativeUpdate(
        RecoveryCode,
        { user: userId, codeHash: hashRecoveryCode(proof.recoveryCode), usedAt: null },
        { usedAt: new Date() },
      );
      if (!used) return this.refuse(user, 'wrongRecoveryCode', purpose);
      const left = await this.em.count(RecoveryCode, { user: userId, usedAt: null });
      await this.insert(user, 'Recovery code used', 'recovery-code-used', { purpose, left });
      method = 'recovery-code';
    }
    await this.throttle.succeeded(attempt);
    return method;
  }

  /**
   * A passkey that is the person's first second factor (no authenticator app, no recovery codes
   * yet) comes with the 10 recovery codes, returned this once, as an authenticator app's does.
   */
  async issuePasskeyRecoveryCodes(userId: string): Promise<string[] | null> {
    if (await this.em.count(SecondFactor, { user: userId, enabledAt: { $ne: null } })) return null;
    if (await this.em.count(RecoveryCode, { user: userId })) return null;
    const user = await this.em.findOneOrFail(User, { id: userId }, { populate: ['organization'] });
    const codes = await this.replaceRecoveryCodes(user);
    this.record(user, 'Recovery codes issued', 'recovery-codes-issued', { method: 'passkey' });
    await this.em.flush();
    return codes;
  }

  /**
   * New recovery codes (the old ones stop working), only with a fresh second factor: an
   * authenticator code, or a passkey's assertion over a challenge asked for this
   * (PasskeyService.authenticationOptions(userId, 'recovery-codes')). Never with a recovery code.
   */
  async regenerateRecoveryCodes(userId: string, proof: { code: string } | { webauthn: string }, address: string): Promise<string[]> {
    const method = await this.verify(userId, proof, address, 'recovery-codes');
    const user = await this.em.findOneOrFail(User, { id: userId }, { populate: ['organization'] });
    const codes = await this.replaceRecoveryCodes(user);
    this.record(user, 'Recovery codes regenerated', 'recovery-codes-regenerated', { method });
    await this.em.flush();
    return codes;
  }

  /**
   * Turns the authenticator off, with a fresh code, where no rule requires it. The recovery
   * codes stay while a passkey remains (they stand for it); with no factor left they go.
   */
  async disable(userId: string, code: string, address: string): Promise<void> {
    const status = await this.status(userId);
    const passkeysLeft = await this.passkeys.count(userId);
    // A passkey left still satisfies the requirement.
    if (status.required && !passkeysLeft) throw badInput(SECOND_FACTOR_MESSAGES.stillRequired);
    await this.verify(userId, { code }, address, 'turn-off');
    const user = await this.em.findOneOrFail(User, { id: userId }, { populate: ['organization'] });
    if (passkeysLeft) await this.em.nativeDelete(SecondFactor, { user: userId });
    else await this.removeFactor(userId);
    this.record(user, 'Two-step verification turned off', 'second-factor-disabled', {});
    await this.em.flush();
  }

  /**
   * A lost device: PG Admin resets staff, an Owner their organization's users (never their own:
   * that is what recovery codes are for). The person is told by e-mail; a required factor is
   * asked for again at once (the session loader then opens only enrolment).
   */
  async reset(actor: AuthUser, targetId: string): Promise<void> {
    const target = UUID.test(targetId) ? await this.em.findOne(User, { id: targetId }, { populate: ['organization'] }) : null;
    if (!target) throw notFound('User');
    if (target.id === actor.id) throw badInput(SECOND_FACTOR_MESSAGES.resetOwn);
    if (!mayResetSecondFactor(actor, { id: target.id, role: target.role as Role, organizationId: target.organization.id })) throw forbidden();
    if (!(await this.em.count(SecondFactor, { user: target.id })) && !(await this.passkeys.count(target.id))) {
      throw badInput(SECOND_FACTOR_MESSAGES.notEnrolled);
    }
    await this.removeFactor(target.id);
    // The lost device may be a passkey: every one goes with the reset.
    await this.em.nativeDelete(Passkey, { user: target.id });
    // Whoever holds the lost device's sessions is signed out with it (issue 44).
    await endSessionsOfUser(this.em, target.id, 'second-factor-reset');
    this.events.record(this.em, {
      name: 'Two-step verification reset',
      slug: 'second-factor-reset',
      subjectType: 'user',
      subjectId: target.id,
      organizationId: target.organization.id,
      userId: actor.id,
      meta: { email: target.email },
    });
    await this.em.flush();
    await this.mail.send({
      to: target.email,
      subject: 'Your two-step verification was reset',
      text: `Hello ${target.name},\n\nYour two-step verification was reset by an administrator, because your authenticator device was lost.\nAt your next sign-in, set up an authenticator app again.\n\nIf you did not ask for this, contact your administrator at once.`,
    });
  }

  /** The Owner's switch: everyone in the organization must have a second factor. */
  async setOrganizationRequired(actor: AuthUser, required: boolean): Promise<void> {
    const org = await this.em.findOneOrFail(Organization, { id: actor.organizationId });
    org.secondFactorRequired = required;
    this.events.record(this.em, {
      name: required ? 'Two-step verification required' : 'Two-step verification no longer required',
      slug: 'second-factor-requirement',
      subjectType: 'organization',
      subjectId: org.id,
      organizationId: org.id,
      userId: actor.id,
      meta: { required },
    });
    await this.em.flush();
  }

  private keyOf(row: SecondFactor): string {
    return decryptTotpKey(row.secretCipher, this.config.webhookSecretsKey, row.user.id);
  }

  private async replaceRecoveryCodes(user: User): Promise<string[]> {
    await this.em.nativeDelete(RecoveryCode, { user: user.id });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    for (const code of codes) this.em.create(RecoveryCode, { user, codeHash: hashRecoveryCode(code), usedAt: null });
    return codes;
  }

  private async removeFactor(userId: string): Promise<void> {
    await this.em.nativeDelete(RecoveryCode, { user: userId });
    await this.em.nativeDelete(SecondFactor, { user: userId });
  }

  /** Records the refusal at once (nothing else commits) and answers with its message. */
  private async refuse(user: User, reason: keyof typeof SECOND_FACTOR_MESSAGES, purpose: string): Promise<never> {
    await this.insert(user, 'Second factor refused', 'second-factor-refused', { reason, purpose });
    throw badInput(SECOND_FACTOR_MESSAGES[reason]);
  }

  private record(user: User, name: string, slug: string, meta: Record<string, unknown>): void {
    this.events.record(this.em, { name, slug, subjectType: 'user', subjectId: user.id, organizationId: user.organization.id, userId: user.id, meta });
  }

  private insert(user: User, name: string, slug: string, meta: Record<string, unknown>): Promise<void> {
    return this.events.insert(this.em, { name, slug, subjectType: 'user', subjectId: user.id, organizationId: user.organization.id, userId: user.id, meta });
  }
}
