import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';

import { type ProcessEvent, readHistory } from '../process-timeline/process-history';
import type { RestoreFindingKind } from './restore-finding.entity';

/** One disagreement between the restored books and the processes (a restore_finding row). */
export interface RestoreFindingRow {
  kind: RestoreFindingKind;
  subject: string;
  workflowId: string;
  detail: string;
  amountCents: number | null;
}

/** The processes compared: each kind's workflow type, the memo key of its record, its table and id prefix. */
const KINDS = [
  { workflowType: 'invoiceWorkflow', memoKey: 'invoiceId', table: 'invoice', prefix: 'invoice-', paid: ['paid', 'disbursed'], open: ['unpaid'] },
  { workflowType: 'checkoutWorkflow', memoKey: 'checkoutId', table: 'web_payment', prefix: 'checkout-', paid: ['paid', 'disbursed'], open: ['unpaid'] },
] as const;

/** The payment a process completed, from its history: the last succeeded `pay` (or settleReconciliation) update. */
export function completedPayment(events: readonly ProcessEvent[]): { paymentId: string; amountCents: number; at: Date } | null {
  let found: { paymentId: string; amountCents: number; at: Date } | null = null;
  for (const e of events) {
    if (e.type !== 'update' || e.outcome !== 'succeeded' || (e.name !== 'pay' && e.name !== 'settleReconciliation')) continue;
    const result = (e.result ?? {}) as { status?: string; paymentId?: string; amountCents?: number };
    if (result.status === 'succeeded' && result.paymentId) found = { paymentId: result.paymentId, amountCents: Number(result.amountCents ?? 0), at: e.at };
  }
  return found;
}

/**
 * After a point-in-time restore: every running invoice and checkout process against the
 * restored database. A process that completed a payment the books do not hold was charged
 * after the restore point (capturedNotInBooks: the ledger audit names it until resolved); books
 * ahead of their process, or a process whose record the books lack, are reported. Findings
 * are written to restore_finding (once per kind and process) and returned.
 */
export async function reconcileAfterRestore(em: EntityManager, client: Client): Promise<RestoreFindingRow[]> {
  const findings: RestoreFindingRow[] = [];
  for (const kind of KINDS) {
    const running: { workflowId: string; recordId: string }[] = [];
    for await (const info of client.workflow.list({ query: `WorkflowType = '${kind.workflowType}' AND ExecutionStatus = 'Running'` })) {
      const recordId = info.memo?.[kind.memoKey];
      running.push({ workflowId: info.workflowId, recordId: typeof recordId === 'string' ? recordId : '' });
    }
    const ids = running.map((r) => r.recordId).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    const rows = await em.execute<{ id: string; code: string; status: string }[]>(`select id, code, status from ${kind.table} where id = any(?::uuid[])`, [
      `{${ids.join(',')}}`,
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const process of running) {
      const record = byId.get(process.recordId);
      const subject = record?.code ?? process.workflowId.slice(kind.prefix.length);
      const payment = completedPayment(readHistory((await client.workflow.getHandle(process.workflowId).fetchHistory()).events ?? []));
      const booksPaid = record ? (kind.paid as readonly string[]).includes(record.status) : false;
      if (payment && !booksPaid) {
        findings.push({
          kind: 'capturedNotInBooks',
          subject,
          workflowId: process.workflowId,
          amountCents: payment.amountCents,
          detail: `captured at the processor, not in the books: payment ${payment.paymentId} of ${payment.amountCents} cents completed by ${process.workflowId} at ${payment.at.toISOString()}`,
        });
      } else if (!record) {
        findings.push({
          kind: 'processWithoutRecord',
          subject,
          workflowId: process.workflowId,
          amountCents: null,
          detail: `${process.workflowId} runs for a record the books do not have`,
        });
      } else if (booksPaid && !payment) {
        findings.push({
          kind: 'booksAheadOfProcess',
          subject,
          workflowId: process.workflowId,
          amountCents: null,
          detail: `${record.status} in the books; ${process.workflowId} completed no payment`,
        });
      }
    }
    // Open records whose process no longer runs (Temporal's state older than the books').
    const runningIds = new Set(running.map((r) => r.recordId));
    const open = await em.execute<{ id: string; code: string }[]>(`select id, code from ${kind.table} where status = any(?::text[])`, [
      `{${kind.open.join(',')}}`,
    ]);
    for (const record of open) {
      if (runningIds.has(record.id)) continue;
      const workflowId = `${kind.prefix}${record.code}`;
      const exists = await client.workflow
        .getHandle(workflowId)
        .describe()
        .then(
          () => true,
          () => false,
        );
      if (!exists) {
        findings.push({
          kind: 'recordWithoutProcess',
          subject: record.code,
          workflowId,
          amountCents: null,
          detail: `open in the books with no process: the API starts ${workflowId} from the record on its next action`,
        });
      }
    }
  }
  for (const f of findings) {
    await em.execute(
      `insert into restore_finding (id, created_at, updated_at, kind, subject, workflow_id, detail, amount_cents)
       values (gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?) on conflict (kind, workflow_id) do nothing`,
      [f.kind, f.subject, f.workflowId, f.detail, f.amountCents],
    );
  }
  return findings;
}
