import type { EntityManager } from '@mikro-orm/postgresql';

// Ending sign-in sessions (auth_session, issue 44) from any domain: a lock (users), a suspension
// or a close (organizations), a password reset (auth). Plain SQL in the caller's transaction, so
// these domains need not import auth's module; the next request with an ended session's token
// finds no session (session-loader.service.ts).

/** Why a session ended (auth_session.ended_reason); null while it lives. */
export const SESSION_END_REASONS = [
  'signed-out',
  'ended-by-other-session',
  'idle',
  'locked',
  'organization-suspended',
  'organization-closed',
  'password-changed',
  'password-reset',
  'second-factor-reset',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** Ends the person's live sessions, all but `exceptSessionId` if given; how many ended. */
export async function endSessionsOfUser(em: EntityManager, userId: string, reason: SessionEndReason, exceptSessionId?: string): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `update auth_session set ended_at = now(), ended_reason = ? where user_id = ? and ended_at is null and expires_at > now() and id <> coalesce(?::uuid, '00000000-0000-0000-0000-000000000000') returning id`,
    [reason, userId, exceptSessionId ?? null],
  );
  return rows.length;
}

/** Ends the live sessions of every user of the organization; how many ended. */
export async function endSessionsOfOrganization(em: EntityManager, organizationId: string, reason: SessionEndReason): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `update auth_session set ended_at = now(), ended_reason = ? where ended_at is null and expires_at > now() and user_id in (select id from app_user where organization_id = ?) returning id`,
    [reason, organizationId],
  );
  return rows.length;
}
