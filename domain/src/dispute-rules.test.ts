import {
  canAddDisputeEvidence,
  DISPUTE_ACTION_MESSAGES as M,
  DISPUTE_ACTIONS,
  disputeActionsFor,
  disputeAwaitsRole,
  disputeDeadlineTransition,
  disputeFeeCentsFor,
  disputeOutcomeTransition,
  disputeRefusal,
  disputeStagesAwaiting,
  disputeStatusOf,
  disputeTransition,
} from './dispute-rules';
import { ALL_ROLES, Role } from './roles';
import { DISPUTE_PROGRESS_STATUSES } from './statuses';

const { PG_ADMIN, BANK_ADMIN, BANK_FINANCE, OWNER, ADMIN, USER } = Role;

describe('dispute rules (spec 001 sections 4 and 6)', () => {
  it('merchant Owner and Admin accept or decline only a received, open dispute', () => {
    for (const role of [OWNER, ADMIN]) {
      expect(disputeActionsFor(role, 'open', 'received')).toEqual(['merchantApprove', 'merchantDecline']);
      expect(disputeTransition(role, 'merchantApprove', 'open', 'received')).toBe('merchantApproved');
      expect(disputeTransition(role, 'merchantDecline', 'open', 'received')).toBe('merchantDeclined');
    }
    for (const progress of DISPUTE_PROGRESS_STATUSES.filter((p) => p !== 'received')) {
      expect(disputeActionsFor(OWNER, disputeStatusOf(progress), progress)).toEqual([]);
    }
  });

  it('PG approves accepted disputes (closed, refunded) and reviews declined ones (inReview)', () => {
    expect(disputeActionsFor(PG_ADMIN, 'open', 'merchantApproved')).toEqual(['pgApprove']);
    expect(disputeActionsFor(PG_ADMIN, 'open', 'autoApproved')).toEqual(['pgApprove']);
    expect(disputeActionsFor(PG_ADMIN, 'open', 'merchantDeclined')).toEqual(['pgReview']);
    expect(disputeTransition(PG_ADMIN, 'pgApprove', 'open', 'autoApproved')).toBe('refunded');
    expect(disputeTransition(PG_ADMIN, 'pgReview', 'open', 'merchantDeclined')).toBe('inReview');
    expect(disputeStatusOf('refunded')).toBe('closed');
    expect(disputeStatusOf('inReview')).toBe('open');
    expect(disputeActionsFor(PG_ADMIN, 'open', 'inReview')).toEqual([]);
    expect(disputeActionsFor(PG_ADMIN, 'open', 'received')).toEqual([]);
  });

  it('the read-only User and bank staff never act; every refusal has a reason', () => {
    for (const role of [USER, BANK_ADMIN, BANK_FINANCE]) {
      for (const progress of DISPUTE_PROGRESS_STATUSES) {
        expect(disputeActionsFor(role, disputeStatusOf(progress), progress)).toEqual([]);
        expect(disputeAwaitsRole(role, disputeStatusOf(progress), progress)).toBe(false);
      }
      expect(disputeRefusal(role, 'merchantApprove', 'open', 'received')).toBe(M.notRole);
    }
    expect(disputeRefusal(OWNER, 'merchantApprove', 'closed', 'overturned')).toBe(M.closed);
    expect(disputeRefusal(OWNER, 'merchantApprove', 'open', 'merchantDeclined')).toBe(M.notYourStage);
    expect(disputeRefusal(OWNER, 'merchantApprove', 'open', 'received')).toBeUndefined();
    // Every allowed transition has no refusal, every refused one has a message.
    for (const role of ALL_ROLES) {
      for (const progress of DISPUTE_PROGRESS_STATUSES) {
        for (const action of DISPUTE_ACTIONS) {
          const status = disputeStatusOf(progress);
          expect(disputeRefusal(role, action, status, progress) === undefined).toBe(disputeTransition(role, action, status, progress) !== undefined);
        }
      }
    }
  });

  it('awaiting: the merchant at received, PG at its three stages, the processor in review', () => {
    expect(disputeStagesAwaiting('merchant')).toEqual(['received']);
    expect(disputeStagesAwaiting('pg').sort()).toEqual(['autoApproved', 'merchantApproved', 'merchantDeclined']);
    expect(disputeStagesAwaiting('processor')).toEqual(['inReview']);
    expect(disputeAwaitsRole(ADMIN, 'open', 'received')).toBe(true);
    expect(disputeAwaitsRole(PG_ADMIN, 'open', 'merchantDeclined')).toBe(true);
    expect(disputeAwaitsRole(PG_ADMIN, 'closed', 'refunded')).toBe(false);
  });

  it('the deadline, the processor outcome and the USD 15 fee', () => {
    expect(disputeDeadlineTransition('received')).toBe('autoApproved');
    expect(disputeDeadlineTransition('merchantDeclined')).toBeUndefined();
    expect(disputeOutcomeTransition('inReview', 'won')).toBe('overturned');
    expect(disputeOutcomeTransition('inReview', 'lost')).toBe('refunded');
    expect(disputeOutcomeTransition('received', 'lost')).toBe('refunded');
    expect(disputeOutcomeTransition('refunded', 'won')).toBeUndefined();
    expect(disputeFeeCentsFor('merchantApproved')).toBe(1500);
    expect(disputeFeeCentsFor('autoApproved')).toBe(1500);
    expect(disputeFeeCentsFor('merchantDeclined')).toBe(0);
  });
});

describe('dispute evidence (createFile and removeFile on a dispute)', () => {
  it('is open to Owner and Admin only while the dispute is open and with the merchant (received or merchantDeclined)', () => {
    // Literal: once in review the evidence is with the processor; the read-only User, the bank
    // and the platform never add any.
    const allowed = new Set([OWNER, ADMIN].flatMap((role) => [`${role} open received`, `${role} open merchantDeclined`]));
    for (const role of ALL_ROLES)
      for (const status of ['open', 'closed'] as const)
        for (const progress of DISPUTE_PROGRESS_STATUSES) {
          const key = `${role} ${status} ${progress}`;
          expect([key, canAddDisputeEvidence(role, status, progress)]).toEqual([key, allowed.has(key)]);
        }
  });
});
