import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who caused the work of an HTTP request, for the audit log (not for log lines, which must not
 * carry addresses): the source IP as Express reads it (X-Forwarded-For only from the proxies
 * `trust proxy` names, http-app.ts) and, once the session is read (AccessGuard), the signed-in
 * user and role. EventsService.record reads it, so no caller passes them along.
 */
export interface RequestActor {
  ip: string | null;
  userId?: string;
  role?: number;
}

const storage = new AsyncLocalStorage<RequestActor>();

export function withRequestActor<T>(actor: RequestActor, fn: () => T): T {
  return storage.run(actor, fn);
}

/** The current request's actor; undefined outside a request (workflow activities, scripts). */
export function currentRequestActor(): RequestActor | undefined {
  return storage.getStore();
}

export function setRequestActorUser(user: { id: string; role: number }): void {
  const store = storage.getStore();
  if (!store) return;
  store.userId = user.id;
  store.role = user.role;
}
