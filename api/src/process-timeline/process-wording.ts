import {
  DECLINE_CLASS_LABELS,
  type DeclineClass,
  DISPUTE_PROGRESS_LABELS,
  type DisputeProgressStatus,
  formatDate,
  formatMoney,
  isRiskRule,
  processorLabel,
  REFUND_DECLINE_REASON_LABELS,
  REFUND_PROGRESS_LABELS,
  type RefundDeclineReason,
  type RefundProgressStatus,
  RISK_RULE_LABELS,
  Role,
} from '@pg/domain';

import type { Args, ProcessEvent } from './process-history';

// Every word the timeline says, per kind of process, in one place: which events become steps
// ("as people understand it"), their titles and details, and whom each stage waits for.
// E-mails to the next actor, bookkeeping activities and timers are left out: they repeat what
// the decision next to them already says. Reminders are shown (someone was chased).

export const PROCESS_KINDS = ['invoice', 'checkout', 'refund', 'dispute', 'transfer'] as const;
export type ProcessKind = (typeof PROCESS_KINDS)[number];

export interface StepDraft {
  at: Date;
  title: string;
  detail?: string | null;
  /** A user id from the payload, resolved to a name by the service. */
  actorId?: string | null;
  /** A name the payload already gives (the paying customer). */
  actorName?: string | null;
  state?: 'done' | 'failed' | 'current';
  /** The stage the process moved to with this step. */
  stage?: string;
}

