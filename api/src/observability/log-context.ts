import { AsyncLocalStorage } from 'node:async_hooks';

import { trace } from '@opentelemetry/api';

import { setRequestActorUser } from './request-actor';

/**
 * What a log line says about the work it belongs to: the HTTP request (its id, the signed-in
 * user and organization) or the Temporal activity (workflow id, run id, activity type). Set once
 * where the work starts (http-logging.ts, temporal-observability.ts); every line inside inherits it.
 */
export interface LogContext {
  requestId?: string;
  userId?: string;
  organizationId?: string;
  workflowId?: string;
  runId?: string;
  activityType?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

export function withLogContext<T>(context: LogContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}

/** The request's caller, once the session is read (AccessGuard): later lines and its span carry them. */
export function setLogUser(user: { id: string; organizationId: string; role: number } | null | undefined): void {
  const store = storage.getStore();
  if (!user) return;
  // The audit log's actor too (request-actor.ts), kept out of the log lines.
  setRequestActorUser(user);
  trace.getActiveSpan()?.setAttributes({ 'enduser.id': user.id, 'organization.id': user.organizationId });
  if (!store) return;
  store.userId = user.id;
  store.organizationId = user.organizationId;
}
