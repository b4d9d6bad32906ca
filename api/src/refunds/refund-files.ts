import { type FileType, isMerchant, REFUND_FILE_TYPES, Role } from '@pg/domain';

import { badInput, forbidden } from '../common/gateway.exception';
import type { FileOwnerKind } from '../files/file-owners';
import { findVisibleRefund } from './refund-access';

/** The type of a refund's supporting documents (the list's Yes/No reads it with the row). */
export const SUPPORTING_DOCUMENT: FileType = 'refund_supporting_document';

/** A refund's files: supporting documents by anyone who sees the refund, the decline's policy file by the merchant; removed by who uploaded them, or by the platform. */
export const REFUND_FILES: FileOwnerKind = {
  types: REFUND_FILE_TYPES,
  populate: ['refund'],
  async attach({ em, user, input, type, prepare }) {
    if (!input.refundId) throw badInput('refundId is required');
    const refund = await findVisibleRefund(em, user, input.refundId);
    if (type === 'extended_policy_file' && !isMerchant(user.role)) throw forbidden();
    const file = await prepare();
    file.refund = refund;
  },
  async checkRemove(em, user, file) {
    if (!file.refund) return false;
    await findVisibleRefund(em, user, file.refund.id);
    if (file.user?.id !== user.id && user.role !== Role.PG_ADMIN) throw forbidden();
    return true;
  },
  async checkRead(em, user, file) {
    if (!file.refund) return false;
    await findVisibleRefund(em, user, file.refund.id);
    return true;
  },
};