export interface KindWording {
  /** The workflow input's field naming the record (a process of another record is not shown). */
  entityKey: string;
  /** The workflow's state query, answering `{ progressStatus | status | step }`. */
  query: string;
  /** The step(s) an event becomes; nothing for what people need not see. */
  step: (event: ProcessEvent) => StepDraft | StepDraft[] | null;
  /** The stage a started process begins at. */
  initialStage: (input: Args) => string;
  /** The stage from the state query's answer. */
  stageOfQuery: (answer: Args) => string | undefined;
  /** "Waiting for ..." while running at that stage; null when the stage waits for nobody. */
  waitingFor: (stage: string, input: Args) => string | null;
  /** What an activity running right now does ("Refunding at the processor"). */
  running: Record<string, string>;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const cents = (value: unknown): string | null => (typeof value === 'number' ? formatMoney(value) : null);
const actor = (input: Args) => str(input.userId);
const isBank = (input: Args) => input.role === Role.BANK_ADMIN;

/** A decision taken by update: done with its actor, or failed with the process's refusal. */
function decision(event: Extract<ProcessEvent, { type: 'update' }>, title: string, extra: Partial<StepDraft> = {}): StepDraft {
  if (event.outcome === 'failed') return { at: event.at, title: `${title}: refused`, detail: event.failure, actorId: actor(event.input), state: 'failed' };
  if (event.outcome === 'pending') return { at: event.at, title: `${title} (in progress)`, actorId: actor(event.input), state: 'current' };
  return { at: event.at, title, actorId: actor(event.input), stage: str(event.result) ?? undefined, ...extra };
}

const RECEIPT_SENT = 'Receipt e-mailed';

/** A card payment (invoice and checkout): paid, declined, or refused before any charge. */
function payment(event: Extract<ProcessEvent, { type: 'update' }>): StepDraft | StepDraft[] {
  const payer = (event.input.payer ?? {}) as Args;
  const base = { at: event.at, actorName: str(payer.name) };
  if (event.outcome === 'pending') return { ...base, title: 'Card payment in progress', state: 'current' };
  if (event.outcome === 'failed') return { ...base, title: 'Card payment not taken', detail: event.failure, state: 'failed' };
  const result = (event.result ?? {}) as Args;
  // Issue 41: a risk rule declined it before any charge: staff see which (the payer was told a neutral decline).
  if (result.status !== 'succeeded' && isRiskRule(result.riskRule))
    return { ...base, title: 'Card payment declined by a risk rule', detail: RISK_RULE_LABELS[result.riskRule], state: 'failed' };
  if (result.status !== 'succeeded') return { ...base, title: 'Card payment declined', detail: str(result.failMessage), state: 'failed' };
  const paid: StepDraft = { ...base, title: 'Paid by card', detail: cents(result.amountCents), stage: 'paid' };
  // The charge activity e-mailed the receipt itself (else the process's receipt step shows it).
  return result.receiptSent === true ? [paid, { at: event.at, title: RECEIPT_SENT }] : paid;
}

/**
 * Issue 41: one attempt of a payment that could fail over (it had fallbacks, or was one): the
 * processor it used and its answer. A payment with one processor only shows no attempts (its
 * payment step says it all).
 */
function chargeAttemptStep(event: Extract<ProcessEvent, { type: 'activity' }>): StepDraft | null {
  const failover = (Array.isArray(event.input.fallbacks) && event.input.fallbacks.length > 0) || /\/failover-\d+$/.test(str(event.input.idempotencyKey) ?? '');
  if (!failover || event.outcome === 'pending') return null;
  const result = (event.result ?? {}) as Args;
  const at = processorLabel(str(result.processor) ?? str(event.input.processor));
  if (event.outcome !== 'succeeded') return { at: event.at, title: `Charge attempt at ${at}: outcome unknown`, detail: event.failure, state: 'failed' };
  if (result.status === 'succeeded') return { at: event.at, title: `Charged at ${at}` };
  const klass = str(result.declineClass) as DeclineClass | null;
  const detail = [str(result.failCode), klass && klass in DECLINE_CLASS_LABELS ? DECLINE_CLASS_LABELS[klass] : null].filter(Boolean).join(' · ');
  return { at: event.at, title: `Charge attempt at ${at} failed`, detail: detail || null, state: 'failed' };
}

function ended(event: Extract<ProcessEvent, { type: 'ended' }>, completed: string): StepDraft {
  if (event.outcome === 'completed') return { at: event.at, title: completed };
  if (event.outcome === 'failed') return { at: event.at, title: 'Process failed', detail: event.failure, state: 'failed' };
  if (event.outcome === 'terminated') return { at: event.at, title: 'Process stopped by an operator', detail: event.failure, state: 'failed' };
  return { at: event.at, title: 'Process ended', detail: event.outcome };
}

function startedAt(event: Extract<ProcessEvent, { type: 'started' }>, title: string, stage: string, initial: string, label = stage): StepDraft {
  // A record written before its process existed (demo data) starts at its own stage.
  return { at: event.at, title, detail: stage === initial ? null : `Process started at ${label}`, stage };
}

const REFUND_WAITING: Partial<Record<RefundProgressStatus, string>> = {
  initiated: 'Waiting for the merchant',
  merchantApproved: 'Waiting for the bank',
  merchantDeclined: 'Waiting for the bank',
  bankApproved: 'Waiting for the platform',
  pgApproved: 'Waiting for the platform to refund',
};

const refund: KindWording = {
  entityKey: 'refundId',
  query: 'refundState',
  initialStage: (input) => str(input.progressStatus) ?? 'initiated',
  stageOfQuery: (answer) => str(answer.progressStatus) ?? undefined,
  waitingFor: (stage) => REFUND_WAITING[stage as RefundProgressStatus] ?? null,
  running: { refundPayment: 'Refunding at the processor', recordRefundTransition: 'Recording the decision' },
  step(event) {
    switch (event.type) {
      case 'started': {
        const stage = refund.initialStage(event.input);
        return startedAt(event, 'Refund requested', stage, 'initiated', REFUND_PROGRESS_LABELS[stage as RefundProgressStatus]);
      }
      case 'ended':
        return ended(event, 'Process ended');
      case 'activity':
        if (event.name === 'notifyRefundStage' && Number(event.input.reminder) > 0 && event.outcome === 'succeeded') {
          const waiting = REFUND_WAITING[event.input.progressStatus as RefundProgressStatus];
          return {
            at: event.at,
            title: 'Reminder sent',
            detail: waiting ? `${waiting.replace('Waiting for', 'To')} (reminder ${String(event.input.reminder)})` : null,
          };
        }
        return null;
      case 'update':
        switch (event.name) {
          case 'merchantApprove':
            return decision(event, 'Approved by the merchant');
          case 'merchantDecline': {
            const reason = (event.input.details as Args | undefined)?.merchantDeclineReason as RefundDeclineReason | undefined;
            return decision(event, 'Declined by the merchant', { detail: reason ? REFUND_DECLINE_REASON_LABELS[reason] : null });
          }
          case 'approveRefund':
            return decision(event, isBank(event.input) ? 'Approved by the bank' : 'Approved by the platform');
          case 'denyRefund':
            return decision(event, isBank(event.input) ? 'Denied by the bank' : 'Denied by the platform', { detail: str(event.input.reason) });
          case 'resolvedAsRefunded':
            return event.outcome === 'failed'
              ? { at: event.at, title: 'Refund at the processor failed', detail: event.failure, actorId: actor(event.input), state: 'failed' }
              : decision(event, 'Refunded at the processor');
          case 'resolvedAsNotRefunded':
            return decision(event, 'Resolved as not refunded', { detail: str(event.input.reason) });
        }
        return null;
      case 'signal':
        return null;
    }
  },
};

const DISPUTE_WAITING: Partial<Record<DisputeProgressStatus, string>> = {
  received: "Waiting for the merchant's answer",
  merchantApproved: 'Waiting for the platform',
  autoApproved: 'Waiting for the platform',
  merchantDeclined: 'Waiting for the platform',
  inReview: "Waiting for the processor's decision",
};

const dispute: KindWording = {
  entityKey: 'disputeId',
  query: 'disputeState',
  initialStage: (input) => str(input.progressStatus) ?? 'received',
  stageOfQuery: (answer) => str(answer.progressStatus) ?? undefined,
  waitingFor: (stage) => DISPUTE_WAITING[stage as DisputeProgressStatus] ?? null,
  running: { submitDisputeEvidence: 'Sending the evidence to the processor', acceptProcessorDispute: 'Conceding at the processor' },
  step(event) {
    switch (event.type) {
      case 'started': {
        // The due date shows on the waiting step (where a moved date is current), not here too.
        const stage = dispute.initialStage(event.input);
        return startedAt(event, 'Dispute received from the card processor', stage, 'received', DISPUTE_PROGRESS_LABELS[stage as DisputeProgressStatus]);
      }
      case 'ended':
        return ended(event, 'Process ended');
      case 'signal':
        return event.name === 'disputeDueDate' && str(event.input)
          ? { at: event.at, title: 'Response due date moved by the processor', detail: formatDate(String(event.input), 'UTC') }
          : null;
      case 'activity':
        if (event.name === 'recordDisputeTransition' && event.input.cause === 'deadline' && event.outcome === 'succeeded') {
          return { at: event.at, title: 'Accepted automatically', detail: 'The response due date passed', stage: str(event.input.to) ?? undefined };
        }
        if (event.name === 'acceptProcessorDispute' && event.outcome === 'succeeded') return { at: event.at, title: 'Conceded at the processor' };
        return null;
      case 'update':
        switch (event.name) {
          case 'merchantApproveDispute':
            return decision(event, 'Accepted by the merchant');
          case 'merchantDenyDispute': {
            const files = ((event.input.details as Args | undefined)?.files as unknown[] | undefined)?.length ?? 0;
            return decision(event, 'Declined by the merchant', { detail: files ? `With ${files} document${files === 1 ? '' : 's'}` : null });
          }
          case 'pgApproveDispute':
            return decision(event, 'Approved by the platform');
          case 'pgDisputeInReview':
            return event.outcome === 'failed'
              ? { at: event.at, title: 'Evidence refused by the processor', detail: event.failure, actorId: actor(event.input), state: 'failed' }
              : decision(event, 'Evidence sent to the processor (in review)');
          case 'disputeOutcome':
            return decision(event, event.input.outcome === 'won' ? 'Won at the processor' : 'Lost at the processor', {
              detail: str(event.input.processorStatus),
            });
        }
        return null;
    }
  },
};

/** Invoices and checkouts: the same payment process, with their own words for the record. */
function payable(kind: 'invoice' | 'checkout'): KindWording {
  const names =
    kind === 'invoice'
      ? { pay: 'pay', void: 'void', disburse: 'disburse', receipt: 'sendPaymentReceipt', charge: 'chargeInvoice', query: 'invoiceState' }
      : {
          pay: 'checkoutPay',
          void: 'checkoutCancel',
          disburse: 'checkoutDisburse',
          receipt: 'sendCheckoutReceipt',
          charge: 'chargeCheckout',
          query: 'checkoutState',
        };
  const wording: KindWording = {
    entityKey: kind === 'invoice' ? 'invoiceId' : 'checkoutId',
    query: names.query,
    initialStage: (input) => str(input.status) ?? 'unpaid',
    stageOfQuery: (answer) => str(answer.status) ?? undefined,
    waitingFor: (stage) => (stage === 'unpaid' || stage === 'failed' ? 'Waiting for the payment' : stage === 'paid' ? 'Waiting for disbursement' : null),
    running: { [names.charge]: 'Charging the card' },
    step(event) {
      switch (event.type) {
        case 'started':
          return startedAt(event, kind === 'invoice' ? 'Invoice issued' : 'Checkout created', wording.initialStage(event.input), 'unpaid');
        case 'ended':
          return ended(event, 'Process ended');
        case 'signal':
          return event.name === 'transferred' ? { at: event.at, title: 'Disbursed in a transfer', stage: 'disbursed' } : null;
        case 'activity':
          if (event.name === names.charge) return chargeAttemptStep(event);
          return event.name === names.receipt && event.outcome === 'succeeded' ? { at: event.at, title: RECEIPT_SENT } : null;
        case 'update':
          if (event.name === names.pay) return payment(event);
          if (event.name === names.void) return decision(event, kind === 'invoice' ? 'Voided' : 'Cancelled by the customer');
          if (event.name === names.disburse) return decision(event, 'Disbursed');
          return null;
      }
    },
  };
  return wording;
}

const TRANSFER_ACTIVITIES: Record<string, string> = {
  lockTransferItems: 'Items taken for the transfer',
  postTransferLedger: 'Ledger entries posted',
  markTransferItems: 'Items marked as transferred',
  endItemProcesses: "Invoices' and checkouts' processes ended",
  notifyTransfer: 'Report e-mailed',
  releaseTransferItems: 'Items given back',
  reverseTransferLedger: 'Ledger entries reversed',
};

const transfer: KindWording = {
  entityKey: 'transferId',
  query: 'transferState',
  initialStage: () => 'lock',
  stageOfQuery: (answer) => str(answer.step) ?? undefined,
  waitingFor: () => null,
  running: {
    lockTransferItems: 'Taking the items',
    postTransferLedger: 'Posting ledger entries',
    markTransferItems: 'Marking the items',
    endItemProcesses: 'Ending the items’ processes',
    notifyTransfer: 'E-mailing the report',
    releaseTransferItems: 'Giving the items back',
    reverseTransferLedger: 'Reversing ledger entries',
  },
  step(event) {
    switch (event.type) {
      case 'started':
        return { at: event.at, title: 'Transfer submitted' };
      case 'ended': {
        const result = (event.result ?? {}) as Args;
        if (event.outcome === 'completed' && result.status === 'failed')
          return { at: event.at, title: 'Transfer failed and undone', detail: str(result.message), state: 'failed' };
        return ended(event, 'Transfer completed');
      }
      case 'activity': {
        const title = TRANSFER_ACTIVITIES[event.name];
        if (!title || event.outcome === 'pending') return null;
        if (event.outcome === 'failed') return { at: event.at, title: `${title}: failed`, detail: event.failure, state: 'failed' };
        const result = (event.result ?? {}) as Args;
        const detail = event.name === 'lockTransferItems' && typeof result.items === 'number' ? `${result.items} items, ${cents(result.amountCents)}` : null;
        return { at: event.at, title, detail };
      }
      default:
        return null;
    }
  },
};

export const WORDING: Record<ProcessKind, KindWording> = { invoice: payable('invoice'), checkout: payable('checkout'), refund, dispute, transfer };
