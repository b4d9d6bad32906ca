import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser, GqlContext } from '../../common/auth-user';
import { ClientAddress, CurrentUser } from '../../common/current-user.decorator';
import { SuccessResult } from '../../common/dtos/success-result.type';
import { claimOncePerRequest } from '../../security/once-per-request';
import { toUserType } from '../../users/user.mapper';
import { AuthService } from '../auth.service';
import { SessionResult } from '../dtos/auth.types';
import { PasskeyService } from '../passkeys/passkey.service';
import { isConfined } from '../session-loader.service';
import { oneProof } from './one-proof';
import { SECOND_FACTOR_MESSAGES } from './second-factor.messages';
import { SecondFactorService } from './second-factor.service';
import { RecoveryCodes, SecondFactorStatusType, TotpEnrolment, TotpEnrolmentResult, VerifySecondFactorInput } from './second-factor.types';

@Resolver()
export class SecondFactorResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly factors: SecondFactorService,
    private readonly passkeys: PasskeyService,
  ) {}

  @Mutation(() => SessionResult, { description: "Issue 44: the sign-in's second step (after createSession answered with a challenge)." })
  async verifySecondFactor(
    @Args('input', { type: () => VerifySecondFactorInput }) input: VerifySecondFactorInput,
    @ClientAddress() address: string,
    @Context('req') req: GqlContext['req'],
  ): Promise<SessionResult> {
    // Each run is a guess at a code: one per request, as createSession.
    claimOncePerRequest(req, 'verifySecondFactor');
    const agent = req.headers['user-agent'];
    const { token, user } = await this.auth.verifySecondFactor(
      input.challenge,
      oneProof({ code: input.code, recoveryCode: input.recoveryCode, webauthn: input.webauthn }),
      {
        address,
        userAgent: Array.isArray(agent) ? agent[0] : agent,
      },
    );
    return {
      token,
      user: { ...toUserType(user), locked: isConfined(user.locked, user.organization.status) },
      secondFactorEnrolmentRequired: false,
      errors: null,
    };
  }

  @Query(() => SecondFactorStatusType)
  secondFactorStatus(@CurrentUser() caller: AuthUser): Promise<SecondFactorStatusType> {
    return this.factors.status(caller.id);
  }

  @Mutation(() => TotpEnrolment, { description: 'A new authenticator key, in force once confirmTotpEnrolment gets its first code.' })
  startTotpEnrolment(@CurrentUser() caller: AuthUser): Promise<TotpEnrolment> {
    return this.factors.startTotp(caller.id);
  }

  @Mutation(() => TotpEnrolmentResult)
  async confirmTotpEnrolment(
    @Args('code', { type: () => String }) code: string,
    @CurrentUser() caller: AuthUser,
    @ClientAddress() address: string,
  ): Promise<TotpEnrolmentResult> {
    const recoveryCodes = await this.factors.confirmTotp(caller.id, code, address);
    // The session that enrolled has now given its second factor: the same session, its token renewed.
    // A signed-in request always names its session (session-loader.service.ts).
    if (!caller.sessionId) throw new Error('enrolment confirmed outside a session');
    const token = await this.auth.secondFactorGiven(caller.sessionId, caller.id);
    return { recoveryCodes, token };
  }

  @Mutation(() => String, {
    description:
      "Options for navigator.credentials.get (JSON) to regenerate recovery codes with a passkey: the person's passkeys, a challenge of 5 minutes bound to that action.",
  })
  recoveryCodesPasskeyOptions(@CurrentUser() caller: AuthUser): Promise<string> {
    return this.passkeys.authenticationOptions(caller.id, 'recovery-codes');
  }

  @Mutation(() => RecoveryCodes, {
    description: "New recovery codes, with a fresh second factor: a code of the authenticator app or a passkey's assertion (exactly one).",
  })
  async regenerateRecoveryCodes(
    @Args('code', { type: () => String, nullable: true }) code: string | null,
    @Args('passkeyResponse', {
      type: () => String,
      nullable: true,
      description: "A passkey's AuthenticationResponseJSON (JSON text) over recoveryCodesPasskeyOptions' challenge",
    })
    passkeyResponse: string | null,
    @CurrentUser() caller: AuthUser,
    @ClientAddress() address: string,
    @Context('req') req: GqlContext['req'],
  ): Promise<RecoveryCodes> {
    // Each run is a guess at a code: one per request, as confirmStepUp.
    claimOncePerRequest(req, 'regenerateRecoveryCodes');
    const proof = oneProof({ code, webauthn: passkeyResponse }, SECOND_FACTOR_MESSAGES.oneFreshProof);
    return { recoveryCodes: await this.factors.regenerateRecoveryCodes(caller.id, proof, address) };
  }

  @Mutation(() => SuccessResult, { description: 'Turns two-step verification off (where not required), with a fresh code.' })
  async disableTotp(
    @Args('code', { type: () => String }) code: string,
    @CurrentUser() caller: AuthUser,
    @ClientAddress() address: string,
  ): Promise<SuccessResult> {
    await this.factors.disable(caller.id, code, address);
    return SuccessResult.ok;
  }

  @Mutation(() => SuccessResult, { description: "A lost device: PG Admin for staff, an Owner for their organization's users." })
  async resetSecondFactor(@Args('userId', { type: () => ID }) userId: string, @CurrentUser() caller: AuthUser): Promise<SuccessResult> {
    await this.factors.reset(caller, userId);
    return SuccessResult.ok;
  }

  @Mutation(() => SuccessResult, { description: 'Owner: require two-step verification for everyone in the organization.' })
  async setOrganizationSecondFactorRequired(
    @Args('required', { type: () => Boolean }) required: boolean,
    @CurrentUser() caller: AuthUser,
  ): Promise<SuccessResult> {
    await this.factors.setOrganizationRequired(caller, required);
    return SuccessResult.ok;
  }
}
