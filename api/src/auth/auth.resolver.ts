import { EntityManager } from '@mikro-orm/postgresql';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser, GqlContext } from '../common/auth-user';
import { ClientAddress, CurrentUser } from '../common/current-user.decorator';
import { SuccessResult } from '../common/dtos/success-result.type';
import { sessionOrganization } from '../organizations/session-organization';
import { claimOncePerRequest } from '../security/once-per-request';
import { CreatedUser } from '../users/dtos/user.type';
import { User } from '../users/user.entity';
import { toUserType } from '../users/user.mapper';
import { AuthService } from './auth.service';
import { CreateSessionInput, CreateUserInput, Session, SessionResult } from './dtos/auth.types';
import { isConfined } from './session-loader.service';
import { sessionProfile } from './session-profile';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly em: EntityManager,
  ) {}

  @Query(() => Session, { nullable: true, description: 'null when no valid token is sent' })
  async session(@CurrentUser() caller: AuthUser | null): Promise<Session | null> {
    if (!caller) return null;
    // The session's own statement read the user's and the organization's columns: no statement
    // and no entity here (a caller made otherwise, outside a request, is loaded).
    const profile = sessionProfile(caller);
    const organization = sessionOrganization(caller);
    const user =
      profile && organization
        ? { ...profile, id: caller.id, role: caller.role, locked: caller.locked, organization }
        : await this.em.findOneOrFail(User, { id: caller.id }, { populate: ['organization'] });
    const dto = toUserType(user);
    return {
      user: { ...dto, locked: caller.locked },
      organization: dto.organization,
      idleMinutes: caller.idleMinutes ?? null,
      secondFactorEnrolmentRequired: !!caller.secondFactorEnrolmentRequired,
    };
  }

  @Mutation(() => SessionResult)
  async createSession(
    @Args('input', { type: () => CreateSessionInput }) input: CreateSessionInput,
    @ClientAddress() address: string,
    @Context('req') req: GqlContext['req'],
  ): Promise<SessionResult> {
    claimOncePerRequest(req, 'createSession');
    const agent = req.headers['user-agent'];
    const step = await this.auth.createSession(input, { address, userAgent: Array.isArray(agent) ? agent[0] : agent });
    if ('challenge' in step) return { token: null, user: null, secondFactorChallenge: step.challenge, secondFactorEnrolmentRequired: false, errors: null };
    const { token, user, enrolmentRequired } = step;
    // Locked as the session query says it, so a user of a locked organization never sees the dashboard.
    return {
      token,
      user: { ...toUserType(user), locked: isConfined(user.locked, user.organization.status) },
      secondFactorEnrolmentRequired: enrolmentRequired,
      errors: null,
    };
  }

  @Mutation(() => CreatedUser)
  async createUser(@Args('input', { type: () => CreateUserInput }) input: CreateUserInput): Promise<CreatedUser> {
    const user = await this.auth.createUser(input);
    return { id: user.id, email: user.email, name: user.name, createdAt: user.createdAt, updatedAt: user.updatedAt };
  }

  @Query(() => SuccessResult)
  async verifyEmailLink(@Args('userId', { type: () => ID }) userId: string, @Args('token', { type: () => String }) token: string): Promise<SuccessResult> {
    await this.auth.verifyEmailLink(userId, token);
    return SuccessResult.ok;
  }

  @Mutation(() => SuccessResult)
  async sendResetPasswordLink(@Args('email', { type: () => String }) email: string): Promise<SuccessResult> {
    await this.auth.sendResetPasswordLink(email);
    return SuccessResult.ok;
  }

  @Mutation(() => SuccessResult)
  async updatePassword(
    @Args('userId', { type: () => ID }) userId: string,
    @Args('token', { type: () => String }) token: string,
    @Args('password', { type: () => String }) password: string,
  ): Promise<SuccessResult> {
    await this.auth.updatePassword(userId, token, password);
    return SuccessResult.ok;
  }
}
