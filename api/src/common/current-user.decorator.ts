import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';

import type { AuthUser, GqlContext } from './auth-user';

/** The caller, or null on public operations without a valid token. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser | null => GqlExecutionContext.create(ctx).getContext<GqlContext>().req.user ?? null,
);

/** The caller's network address, for throttling. */
export const ClientAddress = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => {
  const req = GqlExecutionContext.create(ctx).getContext<GqlContext>().req;
  return req.ip ?? 'unknown';
});
