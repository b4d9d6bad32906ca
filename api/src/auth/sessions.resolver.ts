import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { SuccessResult } from '../common/dtos/success-result.type';
import { authRequired } from '../common/gateway.exception';
import { AuthSessionType } from './dtos/auth.types';
import { SessionsService } from './sessions.service';

// The person's own sessions (issue 44): sign-out, the list on Account settings, "Sign out" on
// one, "Sign out everywhere else", the idle warning's renewal and the Owner's idle limit. Who
// may call each is the matrix in @pg/domain; every one acts on the caller's own sessions.
@Resolver()
export class SessionsResolver {
  constructor(private readonly sessions: SessionsService) {}

  @Mutation(() => SuccessResult, { description: 'Signs out: ends the session of the token it is sent with (nothing without one).' })
  async deleteSession(@CurrentUser() caller: AuthUser | null): Promise<SuccessResult> {
    await this.sessions.signOut(caller);
    return SuccessResult.ok;
  }

  @Query(() => [AuthSessionType], { description: "The caller's live sessions, the current one marked." })
  mySessions(@CurrentUser() caller: AuthUser): Promise<AuthSessionType[]> {
    return this.sessions.list(caller);
  }

  @Mutation(() => SuccessResult, { description: "Ends one of the caller's sessions; another person's id is not found." })
  async endSession(@CurrentUser() caller: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<SuccessResult> {
    await this.sessions.end(caller, id);
    return SuccessResult.ok;
  }

  @Mutation(() => Int, { description: 'Ends every live session of the caller but this one; how many ended.' })
  endOtherSessions(@CurrentUser() caller: AuthUser): Promise<number> {
    return this.sessions.endOthers(caller);
  }

  @Mutation(() => SuccessResult, { description: "Starts the session's idle time again (the idle warning's Stay signed in)." })
  async renewSession(@CurrentUser() caller: AuthUser): Promise<SuccessResult> {
    if (!caller.sessionId) throw authRequired();
    await this.sessions.renew(caller);
    return SuccessResult.ok;
  }

  @Mutation(() => SuccessResult, { description: "The organization's idle limit for its sessions in minutes (5 to 720); null: no limit." })
  async updateSessionIdleLimit(
    @CurrentUser() caller: AuthUser,
    @Args('minutes', { type: () => Int, nullable: true }) minutes: number | null,
  ): Promise<SuccessResult> {
    await this.sessions.setIdleLimit(caller, minutes ?? null);
    return SuccessResult.ok;
  }
}
