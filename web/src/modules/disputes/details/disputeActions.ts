import { can, DISPUTE_REPORT_VISIBLE_ROLES, disputeActionsFor, type DisputeProgressStatus, type DisputeStatus, MERCHANT_ROLES, Role } from '@pg/domain';

// The ?action= values of spec 001 s2 and the buttons of the action panel and quick actions.
// Which buttons are enabled comes from @pg/domain (dispute-rules.ts), never from this file.

export const DISPUTE_ACTION_PARAMS = ['merchant-approve-dispute', 'pg-approve-dispute', 'pg-review-dispute', 'merchant-decline-dispute'] as const;
export type DisputeActionParam = (typeof DISPUTE_ACTION_PARAMS)[number];

/** Spec 001 s8 and s9, verbatim. */
export const DISPUTE_CONFIRM_TEXTS: Record<Exclude<DisputeActionParam, 'merchant-decline-dispute'>, { title: string; message: string }> = {
  'merchant-approve-dispute': {
    title: 'Accept Dispute',
    message:
      'I acknowledge that I accept this dispute. A USD $15 fee will be assessed to my account. I understand that this decision is final and cannot be undone.',
  },
  'pg-approve-dispute': { title: 'Approve Dispute', message: 'Are you sure you want to approve dispute? This action cannot be overturned.' },
  'pg-review-dispute': { title: 'Review Dispute', message: 'Are you sure you want to this set dispute in review?' },
};

/** Success toasts (spec 001 s8): both approve paths, and the review. */
export const DISPUTE_TOASTS: Record<Exclude<DisputeActionParam, 'merchant-decline-dispute'>, string> = {
  'merchant-approve-dispute': 'Dispute Approved Successfully',
  'pg-approve-dispute': 'Dispute Approved Successfully',
  'pg-review-dispute': 'Dispute updated successfully',
};

export interface DisputeButton {
  label: string;
  /** The ?action= opened on the details page (merchant-decline-dispute opens the wizard). */
  action: DisputeActionParam;
  variant: 'primary' | 'danger' | 'secondary';
  enabled: boolean;
}

/**
 * Merchant roles see Approve and Decline, enabled only for Owner and Admin at received (User is
 * the read-only role); PG Admin sees Approve and Review by stage; bank staff see none.
 */
export function disputeButtonsFor(role: Role, status: DisputeStatus, progress: DisputeProgressStatus): DisputeButton[] {
  const allowed = disputeActionsFor(role, status, progress);
  if (MERCHANT_ROLES.includes(role)) {
    return [
      { label: 'Approve', action: 'merchant-approve-dispute', variant: 'primary', enabled: allowed.includes('merchantApprove') },
      { label: 'Decline', action: 'merchant-decline-dispute', variant: 'danger', enabled: allowed.includes('merchantDecline') },
    ];
  }
  if (role === Role.PG_ADMIN) {
    return [
      { label: 'Approve', action: 'pg-approve-dispute', variant: 'primary', enabled: allowed.includes('pgApprove') },
      { label: 'Review', action: 'pg-review-dispute', variant: 'secondary', enabled: allowed.includes('pgReview') },
    ];
  }
  return [];
}

/** Which dialog an ?action= opens for this viewer: only an enabled button's. */
export function dialogFor(action: DisputeActionParam, role: Role, status: DisputeStatus, progress: DisputeProgressStatus): DisputeActionParam | undefined {
  return disputeButtonsFor(role, status, progress).some((b) => b.action === action && b.enabled) ? action : undefined;
}

/** Download Report: shown to merchant roles and PG Admin, disabled for the read-only role (spec 001 s6). */
export function reportButtonFor(role: Role): { visible: boolean; enabled: boolean } {
  return { visible: DISPUTE_REPORT_VISIBLE_ROLES.includes(role), enabled: can(role, 'downloadDisputeReport') };
}
