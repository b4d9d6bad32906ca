import { Role } from './roles';
import { DISPUTE_ACCEPTANCE_FEE_CENTS, type DisputeProgressStatus, type DisputeStatus } from './statuses';

// Who may act on a dispute at which stage (spec 001 sections 4 and 6). The API, the dispute
// workflow's update validators and the web's buttons all read these, so they cannot disagree.

/** The decisions people take on a dispute; each is one workflow update. */
export const DISPUTE_ACTIONS = ['merchantApprove', 'merchantDecline', 'pgApprove', 'pgReview'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

/** Whose move a dispute waits for: the merchant, the platform, or the card processor's outcome. */
export type DisputeActor = 'merchant' | 'pg' | 'processor';

/** What the processor decided after the evidence (or the acceptance). */
export const DISPUTE_OUTCOMES = ['won', 'lost'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_AWAITING: Record<DisputeProgressStatus, DisputeActor | undefined> = {
  received: 'merchant',
  // The merchant accepted, or let the response due date pass: the platform settles it.
  merchantApproved: 'pg',
  autoApproved: 'pg',
  // The merchant declined with evidence: the platform reviews and sends it to the processor.
  merchantDeclined: 'pg',
  inReview: 'processor',
  overturned: undefined,
  refunded: undefined,
};

/** Stages that end a dispute (status closed): won (overturned) or the customer got the money back. */
export const DISPUTE_CLOSED_PROGRESS: readonly DisputeProgressStatus[] = ['overturned', 'refunded'];

export function disputeStatusOf(progress: DisputeProgressStatus): DisputeStatus {
  return DISPUTE_CLOSED_PROGRESS.includes(progress) ? 'closed' : 'open';
}

export function disputeAwaits(status: DisputeStatus, progress: DisputeProgressStatus): DisputeActor | undefined {
  return status === 'open' ? DISPUTE_AWAITING[progress] : undefined;
}

/**
 * The stage actor a role acts as. Merchant decisions are the Owner's and Admin's (spec 001 s6:
 * "only Owner and Admin count as authorised"; User is the read-only role, as for refunds);
 * the platform's are the PG Admin's. Bank staff take part in refunds only (spec 001 s1).
 */
export function disputeActorOf(role: Role): Exclude<DisputeActor, 'processor'> | undefined {
  if (role === Role.OWNER || role === Role.ADMIN) return 'merchant';
  if (role === Role.PG_ADMIN) return 'pg';
  return undefined;
}

/**
 * Spec 001 s4: merchant approve or decline only from received; PG approve for merchantApproved
 * or autoApproved (the screen disables it for merchantDeclined, so it is not allowed there);
 * PG Review only for merchantDeclined.
 */
const ACTION_RULES: Record<DisputeAction, { actor: 'merchant' | 'pg'; from: readonly DisputeProgressStatus[]; to: DisputeProgressStatus }> = {
  merchantApprove: { actor: 'merchant', from: ['received'], to: 'merchantApproved' },
  merchantDecline: { actor: 'merchant', from: ['received'], to: 'merchantDeclined' },
  pgApprove: { actor: 'pg', from: ['merchantApproved', 'autoApproved'], to: 'refunded' },
  pgReview: { actor: 'pg', from: ['merchantDeclined'], to: 'inReview' },
};

/** The stage an action moves a dispute to, or undefined when the role may not take it there. */
export function disputeTransition(
  role: Role,
  action: DisputeAction,
  status: DisputeStatus,
  progress: DisputeProgressStatus,
): DisputeProgressStatus | undefined {
  const rule = ACTION_RULES[action];
  if (status !== 'open' || disputeActorOf(role) !== rule.actor || !rule.from.includes(progress)) return undefined;
  return rule.to;
}

export function canActOnDispute(role: Role, action: DisputeAction, status: DisputeStatus, progress: DisputeProgressStatus): boolean {
  return disputeTransition(role, action, status, progress) !== undefined;
}

/** The actions a role may take now: what the screens enable. */
export function disputeActionsFor(role: Role, status: DisputeStatus, progress: DisputeProgressStatus): DisputeAction[] {
  return DISPUTE_ACTIONS.filter((action) => canActOnDispute(role, action, status, progress));
}

/** The list's dot and "awaiting my action" filter: the dispute waits for this role's move. */
export function disputeAwaitsRole(role: Role, status: DisputeStatus, progress: DisputeProgressStatus): boolean {
  const actor = disputeActorOf(role);
  return actor !== undefined && disputeAwaits(status, progress) === actor;
}

/** Stages that wait for an actor (the list filter's SQL reads these). */
export function disputeStagesAwaiting(actor: DisputeActor): DisputeProgressStatus[] {
  return (Object.keys(DISPUTE_AWAITING) as DisputeProgressStatus[]).filter((p) => DISPUTE_AWAITING[p] === actor);
}

/**
 * The response due date passed with no merchant answer: the dispute is accepted on the
 * merchant's behalf (autoApproved), as a processor treats an unanswered dispute as conceded.
 */
export function disputeDeadlineTransition(progress: DisputeProgressStatus): DisputeProgressStatus | undefined {
  return progress === 'received' ? 'autoApproved' : undefined;
}

/** The processor's final word ends any open dispute: won is overturned, lost is refunded. */
export function disputeOutcomeTransition(progress: DisputeProgressStatus, outcome: DisputeOutcome): DisputeProgressStatus | undefined {
  if (disputeStatusOf(progress) === 'closed') return undefined;
  return outcome === 'won' ? 'overturned' : 'refunded';
}

/**
 * The USD 15 acceptance fee (spec 001 s9) is owed when the dispute is accepted, by the merchant
 * (merchantApproved) or by letting the due date pass (autoApproved); not when it was defended.
 */
export function disputeFeeCentsFor(progress: DisputeProgressStatus): number {
  return progress === 'merchantApproved' || progress === 'autoApproved' ? DISPUTE_ACCEPTANCE_FEE_CENTS : 0;
}

/**
 * More evidence files (createFile) may be added by the merchant's deciders while the dispute is
 * theirs or waits for the platform's review; once in review the evidence is with the processor.
 */
export function canAddDisputeEvidence(role: Role, status: DisputeStatus, progress: DisputeProgressStatus): boolean {
  return status === 'open' && disputeActorOf(role) === 'merchant' && (progress === 'received' || progress === 'merchantDeclined');
}

/**
 * Roles the Download Report button shows to (spec 001 s6: merchant roles and platform admin); it
 * is enabled for ACTION_ACCESS.downloadDisputeReport, so the read-only User sees it disabled.
 */
export const DISPUTE_REPORT_VISIBLE_ROLES: readonly Role[] = [Role.OWNER, Role.ADMIN, Role.USER, Role.PG_ADMIN];

/** Messages of a refused dispute action (not in the spec, which shows no server errors). */
export const DISPUTE_ACTION_MESSAGES = {
  closed: 'This dispute is closed and can no longer be changed.',
  notYourStage: 'This dispute is not awaiting your action.',
  inProgress: 'Another action on this dispute is in progress. Please try again.',
  notRole: 'You are not allowed to act on this dispute.',
  evidenceFailed: 'The evidence could not be submitted to the card processor. Please try again later.',
  invalidRefund: 'Please select refund',
} as const;

/** Why an action is refused, for the workflow's validators and the API: undefined when allowed. */
export function disputeRefusal(role: Role, action: DisputeAction, status: DisputeStatus, progress: DisputeProgressStatus): string | undefined {
  if (status !== 'open') return DISPUTE_ACTION_MESSAGES.closed;
  if (!disputeActorOf(role)) return DISPUTE_ACTION_MESSAGES.notRole;
  return canActOnDispute(role, action, status, progress) ? undefined : DISPUTE_ACTION_MESSAGES.notYourStage;
}
