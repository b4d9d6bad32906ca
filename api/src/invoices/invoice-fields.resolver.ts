import { EntityManager } from '@mikro-orm/postgresql';
import { ResolveField, Resolver } from '@nestjs/graphql';
import { centsToDecimal, invoiceTotals } from '@pg/domain';
import type { GraphQLResolveInfo } from 'graphql';

import type { GqlContext, NoArgs } from '../common/auth-user';
import { StoredFileType } from '../files/dtos/stored-file.type';
import { FilesService } from '../files/files.service';
import { OrganizationType } from '../organizations/dtos/organization.type';
import { toOrganizationType } from '../organizations/organization.mapper';
import { DisbursementType, InvoiceTotalsType, InvoiceType, InvoiceUser, LineItemType, PaymentType, PayoutType } from './dtos/invoice.type';
import { loadersFor } from './invoice.loaders';
import { toDisbursementType, toLineItemType, toPaymentType, toPayoutType } from './invoice.mapper';
import { selectsAny } from './selected-fields';

const DISBURSEMENT_TOTALS = new Set(['disbursements', 'net']);

// Nested parts of an invoice, loaded in batches per request. The pay page (publicView) sees
// the line items and the seller, never payments, payouts, disbursements or files.
@Resolver(() => InvoiceType)
export class InvoiceFieldsResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
  ) {}

  @ResolveField(() => OrganizationType)
  owner(invoice: InvoiceType, _args: NoArgs, ctx: GqlContext): OrganizationType | Promise<OrganizationType> {
    // A merchant's own organization is the session's: answered at once (see knownOrLoaded).
    return loadersFor(ctx.req, this.em).owner(invoice.ownerId, (org) => toOrganizationType(org!));
  }

  @ResolveField(() => InvoiceUser, { nullable: true, description: 'Who disbursed it (staff)' })
  async disbursedBy(invoice: InvoiceType, _args: NoArgs, ctx: GqlContext): Promise<InvoiceUser | null> {
    if (invoice.publicView || !invoice.disbursedById) return null;
    const user = await loadersFor(ctx.req, this.em).users.load(invoice.disbursedById);
    return user ? { id: user.id, name: [user.name, user.surname].filter(Boolean).join(' '), email: user.email } : null;
  }

  @ResolveField(() => [LineItemType])
  async lineItems(invoice: InvoiceType, _args: NoArgs, ctx: GqlContext): Promise<LineItemType[]> {
    return (await loadersFor(ctx.req, this.em).lineItems.load(invoice.id)).map(toLineItemType);
  }

  @ResolveField(() => [DisbursementType])
  async disbursements(invoice: InvoiceType, _args: NoArgs, ctx: GqlContext): Promise<DisbursementType[]> {
    if (invoice.publicView) return [];
    return (await loadersFor(ctx.req, this.em).disbursements.load(invoice.id)).map(toDisbursementType);
  }

  @ResolveField(() => InvoiceTotalsType)
  totals(invoice: InvoiceType, _args: NoArgs, ctx: GqlContext, info: GraphQLResolveInfo): InvoiceTotalsType | Promise<InvoiceTotalsType> {
    if (invoice.publicView) return invoice.totals;
    // Subtotal, fee, total and merchant fee are on the invoice row (answered at once, no promise
    // per row); only these two need the disbursements, so a list that does not ask for them
    // costs no disbursement query.
    if (!selectsAny(info, DISBURSEMENT_TOTALS)) return invoice.totals;
    return this.totalsWithDisbursements(invoice, ctx);
  }

  private async totalsWithDisbursements(invoice: InvoiceType, ctx: GqlContext): Promise<InvoiceTotalsType> {
    const disbursed = (await loadersFor(ctx.req, this.em).disbursements.load(invoice.id)).map((d) => d.amountCents);
    const t = invoiceTotals({
      lineItems: [{ quantity: 1, priceCents: invoice.internal.subtotalCents }],
      platformFeeBps: invoice.internal.platformFeeBps,
      merchantFeeBps: invoice.internal.merchantFeeBps,
      disbursementCents: disbursed,
    });
    return { ...invoice.totals, disbursements: centsToDecimal(t.disbursementsCents), net: centsToDecimal(t.netCents) };
  }

  @ResolveField(() => [PaymentType], { description: 'Transaction history' })
  async payments(invoice: InvoiceType, _args: NoArgs, ctx: GqlContext): Promise<PaymentType[]> {
    if (invoice.publicView) return [];
    return (await loadersFor(ctx.req, this.em).payments.load(invoice.id)).map(toPaymentType);
  }

  @ResolveField(() => [PayoutType], { description: 'Visible to bank and platform roles' })
  async payouts(invoice: InvoiceType, _args: NoArgs, ctx: GqlContext): Promise<PayoutType[]> {
    // Withheld from other roles at the GraphQL edge (FIELD_ACCESS 'Invoice.payouts').
    if (invoice.publicView) return [];
    return (await loadersFor(ctx.req, this.em).payouts.load(invoice.id)).map(toPayoutType);
  }

  @ResolveField(() => [StoredFileType])
  async creditAdvices(invoice: InvoiceType, _args: NoArgs, ctx: GqlContext): Promise<StoredFileType[]> {
    if (invoice.publicView) return [];
    const files = await loadersFor(ctx.req, this.em).invoiceFiles.load(invoice.id);
    return Promise.all(files.filter((f) => f.type === 'credit_advice').map((f) => this.files.toType(f)));
  }
}

@Resolver(() => DisbursementType)
export class DisbursementFieldsResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
  ) {}

  @ResolveField(() => [StoredFileType])
  async hotelInvoice(d: DisbursementType, _args: NoArgs, ctx: GqlContext): Promise<StoredFileType[]> {
    const files = await loadersFor(ctx.req, this.em).disbursementFiles.load(d.id);
    return Promise.all(files.filter((f) => f.type === 'hotel_invoice').map((f) => this.files.toType(f)));
  }

  @ResolveField(() => [StoredFileType])
  async doiDocument(d: DisbursementType, _args: NoArgs, ctx: GqlContext): Promise<StoredFileType[]> {
    const files = await loadersFor(ctx.req, this.em).disbursementFiles.load(d.id);
    return Promise.all(files.filter((f) => f.type === 'doi_document').map((f) => this.files.toType(f)));
  }
}
