import type { EntityManager } from '@mikro-orm/postgresql';
import { canEditDisbursements, canUploadCreditAdvice, Role } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { badInput, forbidden, notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import type { FileOwnerKind } from '../files/file-owners';
import { Disbursement } from './disbursement.entity';
import { findVisibleInvoice } from './invoice-access';

/** An invoice's credit advice: uploaded while the invoice allows it, removed by the platform. An invoice's other files are seen by who sees the invoice. */
export const INVOICE_FILES: FileOwnerKind = {
  types: ['credit_advice'],
  populate: ['invoice'],
  async attach({ em, user, input, prepare }) {
    if (!input.invoiceId) throw badInput('invoiceId is required');
    const invoice = await findVisibleInvoice(em, user, input.invoiceId);
    if (!canUploadCreditAdvice(user.role, invoice.status)) throw forbidden();
    const file = await prepare();
    file.invoice = invoice;
  },
  async checkRemove(em, user, file) {
    if (file.type !== 'credit_advice') return false;
    if (!file.invoice) throw notFound('File');
    await findVisibleInvoice(em, user, file.invoice.id);
    if (user.role !== Role.PG_ADMIN) throw forbidden();
    return true;
  },
  async checkRead(em, user, file) {
    if (!file.invoice) return false;
    await findVisibleInvoice(em, user, file.invoice.id);
    return true;
  },
};

/** A disbursement's files (hotel invoice, DOI application: every type no other owner takes), while its invoice's disbursements can be edited. */
export const DISBURSEMENT_FILES: FileOwnerKind = {
  types: 'others',
  populate: ['disbursement.invoice'],
  async attach({ em, user, input, prepare }) {
    if (!input.disbursementId) throw badInput('disbursementId is required');
    const disbursement = await editableDisbursement(em, user, input.disbursementId);
    const file = await prepare();
    file.disbursement = disbursement;
  },
  async checkRemove(em, user, file) {
    if (!file.disbursement) return false;
    await editableDisbursement(em, user, file.disbursement.id);
    return true;
  },
  async checkRead(em, user, file) {
    if (!file.disbursement) return false;
    await findVisibleInvoice(em, user, file.disbursement.invoice.id);
    return true;
  },
};

async function editableDisbursement(em: EntityManager, user: AuthUser, id: string): Promise<Disbursement> {
  if (!UUID.test(id)) throw notFound('Disbursement');
  const disbursement = await em.findOne(Disbursement, { id }, { populate: ['invoice'] });
  if (!disbursement) throw notFound('Disbursement');
  const invoice = await findVisibleInvoice(em, user, disbursement.invoice.id);
  if (!canEditDisbursements(user.role, invoice.status, invoice.transferId)) throw forbidden();
  return disbursement;
}
