import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../src/common/transient-failure';
import { SESSION_TIMEOUTS } from '../src/database/session-timeouts';
import { createInvoice, doiId, invoiceInput } from './support/invoice-fixtures';
import { createTestApp, type TestApp } from './test-app';

// Issue 42: while PostgreSQL is busy or restarting, a caller gets a retryable answer with its
// own code and Retry-After, not "Unexpected error"; and the API's connections carry the session
// timeouts chosen for it (api/src/database/session-timeouts.ts).

const UPDATE = 'mutation($i: UpdateInvoiceInput!) { updateInvoice(invoice: $i) { id name } }';

describe('retryable answers and session timeouts (real PostgreSQL)', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.test');
  });
  afterAll(() => t.close());

  it("gives the API's connections its statement, lock and idle-in-transaction timeouts", async () => {
    const [row] = await t.app
      .get(MikroORM)
      .em.fork()
      .execute<{ statement: string; lock: string; idle: string }[]>(
        `select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock,
                current_setting('idle_in_transaction_session_timeout') as idle`,
      );
    const seconds = (ms: number) => `${ms / 1000}s`;
    expect(row).toEqual({
      statement: seconds(SESSION_TIMEOUTS.api.statementTimeoutMs),
      lock: seconds(SESSION_TIMEOUTS.api.lockTimeoutMs),
      idle: seconds(SESSION_TIMEOUTS.api.idleInTransactionTimeoutMs),
    });
  });

  it('answers a request stuck behind a lock with SERVICE_UNAVAILABLE and Retry-After; the same request then succeeds', async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    // Another session holds the invoice's row, as a long transaction or a recovering server would.
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from invoice where id = $1 for update', [invoice.id]);
      const res = await fetch(`${t.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
        body: JSON.stringify({ query: UPDATE, variables: { i: { id: invoice.id, name: 'Edited after a wait' } } }),
      });
      const body = (await res.json()) as { errors?: { message: string; extensions?: Record<string, unknown> }[] };
      expect(body.errors?.[0]).toMatchObject({
        message: SERVICE_UNAVAILABLE_MESSAGE,
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: RETRY_AFTER_SECONDS },
      });
      expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
    const again = await t.gql<{ updateInvoice: { name: string } }>(UPDATE, { i: { id: invoice.id, name: 'Edited after a wait' } }, owner);
    expect(again.errors).toBeUndefined();
    expect(again.data?.updateInvoice.name).toBe('Edited after a wait');
  });
});
