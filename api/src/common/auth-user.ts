import type { Role } from '@pg/domain';

/** The signed-in caller, resolved once per request from the bearer token. */
export interface AuthUser {
  id: string;
  role: Role;
  organizationId: string;
  locked: boolean;
}

/** What every resolver receives as GraphQL context. */
export interface GqlContext {
  req: { headers: Record<string, string | string[] | undefined>; ip?: string; user?: AuthUser | null };
}
