import { canAddDisputeEvidence, DISPUTE_FILE_TYPES } from '@pg/domain';

import { badInput, forbidden } from '../common/gateway.exception';
import type { FileOwnerKind } from '../files/file-owners';
import { findVisibleDispute } from './dispute-access';

/** A dispute's evidence: added and removed by the merchant's deciders (removed by who uploaded it), until it goes to the processor. */
export const DISPUTE_FILES: FileOwnerKind = {
  types: DISPUTE_FILE_TYPES,
  populate: ['dispute'],
  async attach({ em, user, input, prepare }) {
    if (!input.disputeId) throw badInput('disputeId is required');
    const dispute = await findVisibleDispute(em, user, input.disputeId);
    if (!canAddDisputeEvidence(user.role, dispute.status, dispute.progressStatus)) throw forbidden();
    const file = await prepare();
    file.dispute = dispute;
  },
  async checkRemove(em, user, file) {
    if (!file.dispute) return false;
    const dispute = await findVisibleDispute(em, user, file.dispute.id);
    if (file.user?.id !== user.id || !canAddDisputeEvidence(user.role, dispute.status, dispute.progressStatus)) throw forbidden();
    return true;
  },
  async checkRead(em, user, file) {
    if (!file.dispute) return false;
    await findVisibleDispute(em, user, file.dispute.id);
    return true;
  },
};
