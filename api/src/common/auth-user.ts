import type { Role } from '@pg/domain';

/** The signed-in caller, resolved once per request from the bearer token. */
export interface AuthUser {
  id: string;
  role: Role;
  organizationId: string;
  locked: boolean;
  /** The signed-in session (auth_session) the request came with; absent outside a request. */
  sessionId?: string;
  /** The session's idle limit in minutes (staff's, or the merchant Owner's); null: none. */
  idleMinutes?: number | null;
  /** Issue 44: the person must enrol a second factor before anything else opens (access.guard.ts). */
  secondFactorEnrolmentRequired?: boolean;
  /** When this session's second factor was given (unix seconds), if it was: step-up will read it. */
  secondFactorAt?: number;
}

/** What every resolver receives as GraphQL context. */
export interface GqlContext {
  req: { headers: Record<string, string | string[] | undefined>; ip?: string; user?: AuthUser | null };
}

/**
 * The arguments of a field resolver that declares none. Field resolvers take `(parent, args,
 * context, info)` as graphql-js passes them, with no parameter decorator: @nestjs/graphql then
 * binds the method directly instead of wrapping every call in its pipes, interceptor chain and
 * parameter factory, which ran hundreds of times per 50-row list page (docs/performance.md,
 * section 12). ESLint forbids `@Parent()` and `@Info()` in the API for that reason.
 */
export type NoArgs = Record<string, never>;
