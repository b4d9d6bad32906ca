import { createHash, randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';

import { isTransientFailure, RETRY_AFTER_SECONDS } from '../common/transient-failure';
import { ApiError, apiErrorBody } from './api-error';
import { toApiError } from './api-exception.filter';

/** How long, and how often, a claim that could not be freed (PostgreSQL down) is tried again in the background. */
export const RELEASE_RETRY = { times: 120, everyMs: 1000 };

/** How long a key's first answer is replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;
const KEY = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
  reused: 'Keys for idempotent requests can only be used with the same parameters they were first used with',
  inProgress: 'A request with this Idempotency-Key is still being answered: retry in a moment',
} as const;

/** An answer of the REST API: status and the exact bytes of its JSON body. */
export interface ApiAnswer {
  status: number;
  body: string;
  replayed: boolean;
}

/** JSON with object keys sorted, so equal parameters hash equally whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What "the same parameters" means: method, path and the body whatever its keys' order, and the
 * key's mode: a test key's request never replays a live key's answer (issue 46), it is refused as
 * a reuse with other parameters.
 */
export function idempotencyRequestHash(request: { method: string; path: string; body: unknown; livemode?: boolean }): string {
  const mode = request.livemode === false ? 'test ' : '';
  return createHash('sha256')
    .update(`${mode}${request.method} ${request.path} ${canonical(request.body)}`)
    .digest('hex');
}

/**
 * Idempotent POSTs of the merchant REST API (Idempotency-Key, as Stripe): the first request with a
 * key runs and its response (success or refusal) is stored; the same key with the same
 * parameters within 24 h gets those bytes again, with different parameters 422, while the first
 * is still running 409. The key is claimed by an insert before the work, so concurrent requests
 * with one key create one object. A failure of our own (5xx) frees the key for a retry.
 */
@Injectable()
export class ApiIdempotencyService {
  constructor(private readonly em: EntityManager) {}

  async run(
    organizationId: string,
    key: string | undefined,
    request: { method: string; path: string; body: unknown; livemode?: boolean; requestId?: string },
    work: () => Promise<{ status: number; body: unknown }>,
  ): Promise<ApiAnswer> {
    if (key === undefined) return this.answer(work, request.requestId);
    if (!KEY.test(key)) throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_request_error', IDEMPOTENCY_MESSAGES.invalidKey);
    const requestHash = idempotencyRequestHash(request);
    const em = this.em.fork();
    // A key older than the window is forgotten (the worker's hourly sweep deletes them too).
    await em.execute('delete from api_idempotency_key where organization_id = ? and key = ? and created_at < ?', [
      organizationId,
      key,
      new Date(Date.now() - IDEMPOTENCY_WINDOW_MS),
    ]);
    const id = randomUUID();
    const claimed = await em.execute<{ id: string }[]>(
      `insert into api_idempotency_key (id, organization_id, key, request_hash, created_at) values (?, ?, ?, ?, now()) on conflict (organization_id, key) do nothing returning id`,
      [id, organizationId, key, requestHash],
    );
    if (claimed.length === 0) {
      const [earlier] = await em.execute<{ request_hash: string; status: number | null; body: string | null }[]>(
        'select request_hash, status, body from api_idempotency_key where organization_id = ? and key = ?',
        [organizationId, key],
      );
      if (!earlier || earlier.request_hash !== requestHash)
        throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, 'idempotency_error', IDEMPOTENCY_MESSAGES.reused);
      // Still running, or a claim whose release waits for PostgreSQL (release below): retry shortly.
      if (earlier.status === null || earlier.body === null) {
        throw new ApiError(HttpStatus.CONFLICT, 'idempotency_error', IDEMPOTENCY_MESSAGES.inProgress, undefined, undefined, RETRY_AFTER_SECONDS);
      }
      return { status: earlier.status, body: earlier.body, replayed: true };
    }
    let answer: ApiAnswer;
    try {
      answer = await this.answer(work, request.requestId);
    } catch (error) {
      await this.release(id);
      throw error;
    }
    if (answer.status >= 500) await this.release(id);
    else await em.execute('update api_idempotency_key set status = ?, body = ? where id = ?', [answer.status, answer.body, id]);
    return answer;
  }

  /**
   * Frees a claim so the same request can run again. When PostgreSQL is what failed (issue 42: a
   * restart under the request), the delete fails too: it is tried again every second in the
   * background until it succeeds, and meanwhile the key answers 409 with Retry-After, never
   * "in progress" for a day.
   */
  private async release(id: string): Promise<void> {
    const free = () => this.em.fork().execute('delete from api_idempotency_key where id = ?', [id]);
    try {
      await free();
    } catch (error) {
      if (!isTransientFailure(error)) throw error;
      void (async () => {
        for (let attempt = 0; attempt < RELEASE_RETRY.times; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, RELEASE_RETRY.everyMs).unref());
          if (
            await free().then(
              () => true,
              () => false,
            )
          )
            return;
        }
      })();
    }
  }

  /**
   * Runs the work; a refusal (4xx) is an answer too, stored and replayed like a success (with
   * the request id of the request that was answered, as the bytes are the same).
   */
  private async answer(work: () => Promise<{ status: number; body: unknown }>, requestId: string | undefined): Promise<ApiAnswer> {
    try {
      const { status, body } = await work();
      return { status, body: JSON.stringify(body), replayed: false };
    } catch (error) {
      const refusal = toApiError(error);
      if (refusal && refusal.getStatus() < 500) return { status: refusal.getStatus(), body: JSON.stringify(apiErrorBody(refusal, requestId)), replayed: false };
      throw error;
    }
  }
}
