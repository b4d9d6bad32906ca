import { refundActionsFor, refundAwaits, type RefundProgressStatus, type RefundStatus, Role } from '@pg/domain';

// The ?action= values of spec 001 s2 and the buttons of the action panel and quick actions.
// Which buttons are enabled comes from @pg/domain (refund-rules.ts), never from this file.

export const REFUND_ACTION_PARAMS = [
  'cancel-refund-initiate',
  'approve-refund',
  'bank-approve-refund',
  'bank-refund-deny',
  'pg-approve-refund',
  'pg-refund-deny',
  'merchant-approve-refund',
  'add-supporting-document',
  'decline-refund',
] as const;
export type RefundActionParam = (typeof REFUND_ACTION_PARAMS)[number];

export interface PanelButton {
  label: string;
  /** The ?action= opened on the details page (decline-refund opens the merchant wizard). */
  action: RefundActionParam;
  variant: 'primary' | 'danger';
  enabled: boolean;
}

/**
 * Approve and Decline for the viewer's stage. A role of that stage that may not decide (the
 * merchant User, Bank Finance) sees them disabled (spec 001 s6 "read-only-style role").
 */
export function panelButtonsFor(role: Role, status: RefundStatus, progress: RefundProgressStatus): PanelButton[] {
  const allowed = refundActionsFor(role, status, progress);
  const awaiting = refundAwaits(status, progress);
  const merchantSide = role === Role.OWNER || role === Role.ADMIN || role === Role.USER;
  const bankSide = role === Role.BANK_ADMIN || role === Role.BANK_FINANCE;
  if (awaiting === 'merchant' && merchantSide) {
    return [
      { label: 'Approve', action: 'merchant-approve-refund', variant: 'primary', enabled: allowed.includes('merchantApprove') },
      { label: 'Decline', action: 'decline-refund', variant: 'danger', enabled: allowed.includes('merchantDecline') },
    ];
  }
  if (awaiting === 'bank' && bankSide) {
    return [
      { label: 'Approve', action: 'bank-approve-refund', variant: 'primary', enabled: allowed.includes('approve') },
      { label: 'Decline', action: 'bank-refund-deny', variant: 'danger', enabled: allowed.includes('deny') },
    ];
  }
  if (awaiting === 'pg' && role === Role.PG_ADMIN) {
    if (progress === 'pgApproved') {
      // After the final approval the platform resolves the refund (DESIGN.md s2).
      return [
        { label: 'Resolve as Refunded', action: 'approve-refund', variant: 'primary', enabled: allowed.includes('resolveRefunded') },
        { label: 'Resolve as Not Refunded', action: 'pg-refund-deny', variant: 'danger', enabled: allowed.includes('resolveNotRefunded') },
      ];
    }
    return [
      { label: 'Approve', action: 'pg-approve-refund', variant: 'primary', enabled: allowed.includes('approve') },
      { label: 'Decline', action: 'pg-refund-deny', variant: 'danger', enabled: allowed.includes('deny') },
    ];
  }
  return [];
}

/** Which confirm an ?action= opens for this viewer, or undefined when it is not theirs now. */
export type RefundDialog =
  | { kind: 'approve'; mutation: 'merchantApprove' | 'approveRefund' | 'resolvedAsRefunded' }
  | { kind: 'deny'; mutation: 'denyRefund' | 'resolvedAsNotRefunded' }
  | { kind: 'decline' }
  | { kind: 'addDocument' };

export function dialogFor(action: RefundActionParam, role: Role, status: RefundStatus, progress: RefundProgressStatus): RefundDialog | undefined {
  if (action === 'add-supporting-document') return { kind: 'addDocument' };
  const button = panelButtonsFor(role, status, progress).find((b) => b.action === action && b.enabled);
  if (!button) return undefined;
  switch (action) {
    case 'merchant-approve-refund':
      return { kind: 'approve', mutation: 'merchantApprove' };
    case 'bank-approve-refund':
    case 'pg-approve-refund':
      return { kind: 'approve', mutation: 'approveRefund' };
    case 'approve-refund':
      return { kind: 'approve', mutation: 'resolvedAsRefunded' };
    case 'bank-refund-deny':
      return { kind: 'deny', mutation: 'denyRefund' };
    case 'pg-refund-deny':
      return { kind: 'deny', mutation: progress === 'pgApproved' ? 'resolvedAsNotRefunded' : 'denyRefund' };
    case 'decline-refund':
      return { kind: 'decline' };
    default:
      return undefined;
  }
}
