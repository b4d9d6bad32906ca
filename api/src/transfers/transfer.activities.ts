import { randomUUID } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';
import {
  formatMoney,
  type NamedTransferOverdraft,
  Role,
  TRANSFER_MESSAGES,
  type TransferItemKind,
  transferItemsTotalCents,
  type TransferOverdraft,
  transferOverdraftMessage,
  transferOverdrafts,
  transferSharesByOrganization,
} from '@pg/domain';
import {
  checkoutTransferredSignal,
  checkoutWorkflowId,
  invoiceTransferredSignal,
  invoiceWorkflowId,
  TRANSFER_REFUSED,
  type TransferActivities,
} from '@pg/workflows';
import { WorkflowNotFoundError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';

import type { AppConfig } from '../config/app-config';
import { GatewayEvent } from '../events/event.entity';
import type { EventsService } from '../events/events.service';
import type { LedgerService } from '../ledger/ledger.service';
import { lockedPayableBalances } from '../ledger/payable-locks';
import type { MailService } from '../mail/mail.service';
import { Organization } from '../organizations/organization.entity';
import { renderPdfReport } from '../reports/pdf-report';
import { activityAlive } from '../temporal/activity-heartbeat';
import type { TemporalService } from '../temporal/temporal.service';
import { User } from '../users/user.entity';
import { type ClaimedTransferItem, lockRows, type TransferItemSource } from './sources';
import { Transfer, type TransferRequest } from './transfer.entity';
import { TransferItem } from './transfer-item.entity';
import { buildTransferReport } from './transfer-report';
import { recordTransferWebhooks } from './transfer-webhooks';

export interface TransferActivityDeps {
  /** The root EntityManager; every activity call forks it. */
  em: EntityManager;
  ledger: LedgerService;
  mail: MailService;
  events: EventsService;
  temporal: TemporalService;
  config: AppConfig;
  sources: ReadonlyMap<TransferItemKind, TransferItemSource>;
}

export const TRANSFER_SUBJECT = 'transfer';
const NOTIFIED_SLUG = 'transfer-notified';
/** Item processes told at once while ending them. */
const SIGNAL_CONCURRENCY = 16;

const refuse = (message: string) => ApplicationFailure.create({ message, type: TRANSFER_REFUSED, nonRetryable: true });

// Activities of the transfer saga (workflows/src/transfer). Each runs in database transactions
// that lock the transfer's row first, so a step and a compensation never interleave, and each is
// idempotent: run again after a worker dies, it finds its earlier work.
export function createTransferActivities(deps: TransferActivityDeps): TransferActivities {
  const { em: root, ledger, mail, events, temporal, config, sources } = deps;

  /** The transfer's row, locked for the rest of the transaction. */
  const locked = async (tx: EntityManager, transferId: string) => {
    const [row] = await tx.execute<
      { id: string; code: string; status: Transfer['status']; transferred_by_id: string | null; requested: TransferRequest; allow_overdraft: boolean }[]
    >('select id, code, status, transferred_by_id, requested, allow_overdraft from transfer where id = ? for update', [transferId]);
    if (!row) throw refuse(TRANSFER_MESSAGES.failed);
    return row;
  };
  const sourceOf = (kind: TransferItemKind): TransferItemSource => {
    const source = sources.get(kind);
    // createTransaction only accepts kinds that have a source.
    if (!source) throw new Error(`no transfer item source for ${kind}`);
    return source;
  };
  const itemsOf = (tx: EntityManager, transferId: string) => tx.find(TransferItem, { transfer: transferId }, { orderBy: { kind: 'asc', code: 'asc' } });

  return {
    async lockTransferItems({ transferId }) {
      return root.fork().transactional(async (tx) => {
        const transfer = await locked(tx, transferId);
        if (transfer.status === 'failed') throw refuse(TRANSFER_MESSAGES.failed);
        const earlier = await itemsOf(tx, transferId);
        if (earlier.length > 0 || transfer.status === 'completed') {
          // A repeat after the first run committed.
          return {
            amountCents: transferItemsTotalCents(earlier.map((i) => ({ kind: i.kind, organizationId: i.organization.id, amountCents: i.amountCents }))),
            items: earlier.length,
          };
        }
        const requested = (Object.entries(transfer.requested) as [TransferItemKind, string[]][]).filter(([, ids]) => ids.length > 0);
        // Two kinds read one table (disputes and won disputes): its rows are locked together
        // first, tables in name order and rows in id order, so concurrent transfers queue
        // instead of deadlocking over a row one takes as a dispute and another as a won dispute.
        const byTable = new Map<string, string[]>();
        for (const [kind, ids] of requested) {
          const { table } = sourceOf(kind);
          byTable.set(table, [...(byTable.get(table) ?? []), ...ids]);
        }
        for (const table of [...byTable.keys()].sort()) await lockRows(tx, table, byTable.get(table)!);
        const taken: ClaimedTransferItem[] = [];
        const missing: string[] = [];
        for (const [kind, ids] of requested) {
          const source = sourceOf(kind);
          const claimed = await source.claim(tx, transferId, ids);
          taken.push(...claimed);
          const got = new Set(claimed.map((c) => c.itemId));
          missing.push(...ids.filter((id) => !got.has(id)));
        }
        // Throwing rolls the whole transaction back: nothing is taken.
        if (missing.length > 0) throw refuse(`${TRANSFER_MESSAGES.unavailable} (${missing.length} of ${missing.length + taken.length}).`);
        const amountCents = transferItemsTotalCents(taken);
        if (amountCents < 0) throw refuse(TRANSFER_MESSAGES.negativeTotal);
        await tx.insertMany(
          TransferItem,
          taken.map((i) => ({
            id: randomUUID(),
            transfer: transferId,
            kind: i.kind,
            itemId: i.itemId,
            code: i.code,
            organization: i.organizationId,
            amountCents: i.amountCents,
          })),
        );
        await tx.nativeUpdate(Transfer, { id: transferId }, { amountCents, updatedAt: new Date() });
        return { amountCents, items: taken.length };
      });
    },

    async postTransferLedger({ transferId }) {
      const refusal = await root.fork().transactional(async (tx) => {
        const transfer = await locked(tx, transferId);
        if (transfer.status === 'failed') throw refuse(TRANSFER_MESSAGES.failed);
        const items = await itemsOf(tx, transferId);
        const shares = transferSharesByOrganization(items.map((i) => ({ kind: i.kind, organizationId: i.organization.id, amountCents: i.amountCents })));
        // The balance check is the ledger's only lock: the payables paid here, in id order.
        const balances = await lockedPayableBalances(
          tx,
          shares.map((s) => s.organizationId),
        );
        const overdrafts = await namedOverdrafts(tx, transferOverdrafts(shares, balances));
        if (overdrafts.length > 0 && !transfer.allow_overdraft) return { message: transferOverdraftMessage(overdrafts), overdrafts };
        if (overdrafts.length > 0) await tx.nativeUpdate(Transfer, { id: transferId }, { overdrafts, updatedAt: new Date() });
        // Each organization is debited its share (a negative share credits it). Keys make a repeat post nothing.
        await ledger.postMany(
          tx,
          shares
            .filter((s) => s.amountCents !== 0)
            .map((s) => {
              const overdraft = overdrafts.find((o) => o.organizationId === s.organizationId);
              return {
                event: { kind: 'payout' as const, organizationId: s.organizationId, amountCents: s.amountCents },
                transactionType: 'transfer' as const,
                sourceType: TRANSFER_SUBJECT,
                sourceId: transferId,
                sourceKey: transferJournalKey(transferId, s.organizationId),
                remarks: `Transfer ${transfer.code} (${s.items} item${s.items === 1 ? '' : 's'})${overdraft ? `: overdraft of ${formatMoney(overdraft.overdraftCents)} confirmed` : ''}`,
                userId: transfer.transferred_by_id,
              };
            }),
        );
        return null;
      });
      if (refusal) {
        // Recorded on the transfer (outside the rolled-back work) so the API can show each overdraft.
        await root.fork().nativeUpdate(Transfer, { id: transferId }, { overdrafts: refusal.overdrafts, updatedAt: new Date() });
        throw refuse(refusal.message);
      }
    },

    async markTransferItems({ transferId }) {
      await root.fork().transactional(async (tx) => {
        const transfer = await locked(tx, transferId);
        if (transfer.status === 'completed') return;
        if (transfer.status === 'failed') throw refuse(TRANSFER_MESSAGES.failed);
        const items = await itemsOf(tx, transferId);
        const ref = { id: transferId, code: transfer.code, transferredById: transfer.transferred_by_id };
        for (const [kind, source] of sources) {
          const expected = items.filter((i) => i.kind === kind).length;
          if (expected === 0) continue;
          // An item changed since it was locked (e.g. disbursed by hand): undo the whole transfer.
          if ((await source.mark(tx, ref)) !== expected) throw refuse(`${TRANSFER_MESSAGES.unavailable}.`);
        }
        await tx.nativeUpdate(Transfer, { id: transferId }, { status: 'completed', completedAt: new Date(), updatedAt: new Date() });
        events.record(tx, {
          name: 'Transfer completed',
          slug: 'transfer-completed',
          subjectType: TRANSFER_SUBJECT,
          subjectId: transferId,
          userId: transfer.transferred_by_id,
          meta: { items: items.length },
          // Written by SQL above, so the flush cannot see it.
          changes: { status: { before: transfer.status, after: 'completed' } },
        });
        await recordTransferWebhooks(tx, transferId, items, config.publicUrl);
      });
    },

    async endItemProcesses({ transferId }) {
      const items = await root
        .fork()
        .find(TransferItem, { transfer: transferId, kind: { $in: ['invoice', 'checkout'] } }, { fields: ['kind', 'itemId', 'code'] });
      const client = await temporal.getClient();
      let next = 0;
      const worker = async () => {
        while (next < items.length) {
          activityAlive();
          const item = items[next++];
          try {
            const handle = client.workflow.getHandle(item.kind === 'invoice' ? invoiceWorkflowId(item.code) : checkoutWorkflowId(item.code));
            if (item.kind === 'invoice') await handle.signal(invoiceTransferredSignal, { invoiceId: item.itemId, transferId });
            else await handle.signal(checkoutTransferredSignal, { checkoutId: item.itemId, transferId });
          } catch (error) {
            // No process (a record paid before processes existed: started later, it starts from
            // the row's status, disbursed) or one that has ended: nothing to end.
            if (!(error instanceof WorkflowNotFoundError)) throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(SIGNAL_CONCURRENCY, items.length) }, worker));
    },

    async notifyTransfer({ transferId }) {
      activityAlive();
      const em = root.fork();
      // At least once per recipient, never all again: each mail's history row marks it sent as
      // soon as it is, so a retry (a dead worker, a timeout) sends only what was not recorded; a
      // crash between a send and its row repeats that one mail.
      if (await em.count(GatewayEvent, { subjectType: TRANSFER_SUBJECT, subjectId: transferId, slug: NOTIFIED_SLUG })) return;
      const sent = new Set(
        (
          await em.find(GatewayEvent, { subjectType: TRANSFER_SUBJECT, subjectId: transferId, slug: { $like: `${NOTIFIED_SLUG}-%` } }, { fields: ['slug'] })
        ).map((e) => e.slug),
      );
      const sendOnce = async (slug: string, send: () => Promise<unknown>) => {
        if (sent.has(slug)) return;
        await send();
        events.record(em, { name: 'Transfer notice sent', slug, subjectType: TRANSFER_SUBJECT, subjectId: transferId });
        await em.flush();
      };
      const transfer = await em.findOneOrFail(Transfer, { id: transferId }, { populate: ['transferredBy'] });
      const pdf = await renderPdfReport(await buildTransferReport(em, transfer, Role.BANK_ADMIN) /* mailed to bank admins only */);
      activityAlive();
      const link = `${config.publicUrl}/transfers/${transfer.id}`;
      const bank = await em.find(User, { role: Role.BANK_ADMIN, locked: false }, { fields: ['email'], orderBy: { email: 'asc' }, limit: 50 });
      const staff = [...new Set([...bank.map((u) => u.email), ...(transfer.transferredBy ? [transfer.transferredBy.email] : [])])];
      if (staff.length) {
        await sendOnce(`${NOTIFIED_SLUG}-staff`, () =>
          mail.send({
            to: staff,
            subject: `Transfer ${transfer.code}: ${formatMoney(transfer.amountCents)}`,
            text: `Transfer ${transfer.code} of ${formatMoney(transfer.amountCents)} has been made. The report is attached.\n\n${link}`,
            attachments: [{ filename: `transfer-${transfer.code}.pdf`, content: pdf, contentType: 'application/pdf' }],
          }),
        );
      }
      // Each merchant hears of its own share only: the report names other organizations.
      const items = await em.find(TransferItem, { transfer: transferId }, { orderBy: { kind: 'asc', code: 'asc' } });
      const shares = transferSharesByOrganization(items.map((i) => ({ kind: i.kind, organizationId: i.organization.id, amountCents: i.amountCents })));
      const orgs = await em.find(Organization, { id: { $in: shares.map((s) => s.organizationId) } });
      for (const org of orgs) {
        activityAlive();
        if (!org.email) continue;
        const share = shares.find((s) => s.organizationId === org.id)!;
        const lines = items.filter((i) => i.organization.id === org.id).map((i) => `${i.code.padEnd(18)} ${i.kind.padEnd(10)} ${formatMoney(i.amountCents)}`);
        await sendOnce(`${NOTIFIED_SLUG}-org-${org.id}`, () =>
          mail.send({
            to: org.email!,
            subject: `Transfer ${transfer.code}: ${formatMoney(share.amountCents)} for ${org.name}`,
            text: `${org.name} is paid ${formatMoney(share.amountCents)} in transfer ${transfer.code}.\n\n${lines.join('\n')}\n`,
          }),
        );
      }
      events.record(em, {
        name: 'Transfer notified',
        slug: NOTIFIED_SLUG,
        subjectType: TRANSFER_SUBJECT,
        subjectId: transferId,
        meta: { staff: staff.length, merchants: orgs.length },
      });
      await em.flush();
    },

    async releaseTransferItems({ transferId, reason }) {
      return root.fork().transactional(async (tx) => {
        const transfer = await locked(tx, transferId);
        if (transfer.status === 'completed') return { alreadyCompleted: true };
        for (const source of sources.values()) await source.release(tx, transferId);
        await tx.nativeDelete(TransferItem, { transfer: transferId });
        await tx.nativeUpdate(Transfer, { id: transferId }, { status: 'failed', failureReason: reason, updatedAt: new Date() });
        return { alreadyCompleted: false };
      });
    },

    async reverseTransferLedger({ transferId }) {
      await root.fork().transactional(async (tx) => {
        const transfer = await locked(tx, transferId);
        if (transfer.status === 'completed') return;
        const journals = await tx.execute<{ id: string; source_key: string }[]>(
          `select id, source_key from ledger_journal where source_type = ? and source_id = ? and transaction_type = 'transfer' order by seq`,
          [TRANSFER_SUBJECT, transferId],
        );
        for (const journal of journals) {
          await ledger.reverse(tx, {
            journalId: journal.id,
            transactionType: 'transferReversal',
            sourceKey: `transfer-reversal:${journal.source_key.slice('transfer:'.length)}`,
            remarks: `Transfer ${transfer.code} did not complete: reversed`,
          });
        }
      });
    },
  };
}

/** One journal per organization and transfer. */
export const transferJournalKey = (transferId: string, organizationId: string) => `transfer:${transferId}:${organizationId}`;

/** The overdrafts with the organizations' names, for the refusal and the record. */
async function namedOverdrafts(tx: EntityManager, overdrafts: TransferOverdraft[]): Promise<NamedTransferOverdraft[]> {
  if (overdrafts.length === 0) return [];
  const orgs = await tx.find(Organization, { id: { $in: overdrafts.map((o) => o.organizationId) } }, { fields: ['id', 'name'] });
  const names = new Map(orgs.map((o) => [o.id, o.name]));
  return overdrafts.map((o) => ({ ...o, organizationName: names.get(o.organizationId) ?? o.organizationId }));
}
