import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser, GqlContext } from '../../common/auth-user';
import { ClientAddress, CurrentUser } from '../../common/current-user.decorator';
import { SuccessResult } from '../../common/dtos/success-result.type';
import { claimOncePerRequest } from '../../security/once-per-request';
import { toUserType } from '../../users/user.mapper';
import { AuthService } from '../auth.service';
import { SessionResult } from '../dtos/auth.types';
import { SecondFactorService } from '../second-factor/second-factor.service';
import { isConfined } from '../session-loader.service';
import type { Passkey } from './passkey.entity';
import { PasskeyService } from './passkey.service';
import { AddPasskeyResult, PasskeyType } from './passkey.types';

const toPasskeyType = (key: Passkey): PasskeyType => ({ id: key.id, name: key.name, createdAt: key.createdAt, lastUsedAt: key.lastUsedAt ?? null });

/** Issue 44: passkeys and security keys. Options and answers travel as WebAuthn JSON text. */
@Resolver()
export class PasskeyResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly keys: PasskeyService,
    private readonly factors: SecondFactorService,
  ) {}

  @Query(() => [PasskeyType], { description: "The signed-in person's passkeys, oldest first." })
  async passkeys(@CurrentUser() caller: AuthUser): Promise<PasskeyType[]> {
    return (await this.keys.list(caller.id)).map(toPasskeyType);
  }

  @Mutation(() => String, { description: 'Options for navigator.credentials.create (JSON); the challenge lives 5 minutes, used once.' })
  passkeyRegistrationOptions(@CurrentUser() caller: AuthUser): Promise<string> {
    return this.keys.registrationOptions(caller.id);
  }

  @Mutation(() => AddPasskeyResult, { description: "Keeps a passkey: the browser's RegistrationResponseJSON as JSON text, and its name." })
  async addPasskey(
    @Args('name', { type: () => String }) name: string,
    @Args('response', { type: () => String }) response: string,
    @CurrentUser() caller: AuthUser,
    @ClientAddress() address: string,
  ): Promise<AddPasskeyResult> {
    const key = await this.keys.add(caller.id, name, response, address);
    // As confirmTotpEnrolment: the session that added a factor has given it (enrolment satisfied).
    if (!caller.sessionId) throw new Error('passkey added outside a session');
    const token = await this.auth.secondFactorGiven(caller.sessionId, caller.id);
    const recoveryCodes = await this.factors.issuePasskeyRecoveryCodes(caller.id);
    return { passkey: toPasskeyType(key), token, recoveryCodes };
  }

  @Mutation(() => PasskeyType)
  async renamePasskey(
    @Args('id', { type: () => ID }) id: string,
    @Args('name', { type: () => String }) name: string,
    @CurrentUser() caller: AuthUser,
  ): Promise<PasskeyType> {
    return toPasskeyType(await this.keys.rename(caller.id, id, name));
  }

  @Mutation(() => SuccessResult, { description: 'Removes a passkey; refused for the last second factor of an account that requires one.' })
  async removePasskey(@Args('id', { type: () => ID }) id: string, @CurrentUser() caller: AuthUser): Promise<SuccessResult> {
    await this.keys.remove(caller.id, id);
    return SuccessResult.ok;
  }

  @Mutation(() => String, {
    description:
      "Options for navigator.credentials.get (JSON). With createSession's secondFactorChallenge: that person's passkeys (the second step); without: any passkey of this site (sign-in with a passkey alone).",
  })
  async passkeyAuthenticationOptions(@Args('challenge', { type: () => String, nullable: true }) challenge?: string | null): Promise<string> {
    const user = challenge ? await this.auth.signInChallengeUser(challenge) : null;
    return this.keys.authenticationOptions(user?.id ?? null);
  }

  @Mutation(() => SessionResult, {
    description: "Sign-in with a passkey alone (discoverable credential): the browser's AuthenticationResponseJSON as JSON text.",
  })
  async signInWithPasskey(
    @Args('response', { type: () => String }) response: string,
    @ClientAddress() address: string,
    @Context('req') req: GqlContext['req'],
  ): Promise<SessionResult> {
    claimOncePerRequest(req, 'signInWithPasskey');
    const agent = req.headers['user-agent'];
    const user = await this.keys.verifyAssertion(null, response, address, 'sign-in');
    const token = await this.auth.signInWithPasskeyUser(user, { address, userAgent: Array.isArray(agent) ? agent[0] : agent });
    return {
      token,
      user: { ...toUserType(user), locked: isConfined(user.locked, user.organization.status) },
      secondFactorEnrolmentRequired: false,
      errors: null,
    };
  }
}
