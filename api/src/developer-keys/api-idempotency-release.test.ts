import type { EntityManager } from '@mikro-orm/postgresql';

import { pollPause } from '../../../test-support/sleep';
import { ApiIdempotencyService, RELEASE_RETRY } from './api-idempotency.service';

/** PostgreSQL restarting, as node-postgres reports it. */
const restarting = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/**
 * An EntityManager whose statements are scripted: the claim succeeds, then the database goes
 * down for `downFor` deletes of the claim (a restart under the request).
 */
function scriptedEm(downFor: number) {
  const log: string[] = [];
  let failures = downFor;
  const execute = (sql: string): Promise<unknown[]> => {
    if (sql.startsWith('insert into api_idempotency_key')) return Promise.resolve([{ id: 'claim' }]);
    if (sql.startsWith('delete from api_idempotency_key where id')) {
      if (failures > 0) {
        failures--;
        log.push('delete failed');
        return Promise.reject(restarting());
      }
      log.push('claim freed');
      return Promise.resolve([]);
    }
    return Promise.resolve([]);
  };
  const em = { fork: () => ({ execute }), execute } as unknown as EntityManager;
  return { em, log };
}

describe('an Idempotency-Key whose request failed while PostgreSQL restarted (issue 42)', () => {
  const saved = { ...RELEASE_RETRY };
  beforeAll(() => Object.assign(RELEASE_RETRY, { times: 5, everyMs: 5 }));
  afterAll(() => Object.assign(RELEASE_RETRY, saved));

  it('is freed once PostgreSQL is back, so the retry with the same key runs instead of answering 409 for a day', async () => {
    const { em, log } = scriptedEm(2);
    const service = new ApiIdempotencyService(em);
    const request = { method: 'POST', path: '/api/v1/refunds', body: { amount: 1 } };
    await expect(service.run('org', 'key-1', request, () => Promise.reject(restarting()))).rejects.toMatchObject({ code: '57P01' });
    for (let i = 0; i < 50 && !log.includes('claim freed'); i++) await pollPause(5);
    expect(log).toEqual(['delete failed', 'delete failed', 'claim freed']);
  });

  it('is freed at once when the database answers', async () => {
    const { em, log } = scriptedEm(0);
    const service = new ApiIdempotencyService(em);
    await expect(service.run('org', 'key-2', { method: 'POST', path: '/x', body: {} }, () => Promise.reject(restarting()))).rejects.toBeTruthy();
    expect(log).toEqual(['claim freed']);
  });
});
