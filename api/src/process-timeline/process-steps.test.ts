import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { historyFromJSON } from '@temporalio/common/lib/proto-utils';

import { type ProcessEvent, readHistory } from './process-history';
import { buildTimeline } from './process-steps';
import type { ProcessKind } from './process-wording';

// Real histories recorded from a running platform (workflows/histories, scripts/record-histories.mjs),
// the same the replay test replays, read into the timeline people see.
const HISTORIES = join(__dirname, '..', '..', '..', 'workflows', 'histories');
const recorded = (file: string, upToEventId = Infinity) => {
  const history = historyFromJSON(JSON.parse(readFileSync(join(HISTORIES, `${file}.json`), 'utf8')));
  return readHistory((history.events ?? []).filter((e) => Number(e.eventId) <= upToEventId));
};
const timeline = (kind: ProcessKind, events: ProcessEvent[], queried?: Record<string, unknown>) => buildTimeline(kind, events, queried);
const rows = (kind: ProcessKind, events: ProcessEvent[], queried?: Record<string, unknown>) =>
  timeline(kind, events, queried).steps.map((s) => [s.title, s.state, s.actorId ?? s.actorName ?? null, s.detail ?? null]);

const OWNER = 'ce42cd3a-3d90-42a8-93d9-9abe8bfe88e1';
const BANK = '7af72e1f-f505-4691-a0e1-b4642c468128';
const PG = '5fe9189c-2701-4cc5-b7ac-8387bd2034bf';

