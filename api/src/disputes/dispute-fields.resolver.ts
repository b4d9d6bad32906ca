import { EntityManager } from '@mikro-orm/postgresql';
import { ResolveField, Resolver } from '@nestjs/graphql';
import { centsToDecimal, isStaff } from '@pg/domain';

import { checkoutLoadersFor } from '../checkouts/checkout.loaders';
import type { GqlContext, NoArgs } from '../common/auth-user';
import { StoredFile } from '../files/file.entity';
import { FilesService } from '../files/files.service';
import { InvoiceType } from '../invoices/dtos/invoice.type';
import { loadersFor } from '../invoices/invoice.loaders';
import { toInvoiceType } from '../invoices/invoice.mapper';
import { OrganizationType } from '../organizations/dtos/organization.type';
import { toOrganizationType } from '../organizations/organization.mapper';
import { Dispute } from './dispute.entity';
import { disputeLoadersFor } from './dispute.loaders';
import { DisputeFileType, DisputeShort, DisputeType, DisputeWebPaymentType } from './dtos/dispute.type';

// Nested parts of a dispute (spec 001 s3). The dispute itself was checked against the tenant
// rule; its parts follow it.
@Resolver(() => DisputeType)
export class DisputeFieldsResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
  ) {}

  @ResolveField(() => DisputeFileType, { nullable: true, description: "The decline's supporting document" })
  supportingDocument(dispute: DisputeType, _args: NoArgs, ctx: GqlContext): Promise<DisputeFileType | null> {
    return this.fileOf(ctx, dispute.id, 'dispute_supporting_document');
  }

  @ResolveField(() => DisputeFileType, { nullable: true, description: 'Proof of the refund (customerWasRefunded)' })
  refundProof(dispute: DisputeType, _args: NoArgs, ctx: GqlContext): Promise<DisputeFileType | null> {
    return this.fileOf(ctx, dispute.id, 'dispute_refund_proof');
  }

  @ResolveField(() => DisputeFileType, { nullable: true, description: 'Proof of the credit or voucher' })
  creditVoucherProof(dispute: DisputeType, _args: NoArgs, ctx: GqlContext): Promise<DisputeFileType | null> {
    return this.fileOf(ctx, dispute.id, 'dispute_credit_voucher_proof');
  }

  @ResolveField(() => [DisputeFileType], { description: 'Every evidence file, oldest first (createFile adds more)' })
  async documents(dispute: DisputeType, _args: NoArgs, ctx: GqlContext): Promise<DisputeFileType[]> {
    const rows = await disputeLoadersFor(ctx.req, this.em).files.load(dispute.id);
    return Promise.all(rows.map((f) => this.toFile(f)));
  }

  @ResolveField(() => Boolean, { description: 'Whether it has any evidence file (the list\'s "Supporting Documents: Yes/No")' })
  hasDocuments(dispute: DisputeType, _args: NoArgs, ctx: GqlContext): boolean | Promise<boolean> {
    // A list row knows it already (answered at once: see knownOrLoaded); a dispute read otherwise asks the files loader.
    return (
      dispute.hasDocuments ??
      disputeLoadersFor(ctx.req, this.em)
        .files.load(dispute.id)
        .then((files) => files.length > 0)
    );
  }

  @ResolveField(() => InvoiceType, { nullable: true })
  invoice(dispute: DisputeType, _args: NoArgs, ctx: GqlContext): InvoiceType | null | Promise<InvoiceType | null> {
    if (!dispute.invoiceId) return null;
    const viewer = ctx.req.user ?? null;
    // A list's rows came with their invoices: answered at once.
    return loadersFor(ctx.req, this.em).invoice(dispute.invoiceId, (invoice) => (invoice ? toInvoiceType(invoice, viewer) : null));
  }

  @ResolveField(() => DisputeWebPaymentType, { nullable: true, description: 'The checkout disputed' })
  webPayment(dispute: DisputeType, _args: NoArgs, ctx: GqlContext): DisputeWebPaymentType | null | Promise<DisputeWebPaymentType | null> {
    // An invoice's dispute has none: answered at once (no promise per row).
    if (!dispute.webPaymentId) return null;
    return checkoutLoadersFor(ctx.req, this.em)
      .webPayments.load(dispute.webPaymentId)
      .then((checkout) =>
        checkout
          ? { id: checkout.id, code: checkout.code, amount: centsToDecimal(checkout.amountCents), transactionFee: centsToDecimal(checkout.transactionFeeCents) }
          : null,
      );
  }

  @ResolveField(() => OrganizationType, { description: 'The merchant organization' })
  owner(dispute: DisputeType, _args: NoArgs, ctx: GqlContext): OrganizationType | Promise<OrganizationType> {
    return loadersFor(ctx.req, this.em).owner(dispute.ownerId, (org) => toOrganizationType(org!));
  }

  /** The newest file of one type (the request's disputes' files are read in one query). */
  private async fileOf(ctx: GqlContext, disputeId: string, type: string): Promise<DisputeFileType | null> {
    const row = (await disputeLoadersFor(ctx.req, this.em).files.load(disputeId)).filter((f) => f.type === type).at(-1);
    return row ? this.toFile(row) : null;
  }

  private async toFile(file: StoredFile): Promise<DisputeFileType> {
    const stored = await this.files.toType(file);
    return {
      id: stored.id,
      path: stored.path,
      caption: stored.caption,
      originalUrl: stored.originalUrl,
      mimetype: stored.mimetype,
      createdAt: stored.createdAt,
    };
  }
}

/** Invoice.disputes (spec 000 s3 "disputes"; the details page's Dispute Details table). */
@Resolver(() => InvoiceType)
export class InvoiceDisputesResolver {
  constructor(private readonly em: EntityManager) {}

  @ResolveField(() => [DisputeShort])
  async disputes(invoice: InvoiceType, _args: NoArgs, ctx: GqlContext): Promise<DisputeShort[]> {
    const viewer = ctx.req.user;
    // The pay page (public view) and other tenants see no disputes.
    if (invoice.publicView || !viewer || (!isStaff(viewer.role) && viewer.organizationId !== invoice.ownerId)) return [];
    const rows = await this.em.find(Dispute, { invoice: invoice.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map((d) => ({
      id: d.id,
      code: d.code,
      disputeAmount: centsToDecimal(d.disputeAmountCents),
      status: d.status,
      progressStatus: d.progressStatus,
      createdAt: d.createdAt,
    }));
  }
}
