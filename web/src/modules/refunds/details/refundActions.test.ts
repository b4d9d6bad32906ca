import { Role } from '@pg/domain';

import { dialogFor, panelButtonsFor } from './refundActions';

const summary = (role: Role, progress: Parameters<typeof panelButtonsFor>[2], status: 'open' | 'closed' = 'open') =>
  panelButtonsFor(role, status, progress).map((b) => `${b.label}:${b.action}:${b.enabled ? 'on' : 'off'}`);

describe('refund action buttons', () => {
  it('gives each stage its actor', () => {
    expect(summary(Role.OWNER, 'initiated')).toEqual(['Approve:merchant-approve-refund:on', 'Decline:decline-refund:on']);
    expect(summary(Role.USER, 'initiated')).toEqual(['Approve:merchant-approve-refund:off', 'Decline:decline-refund:off']);
    expect(summary(Role.BANK_ADMIN, 'merchantDeclined')).toEqual(['Approve:bank-approve-refund:on', 'Decline:bank-refund-deny:on']);
    expect(summary(Role.BANK_FINANCE, 'merchantApproved')).toEqual(['Approve:bank-approve-refund:off', 'Decline:bank-refund-deny:off']);
    expect(summary(Role.PG_ADMIN, 'bankApproved')).toEqual(['Approve:pg-approve-refund:on', 'Decline:pg-refund-deny:on']);
    expect(summary(Role.PG_ADMIN, 'pgApproved')).toEqual(['Resolve as Refunded:approve-refund:on', 'Resolve as Not Refunded:pg-refund-deny:on']);
  });

  it('shows nothing off-stage or when closed', () => {
    expect(summary(Role.BANK_ADMIN, 'initiated')).toEqual([]);
    expect(summary(Role.OWNER, 'merchantApproved')).toEqual([]);
    expect(summary(Role.PG_ADMIN, 'refunded', 'closed')).toEqual([]);
  });

  it('maps ?action= to the dialog and mutation', () => {
    expect(dialogFor('pg-refund-deny', Role.PG_ADMIN, 'open', 'bankApproved')).toEqual({ kind: 'deny', mutation: 'denyRefund' });
    expect(dialogFor('pg-refund-deny', Role.PG_ADMIN, 'open', 'pgApproved')).toEqual({ kind: 'deny', mutation: 'resolvedAsNotRefunded' });
    expect(dialogFor('approve-refund', Role.PG_ADMIN, 'open', 'pgApproved')).toEqual({ kind: 'approve', mutation: 'resolvedAsRefunded' });
    expect(dialogFor('merchant-approve-refund', Role.USER, 'open', 'initiated')).toBeUndefined();
    expect(dialogFor('add-supporting-document', Role.BANK_FINANCE, 'closed', 'denied')).toEqual({ kind: 'addDocument' });
  });
});