describe('a process history as people read it', () => {
  it('a refund through merchant, bank and platform to the processor, with who decided each stage', () => {
    const events = recorded('refundWorkflow-closed');
    expect(rows('refund', events)).toEqual([
      ['Refund requested', 'done', null, null],
      ['Approved by the merchant', 'done', OWNER, null],
      ['Approved by the bank', 'done', BANK, null],
      ['Approved by the platform', 'done', PG, null],
      ['Refunded at the processor', 'done', PG, null],
      ['Process ended', 'done', null, null],
    ]);
    const t = timeline('refund', events);
    expect(t.running).toBe(false);
    expect(t.entityId).toBe('9fc83016-8225-4515-816c-e9f3e5398e10');
    // In history order, with the times of the decisions (update completions).
    expect(t.steps.map((s) => s.at.toISOString())).toEqual([
      '2026-11-25T07:41:09.186Z',
      '2026-11-25T07:41:10.694Z',
      '2026-11-25T07:41:17.848Z',
      '2026-11-25T07:41:22.572Z',
      '2026-11-25T07:41:24.048Z',
      '2026-11-25T07:41:24.461Z',
    ]);
  });

  it('a running refund waits for the next stage since the last decision; the state query names the stage', () => {
    const events = recorded('refundWorkflow-open');
    const t = timeline('refund', events);
    expect(t.running).toBe(true);
    expect(t.steps.at(-1)).toMatchObject({ title: 'Waiting for the platform', state: 'waiting', at: t.steps.at(-2)!.at });
    // The query answered a stage the history has not shown yet (a decision just recorded).
    expect(timeline('refund', events, { progressStatus: 'pgApproved' }).steps.at(-1)).toMatchObject({
      title: 'Waiting for the platform to refund',
      state: 'waiting',
    });
  });

  it('a decision still being carried out is current, and nothing is said to wait meanwhile', () => {
    // The closed refund cut after the processor refund: resolvedAsRefunded accepted, not completed.
    const t = timeline('refund', recorded('refundWorkflow-closed', 76));
    expect(t.running).toBe(true);
    expect(t.steps.at(-1)).toMatchObject({ title: 'Refunded at the processor (in progress)', state: 'current', actorId: PG });
    expect(t.steps.some((s) => s.state === 'waiting')).toBe(false);
    // Cut while the refund activity runs, with no update pending: the activity is what happens now.
    const activity = recorded('refundWorkflow-closed', 74).filter((e) => e.type !== 'update' || e.outcome !== 'pending');
    expect(timeline('refund', activity).steps.at(-1)).toMatchObject({ title: 'Refunding at the processor…', state: 'current' });
  });

  it('a dispute declined with evidence, set in review and won at the processor', () => {
    expect(rows('dispute', recorded('disputeWorkflow-closed'))).toEqual([
      ['Dispute received from the card processor', 'done', null, null],
      ['Declined by the merchant', 'done', OWNER, 'With 1 document'],
      ['Evidence sent to the processor (in review)', 'done', PG, null],
      ['Won at the processor', 'done', null, 'won'],
      ['Process ended', 'done', null, null],
    ]);
    expect(rows('dispute', recorded('disputeWorkflow-open')).at(-1)).toEqual(['Waiting for the platform', 'waiting', null, null]);
    // Still at the merchant's stage: the waiting step gives the response due date (the state query's, when it moved).
    const received = recorded('disputeWorkflow-closed', 14);
    expect(rows('dispute', received).at(-1)).toEqual(["Waiting for the merchant's answer", 'waiting', null, 'Due by 02-Dec-2026']);
    expect(rows('dispute', received, { progressStatus: 'received', merchantResponseDueDate: '2026-12-09T00:00:00.000Z' }).at(-1)![3]).toBe(
      'Due by 09-Dec-2026',
    );
  });

  it('the receipt as a local activity (histories since it became one): a marker read as the same step', () => {
    expect(rows('invoice', recorded('invoiceWorkflow-local-receipt-closed')).map((r) => r.slice(0, 2))).toEqual([
      ['Invoice issued', 'done'],
      ['Card payment declined', 'failed'],
      ['Paid by card', 'done'],
      ['Receipt e-mailed', 'done'],
      ['Disbursed', 'done'],
      ['Process ended', 'done'],
    ]);
    expect(rows('checkout', recorded('checkoutWorkflow-local-receipt-closed')).map((r) => r[0])).toEqual([
      'Checkout created',
      'Paid by card',
      'Receipt e-mailed',
      'Disbursed',
      'Process ended',
    ]);
    // The marker's activity: its type from the marker's data, no input (a local activity's is not recorded).
    const receipt = recorded('invoiceWorkflow-local-receipt-closed').find((e) => e.type === 'activity' && e.name === 'sendPaymentReceipt');
    expect(receipt).toMatchObject({ outcome: 'succeeded', input: {}, failure: null });
  });

  it("the receipt sent by the charge activity (histories since): read from the payment's answer as the same step", () => {
    expect(rows('invoice', recorded('invoiceWorkflow-receipt-in-charge-closed'))).toEqual([
      ['Invoice issued', 'done', null, null],
      ['Card payment declined', 'failed', 'Jane Payer', 'Your card was declined.'],
      ['Paid by card', 'done', 'Jane Payer', '$512.45'],
      ['Receipt e-mailed', 'done', null, null],
      // Disbursed by the platform admin of the platform the history was recorded on.
      ['Disbursed', 'done', '488d3c38-41e6-44d9-a0fa-19bb16ec4eb8', null],
      ['Process ended', 'done', null, null],
    ]);
    expect(rows('checkout', recorded('checkoutWorkflow-receipt-in-charge-closed')).map((r) => r[0])).toEqual([
      'Checkout created',
      'Paid by card',
      'Receipt e-mailed',
      'Disbursed',
      'Process ended',
    ]);
    // No receipt step of the process's own in these histories: the step comes from the answer alone.
    expect(recorded('invoiceWorkflow-receipt-in-charge-closed').filter((e) => e.type === 'activity' && e.name === 'sendPaymentReceipt')).toEqual([]);
  });

  it('invoices and checkouts: paid by the customer, receipt, disbursed by staff; a declined card fails and the process waits on', () => {
    expect(rows('invoice', recorded('invoiceWorkflow-closed'))).toEqual([
      ['Invoice issued', 'done', null, null],
      ['Paid by card', 'done', 'Jane Payer', '$1,024.90'],
      ['Receipt e-mailed', 'done', null, null],
      ['Disbursed', 'done', PG, null],
      ['Process ended', 'done', null, null],
    ]);
    expect(rows('invoice', recorded('invoiceWorkflow-open')).at(-1)).toEqual(['Waiting for disbursement', 'waiting', null, null]);
    expect(rows('checkout', recorded('checkoutWorkflow-closed')).map((r) => r[0])).toEqual([
      'Checkout created',
      'Paid by card',
      'Receipt e-mailed',
      'Disbursed',
      'Process ended',
    ]);
    expect(rows('checkout', recorded('checkoutWorkflow-open'))).toEqual([
      ['Checkout created', 'done', null, null],
      ['Card payment declined', 'failed', 'Jane Payer', 'Your card was declined.'],
      ['Waiting for the payment', 'waiting', null, null],
    ]);
  });

  it("a transfer's saga step by step", () => {
    expect(rows('transfer', recorded('transferWorkflow-closed'))).toEqual([
      ['Transfer submitted', 'done', null, null],
      ['Items taken for the transfer', 'done', null, '5 items, $654.56'],
      ['Ledger entries posted', 'done', null, null],
      ['Items marked as transferred', 'done', null, null],
      ["Invoices' and checkouts' processes ended", 'done', null, null],
      ['Report e-mailed', 'done', null, null],
      ['Transfer completed', 'done', null, null],
    ]);
  });

  it('reminders, refusals and a demo record started at its own stage', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const later = new Date('2026-11-29T10:00:00Z');
    const events: ProcessEvent[] = [
      { type: 'started', order: 1, at, input: { refundId: 'r1', progressStatus: 'merchantApproved' } },
      {
        type: 'activity',
        order: 5,
        at: later,
        name: 'notifyRefundStage',
        input: { progressStatus: 'merchantApproved', reminder: 1 },
        outcome: 'succeeded',
        result: undefined,
        failure: null,
      },
      {
        type: 'update',
        order: 9,
        at: later,
        name: 'denyRefund',
        input: { userId: BANK, role: 3, reason: '  ' },
        outcome: 'failed',
        result: undefined,
        failure: 'Reason is required',
      },
    ];
    expect(rows('refund', events)).toEqual([
      ['Refund requested', 'done', null, 'Process started at Merchant Approved'],
      ['Reminder sent', 'done', null, 'To the bank (reminder 1)'],
      ['Denied by the bank: refused', 'failed', BANK, 'Reason is required'],
      ['Waiting for the bank', 'waiting', null, null],
    ]);
    // The waiting stage began when the process started (the refusal moved nothing).
    expect(timeline('refund', events).steps.at(-1)!.at).toEqual(at);
  });
});
