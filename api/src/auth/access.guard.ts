import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { allows, OPERATION_ACCESS, SECOND_FACTOR_ENROLMENT_OPERATIONS } from '@pg/domain';
import type { GraphQLResolveInfo } from 'graphql';

import type { GqlContext } from '../common/auth-user';
import { accountLocked, authRequired, forbidden, secondFactorEnrolmentRequired } from '../common/gateway.exception';
import { setLogUser } from '../observability/log-context';
import { PUBLIC_MUTATION_LIMITS, publicLimitKey } from '../security/public-limits';
import { RateLimitService } from '../security/rate-limit.service';
import { SessionLoader } from './session-loader.service';
import { StepUpService } from './step-up/step-up.service';

const ROOT_TYPES = new Set(['Query', 'Mutation']);

// The one authorization layer: every root GraphQL field is looked up in the role matrix of
// @pg/domain. An operation missing from the matrix is refused (fail closed).
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionLoader,
    private readonly limits: RateLimitService,
    private readonly stepUp: StepUpService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType<string>() !== 'graphql') return true;
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<GraphQLResolveInfo>();
    if (!ROOT_TYPES.has(info.parentType.name)) return true;

    const req = gql.getContext<GqlContext>().req;
    if (req.user === undefined) req.user = await this.sessions.fromHeader(req.headers.authorization, { background: req.headers['x-background'] === '1' });
    const user = req.user;
    setLogUser(user);

    const access = OPERATION_ACCESS[info.fieldName];
    if (access === undefined) throw forbidden();
    if (access === 'public') {
      // Public mutations are rate-limited per client address (req.ip: see TRUST_PROXY).
      const limit = info.parentType.name === 'Mutation' ? PUBLIC_MUTATION_LIMITS[info.fieldName] : undefined;
      if (limit) await this.limits.consume(publicLimitKey(info.fieldName, req.ip ?? 'unknown'), limit, limit.what);
      return true;
    }
    if (!user) throw authRequired();
    if (user.locked) throw accountLocked();
    if (user.secondFactorEnrolmentRequired && !SECOND_FACTOR_ENROLMENT_OPERATIONS.includes(info.fieldName)) throw secondFactorEnrolmentRequired();
    if (!allows(access, user.role)) throw forbidden();
    // Issue 44: money actions ask for a fresh second factor (domain/src/step-up.ts).
    if (info.parentType.name === 'Mutation') await this.stepUp.check(user, info.fieldName, gql.getArgs());
    return true;
  }
}
