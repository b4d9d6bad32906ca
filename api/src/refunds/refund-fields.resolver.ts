import { EntityManager } from '@mikro-orm/postgresql';
import { ResolveField, Resolver } from '@nestjs/graphql';
import { centsToDecimal, isStaff } from '@pg/domain';

// checkouts
import { checkoutLoadersFor } from '../checkouts/checkout.loaders';
import type { GqlContext, NoArgs } from '../common/auth-user';
import { StoredFileType } from '../files/dtos/stored-file.type';
import { FilesService } from '../files/files.service';
import { InvoiceType } from '../invoices/dtos/invoice.type';
import { loadersFor } from '../invoices/invoice.loaders';
import { toInvoiceType } from '../invoices/invoice.mapper';
import { OrganizationType } from '../organizations/dtos/organization.type';
import { toOrganizationType } from '../organizations/organization.mapper';
import { User } from '../users/user.entity';
import { RefundInitiator, RefundLineItemType, RefundProofType, RefundShort, RefundType, RefundWebPaymentType } from './dtos/refund.type';
import { refundLoadersFor } from './refund.loaders';
import { toRefundLineItemType } from './refund.mapper';
import { SUPPORTING_DOCUMENT } from './refund-files';
import { RefundLineItem } from './refund-line-item.entity';

// Nested parts of a refund (spec 001 s3). The refund itself was checked against the tenant
// rule; its parts follow it.
@Resolver(() => RefundType)
export class RefundFieldsResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
  ) {}

  @ResolveField(() => [RefundLineItemType])
  async lineItems(refund: RefundType): Promise<RefundLineItemType[]> {
    return (await this.em.find(RefundLineItem, { refund: refund.id }, { orderBy: { sort: 'asc', id: 'asc' } })).map(toRefundLineItemType);
  }

  @ResolveField(() => [StoredFileType], { description: 'refund_supporting_document files' })
  async supportingDocuments(refund: RefundType, _args: NoArgs, ctx: GqlContext): Promise<StoredFileType[]> {
    return this.filesOf(ctx, refund.id, SUPPORTING_DOCUMENT);
  }

  @ResolveField(() => Boolean, { description: 'Whether it has supporting documents (the list\'s "Supporting Documents: Yes/No")' })
  hasSupportingDocuments(refund: RefundType, _args: NoArgs, ctx: GqlContext): boolean | Promise<boolean> {
    // A list row knows it already (answered at once: see knownOrLoaded); a refund read otherwise asks the files loader.
    return refund.internal.hasSupportingDocuments ?? this.filesOf(ctx, refund.id, SUPPORTING_DOCUMENT).then((files) => files.length > 0);
  }

  @ResolveField(() => [RefundProofType], { description: 'extended_policy_file files of the merchant decline' })
  async proofs(refund: RefundType, _args: NoArgs, ctx: GqlContext): Promise<RefundProofType[]> {
    return (await this.filesOf(ctx, refund.id, 'extended_policy_file')).map((f) => ({ id: f.id, url: f.url, caption: f.caption }));
  }

  @ResolveField(() => InvoiceType, { nullable: true })
  invoice(refund: RefundType, _args: NoArgs, ctx: GqlContext): InvoiceType | null | Promise<InvoiceType | null> {
    if (!refund.invoiceId) return null;
    const viewer = ctx.req.user ?? null;
    // A list's rows came with their invoices: answered at once.
    return loadersFor(ctx.req, this.em).invoice(refund.invoiceId, (invoice) => (invoice ? toInvoiceType(invoice, viewer) : null));
  }

  @ResolveField(() => RefundWebPaymentType, { nullable: true, description: 'The checkout refunded' })
  webPayment(refund: RefundType, _args: NoArgs, ctx: GqlContext): RefundWebPaymentType | null | Promise<RefundWebPaymentType | null> {
    // An invoice's refund has none: answered at once (no promise per row).
    if (!refund.webPaymentId) return null;
    return this.checkoutOf(ctx, refund.webPaymentId);
  }

  private async checkoutOf(ctx: GqlContext, webPaymentId: string): Promise<RefundWebPaymentType | null> {
    const wp = await checkoutLoadersFor(ctx.req, this.em).webPayments.load(webPaymentId);
    if (!wp) return null;
    return {
      id: wp.id,
      code: wp.code,
      amount: centsToDecimal(wp.amountCents),
      transactionFee: centsToDecimal(wp.transactionFeeCents),
      merchantProcessingFee: centsToDecimal(wp.merchantProcessingFeeCents),
      owner: toOrganizationType(wp.owner),
      createdAt: wp.createdAt,
      updatedAt: wp.updatedAt,
    };
  }

  @ResolveField(() => OrganizationType, { description: 'The merchant organization' })
  owner(refund: RefundType, _args: NoArgs, ctx: GqlContext): OrganizationType | Promise<OrganizationType> {
    return loadersFor(ctx.req, this.em).owner(refund.ownerId, (org) => toOrganizationType(org!));
  }

  @ResolveField(() => RefundInitiator, { nullable: true, description: 'Who requested it (also the Refund request open event)' })
  async initiatedBy(refund: RefundType): Promise<RefundInitiator | null> {
    if (!refund.internal.requestedById) return null;
    const user = await this.em.findOne(User, { id: refund.internal.requestedById });
    return user ? { id: user.id, name: user.name, surname: user.surname ?? null, email: user.email } : null;
  }

  /** The refund's files of one type, batched over the request's refunds (a list's 50: one query). */
  private async filesOf(ctx: GqlContext, refundId: string, type: string): Promise<StoredFileType[]> {
    const rows = await refundLoadersFor(ctx.req, this.em).files.load(refundId);
    return Promise.all(rows.filter((f) => f.type === type).map((f) => this.files.toType(f)));
  }
}

/** Invoice.refunds (spec 001 s3: "refunds (id, code, requestedAmount)"): the decline wizard picks a prior refund from it. */
@Resolver(() => InvoiceType)
export class InvoiceRefundsResolver {
  constructor(private readonly em: EntityManager) {}

  @ResolveField(() => [RefundShort])
  async refunds(invoice: InvoiceType, _args: NoArgs, ctx: GqlContext): Promise<RefundShort[]> {
    const viewer = ctx.req.user;
    // The pay page (public view) and other tenants see no refunds.
    if (invoice.publicView || !viewer || (!isStaff(viewer.role) && viewer.organizationId !== invoice.ownerId)) return [];
    const rows = await refundLoadersFor(ctx.req, this.em).ofInvoice.load(invoice.id);
    return rows.map((r) => ({ id: r.id, code: r.code, requestedAmount: centsToDecimal(r.requestedAmountCents), progressStatus: r.progressStatus }));
  }
}
