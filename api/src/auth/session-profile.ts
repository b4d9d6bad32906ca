import type { AuthUser } from '../common/auth-user';

// The caller's own columns (name, e-mail, ...), read with the session's row on every request
// (session-loader.service.ts) so that the `session` query answers from it: loading the user and
// organization as entities again for that answer cost more CPU than a 20-invoice list page.

/** The user's columns the GraphQL shape is made from, as the session's statement selects them. */
export interface SessionProfile {
  name: string;
  surname: string | null;
  email: string;
  createdAt: Date;
  avatarFile: { id: string } | null;
}

/** The session statement's columns for it (the user's table aliased `alias`). */
export const sessionProfileSql = (alias: string): string =>
  `${alias}.name as profile_name, ${alias}.surname as profile_surname, ${alias}.email as profile_email, ${alias}.created_at as profile_created_at, ${alias}.avatar_file_id as profile_avatar_file_id`;

const remembered = new WeakMap<AuthUser, Record<string, unknown>>();

/** Remembers the session's row for `user`; read back only when the `session` query asks. */
export function rememberSessionProfile(user: AuthUser, row: Record<string, unknown>): void {
  remembered.set(user, row);
}

/** The caller's columns as the session read them (undefined for a caller made otherwise). */
export function sessionProfile(user: AuthUser): SessionProfile | undefined {
  const row = remembered.get(user);
  if (!row) return undefined;
  const created = row.profile_created_at;
  const avatar = row.profile_avatar_file_id;
  return {
    name: row.profile_name as string,
    surname: (row.profile_surname as string | null) ?? null,
    email: row.profile_email as string,
    createdAt: created instanceof Date ? created : new Date(created as string),
    avatarFile: typeof avatar === 'string' ? { id: avatar } : null,
  };
}
