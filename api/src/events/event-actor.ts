import { currentRequestActor } from '../observability/request-actor';

/**
 * The audit columns of an event written now: the request's source IP, and the caller's role
 * when the event is the caller's own action. Outside a request (workflow activities) both stay
 * null and a database trigger takes the role from the acting user's row.
 */
export function eventActor(userId: string | null | undefined): { actorRole: number | null; sourceIp: string | null } {
  const actor = currentRequestActor();
  return {
    actorRole: actor?.role !== undefined && actor.userId === userId ? actor.role : null,
    sourceIp: actor?.ip ?? null,
  };
}
