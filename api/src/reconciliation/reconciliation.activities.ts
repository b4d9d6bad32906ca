import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReconciliationActivities } from '@pg/workflows';

// Issue 47: the reconciliation queue's writer for the payable processes. One insert, keyed by the
// attempt: a retried activity queues once.
export function createReconciliationActivities({ em: root }: { em: EntityManager }): ReconciliationActivities {
  return {
    async queueChargeReconciliation({ kind, recordId, idempotencyKey }) {
      const em = root.fork();
      const source =
        kind === 'invoice'
          ? `select p.id, p.processor, p.amount_cents, p.created_at, i.code, i.owner_id from payment p join invoice i on i.id = p.invoice_id
             where p.idempotency_key = ? and p.invoice_id = ? and p.status = 'pending'`
          : `select p.id, p.processor, p.amount_cents, p.created_at, w.code, w.owner_id from checkout_payment p join web_payment w on w.id = p.web_payment_id
             where p.idempotency_key = ? and p.web_payment_id = ? and p.status = 'pending'`;
      await em.execute(
        `insert into charge_reconciliation (id, created_at, updated_at, record_kind, record_id, record_code, organization_id, payment_id, processor, idempotency_key, amount_cents, attempted_at)
         select gen_random_uuid(), now(), now(), ?, ?, a.code, a.owner_id, a.id, a.processor, ?, a.amount_cents, a.created_at from (${source}) a
         on conflict (idempotency_key) do nothing`,
        [kind, recordId, idempotencyKey, idempotencyKey, recordId],
      );
    },
  };
}
