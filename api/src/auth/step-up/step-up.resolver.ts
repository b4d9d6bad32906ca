import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { isStepUpAction } from '@pg/domain';

import type { AuthUser, GqlContext } from '../../common/auth-user';
import { ClientAddress, CurrentUser } from '../../common/current-user.decorator';
import { SuccessResult } from '../../common/dtos/success-result.type';
import { badInput } from '../../common/gateway.exception';
import { claimOncePerRequest } from '../../security/once-per-request';
import { PasskeyService } from '../passkeys/passkey.service';
import { oneProof } from '../second-factor/one-proof';
import { StepUpService } from './step-up.service';

export const STEP_UP_MESSAGES = {
  unknownAction: 'This action does not ask for a step-up.',
} as const;

@Resolver()
export class StepUpResolver {
  constructor(
    private readonly stepUp: StepUpService,
    private readonly passkeys: PasskeyService,
  ) {}

  @Mutation(() => String, {
    description:
      "Issue 44: options for navigator.credentials.get (JSON) to step up for one money action with a passkey: the person's passkeys, a challenge of 5 minutes bound to that action.",
  })
  async stepUpPasskeyOptions(@Args('action', { type: () => String }) action: string, @CurrentUser() caller: AuthUser): Promise<string> {
    if (!isStepUpAction(action)) throw badInput(STEP_UP_MESSAGES.unknownAction);
    return this.passkeys.authenticationOptions(caller.id, `step-up:${action}`);
  }

  @Mutation(() => SuccessResult, {
    description: 'Issue 44: the second factor again, for one money action (the STEP_UP_REQUIRED answer names it); unlocks it on this session for 5 minutes.',
  })
  async confirmStepUp(
    @Args('action', { type: () => String }) action: string,
    @Args('code', { type: () => String, nullable: true }) code: string | null,
    @Args('recoveryCode', { type: () => String, nullable: true }) recoveryCode: string | null,
    @Args('passkeyResponse', {
      type: () => String,
      nullable: true,
      description: "A passkey's AuthenticationResponseJSON (JSON text) over stepUpPasskeyOptions' challenge",
    })
    passkeyResponse: string | null,
    @CurrentUser() caller: AuthUser,
    @ClientAddress() address: string,
    @Context('req') req: GqlContext['req'],
  ): Promise<SuccessResult> {
    // Each run is a guess at a code: one per request, as verifySecondFactor.
    claimOncePerRequest(req, 'confirmStepUp');
    if (!isStepUpAction(action)) throw badInput(STEP_UP_MESSAGES.unknownAction);
    // A signed-in request always names its session (session-loader.service.ts).
    if (!caller.sessionId) throw new Error('step-up outside a session');
    await this.stepUp.confirm(caller, caller.sessionId, action, oneProof({ code, recoveryCode, webauthn: passkeyResponse }), address);
    return SuccessResult.ok;
  }
}
