import { Role } from './roles';
import { REFUND_CLOSED_PROGRESS, type RefundActor, refundAwaits, type RefundProgressStatus, type RefundStatus } from './statuses';

// Who may act on a refund at which stage (spec 001 sections 4 and 6). The API, the refund
// workflow's update validators and the web's buttons all read these, so they cannot disagree.

/** The decisions a user takes on a refund; each is one workflow update. */
export const REFUND_ACTIONS = ['merchantApprove', 'merchantDecline', 'approve', 'deny', 'resolveRefunded', 'resolveNotRefunded'] as const;
export type RefundAction = (typeof REFUND_ACTIONS)[number];

/**
 * The stage actor a role acts as. Merchant decisions are the Owner's and Admin's (spec 001 s6:
 * "only Owner and Admin count as authorised"; User is the read-only-style role); the bank's
 * are the Bank Admin's ("the bank role"); the platform's are the PG Admin's.
 */
export function refundActorOf(role: Role): RefundActor | undefined {
  if (role === Role.OWNER || role === Role.ADMIN) return 'merchant';
  if (role === Role.BANK_ADMIN) return 'bank';
  if (role === Role.PG_ADMIN) return 'pg';
  return undefined;
}

/** Roles that start refunds (spec 001 s1: merchant roles Admin, Owner, User). */
export const REFUND_REQUEST_ROLES: readonly Role[] = [Role.ADMIN, Role.OWNER, Role.USER];

/** Which stage actor takes an action, and from which stages. */
const ACTION_RULES: Record<RefundAction, { actor: RefundActor; from: readonly RefundProgressStatus[]; to: RefundProgressStatus | 'byActor' }> = {
  merchantApprove: { actor: 'merchant', from: ['initiated'], to: 'merchantApproved' },
  merchantDecline: { actor: 'merchant', from: ['initiated'], to: 'merchantDeclined' },
  // Bank approve -> bankApproved, platform approve -> pgApproved (the final approval).
  approve: { actor: 'bank', from: ['merchantApproved', 'merchantDeclined'], to: 'byActor' },
  deny: { actor: 'bank', from: ['merchantApproved', 'merchantDeclined'], to: 'denied' },
  resolveRefunded: { actor: 'pg', from: ['pgApproved'], to: 'refunded' },
  resolveNotRefunded: { actor: 'pg', from: ['pgApproved'], to: 'notRefunded' },
};

/** The stage an action moves a refund to, or undefined when the role may not take it there. */
export function refundTransition(role: Role, action: RefundAction, status: RefundStatus, progress: RefundProgressStatus): RefundProgressStatus | undefined {
  const actor = refundActorOf(role);
  if (!actor || status !== 'open' || refundAwaits(status, progress) !== actor) return undefined;
  const rule = ACTION_RULES[action];
  if (actor === 'pg' && (action === 'approve' || action === 'deny')) {
    // The platform approves or denies what the bank approved.
    if (progress !== 'bankApproved') return undefined;
    return action === 'approve' ? 'pgApproved' : 'denied';
  }
  if (rule.actor !== actor || !rule.from.includes(progress)) return undefined;
  if (rule.to === 'byActor') return actor === 'bank' ? 'bankApproved' : 'pgApproved';
  return rule.to;
}

export function canActOnRefund(role: Role, action: RefundAction, status: RefundStatus, progress: RefundProgressStatus): boolean {
  return refundTransition(role, action, status, progress) !== undefined;
}

/** The actions a role may take now: what the screens enable (spec 001 s4, last point). */
export function refundActionsFor(role: Role, status: RefundStatus, progress: RefundProgressStatus): RefundAction[] {
  return REFUND_ACTIONS.filter((action) => canActOnRefund(role, action, status, progress));
}

/** The list's dot and "awaiting my action" filter: the refund waits for this role's stage. */
export function refundAwaitsRole(role: Role, status: RefundStatus, progress: RefundProgressStatus): boolean {
  const actor = refundActorOf(role);
  return actor !== undefined && refundAwaits(status, progress) === actor;
}

/** Stages that wait for a stage actor (the list filter's SQL reads these). */
export function refundStagesAwaiting(actor: RefundActor): RefundProgressStatus[] {
  const stages: RefundProgressStatus[] = ['initiated', 'merchantApproved', 'merchantDeclined', 'bankApproved', 'pgApproved'];
  return stages.filter((p) => refundAwaits('open', p) === actor);
}

export function refundStatusOf(progress: RefundProgressStatus): RefundStatus {
  return REFUND_CLOSED_PROGRESS.includes(progress) ? 'closed' : 'open';
}

/** Messages of a refused refund action (not in the spec, which shows no server errors). */
export const REFUND_ACTION_MESSAGES = {
  closed: 'This refund is closed and can no longer be changed.',
  notYourStage: 'This refund is not awaiting your action.',
  inProgress: 'Another action on this refund is in progress. Please try again.',
  notRole: 'You are not allowed to act on this refund.',
  exceedsAvailable: 'Refund amount can not be greater than the funds available for refund',
  parentNotPaid: 'Only a paid invoice can be refunded.',
  refundFailed: 'Refund failed due to a system error. Please try again later.',
  refundedAtProcessor: 'This refund has already been refunded to the card, so it cannot be resolved as not refunded.',
} as const;

/** Why an action is refused, for the workflow's validators and the API: undefined when allowed. */
export function refundRefusal(role: Role, action: RefundAction, status: RefundStatus, progress: RefundProgressStatus): string | undefined {
  if (status !== 'open') return REFUND_ACTION_MESSAGES.closed;
  if (!refundActorOf(role)) return REFUND_ACTION_MESSAGES.notRole;
  return canActOnRefund(role, action, status, progress) ? undefined : REFUND_ACTION_MESSAGES.notYourStage;
}

/**
 * The merchant's point of contact for a refund (spec 001 s6: "the merchant point-of-contact
 * option depends on a role check: the default is the first or second option. Exact names are
 * not shown."). The names are ours; the value is what `requestRefund` stores.
 */
export const REFUND_POINT_OF_CONTACT_OPTIONS = [
  { value: 'requester', label: 'Myself' },
  { value: 'organization', label: 'Organization Owner / Admin' },
] as const;
export type RefundPointOfContact = (typeof REFUND_POINT_OF_CONTACT_OPTIONS)[number]['value'];

/**
 * Owner and Admin decide the merchant stage, so they answer for their own request (the first
 * option); a User may request but not decide, so the organization's deciders answer (the second).
 */
export function defaultRefundPointOfContact(role: Role): RefundPointOfContact {
  return role === Role.USER ? 'organization' : 'requester';
}
