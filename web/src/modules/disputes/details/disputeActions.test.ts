import { Role } from '@pg/domain';

import { dialogFor, disputeButtonsFor, reportButtonFor } from './disputeActions';

const enabled = (role: Role, progress: Parameters<typeof disputeButtonsFor>[2], status: 'open' | 'closed' = 'open') =>
  disputeButtonsFor(role, status, progress)
    .filter((b) => b.enabled)
    .map((b) => b.action);

describe('dispute actions by role and stage (spec 001 s4, s6)', () => {
  it('merchant deciders act at received; User sees the buttons disabled; bank sees none', () => {
    expect(enabled(Role.OWNER, 'received')).toEqual(['merchant-approve-dispute', 'merchant-decline-dispute']);
    expect(enabled(Role.ADMIN, 'received')).toEqual(['merchant-approve-dispute', 'merchant-decline-dispute']);
    expect(disputeButtonsFor(Role.USER, 'open', 'received').map((b) => [b.label, b.enabled])).toEqual([
      ['Approve', false],
      ['Decline', false],
    ]);
    expect(enabled(Role.OWNER, 'merchantDeclined')).toEqual([]);
    expect(disputeButtonsFor(Role.BANK_ADMIN, 'open', 'received')).toEqual([]);
  });

  it('PG approves accepted disputes and reviews declined ones', () => {
    expect(enabled(Role.PG_ADMIN, 'merchantApproved')).toEqual(['pg-approve-dispute']);
    expect(enabled(Role.PG_ADMIN, 'autoApproved')).toEqual(['pg-approve-dispute']);
    expect(enabled(Role.PG_ADMIN, 'merchantDeclined')).toEqual(['pg-review-dispute']);
    expect(enabled(Role.PG_ADMIN, 'overturned', 'closed')).toEqual([]);
    expect(dialogFor('pg-approve-dispute', Role.PG_ADMIN, 'open', 'merchantDeclined')).toBeUndefined();
    expect(dialogFor('pg-review-dispute', Role.PG_ADMIN, 'open', 'merchantDeclined')).toBe('pg-review-dispute');
    expect(dialogFor('merchant-approve-dispute', Role.USER, 'open', 'received')).toBeUndefined();
  });

  it('Download Report: merchants and PG see it, the read-only User disabled, bank staff not at all', () => {
    expect(reportButtonFor(Role.OWNER)).toEqual({ visible: true, enabled: true });
    expect(reportButtonFor(Role.PG_ADMIN)).toEqual({ visible: true, enabled: true });
    expect(reportButtonFor(Role.USER)).toEqual({ visible: true, enabled: false });
    expect(reportButtonFor(Role.BANK_FINANCE)).toEqual({ visible: false, enabled: false });
  });
});
