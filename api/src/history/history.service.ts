import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { AuthUser } from '../common/auth-user';
import { findVisibleDispute } from '../disputes/dispute-access';
import { DISPUTE_SUBJECT } from '../disputes/dispute-events';
import { EventsService } from '../events/events.service';
import { findVisibleInvoice } from '../invoices/invoice-access';
import { findVisibleOrganization } from '../organizations/organization-access';
import { ORGANIZATION_SUBJECT } from '../organizations/organization-events';
import { findVisibleRefund } from '../refunds/refund-access';
import { REFUND_SUBJECT } from '../refunds/refund-events';

// The history of a record (the events query), under that record's tenant rule. Above the domains
// it reads, so none of them imports another to show its history.
@Injectable()
export class HistoryService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsService,
  ) {}

  /** events(invoiceId): the invoice's history, under the invoice's tenant rule. */
  async invoiceEvents(user: AuthUser, invoiceId: string, first?: number | null, page?: number | null) {
    const invoice = await findVisibleInvoice(this.em, user, invoiceId);
    const size = Math.min(first ?? 100, 200);
    return this.events.list(this.em, { subjectType: 'invoice', subjectId: invoice.id }, size, Math.max((page ?? 1) - 1, 0) * size);
  }

  /** events(refundId): the refund's history, under the refund's tenant rule. */
  async refundEvents(user: AuthUser, refundId: string, first?: number | null, page?: number | null) {
    const refund = await findVisibleRefund(this.em, user, refundId);
    const size = Math.min(first ?? 100, 200);
    return this.events.list(this.em, { subjectType: REFUND_SUBJECT, subjectId: refund.id }, size, Math.max((page ?? 1) - 1, 0) * size);
  }

  /** events(disputeId): the dispute's history, under the dispute's tenant rule. */
  async disputeEvents(user: AuthUser, disputeId: string, first?: number | null, page?: number | null) {
    const dispute = await findVisibleDispute(this.em, user, disputeId);
    const size = Math.min(first ?? 100, 200);
    return this.events.list(this.em, { subjectType: DISPUTE_SUBJECT, subjectId: dispute.id }, size, Math.max((page ?? 1) - 1, 0) * size);
  }

  /** events(organizationId): the organization's history, under the organization's tenant rule. */
  async organizationEvents(user: AuthUser, organizationId: string, first?: number | null, page?: number | null) {
    const org = await findVisibleOrganization(this.em, user, organizationId);
    const size = Math.min(first ?? 100, 200);
    return this.events.list(this.em, { subjectType: ORGANIZATION_SUBJECT, subjectId: org.id }, size, Math.max((page ?? 1) - 1, 0) * size);
  }
}
