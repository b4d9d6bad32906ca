import { EntityManager } from '@mikro-orm/postgresql';
import { ResolveField, Resolver } from '@nestjs/graphql';
import { centsToDecimal, signedTransferAmountCents, type TransferItemKind } from '@pg/domain';
import DataLoader from 'dataloader';

import { WebPaymentType } from '../checkouts/dtos/web-payment.type';
import { WebPayment } from '../checkouts/web-payment.entity';
import { toWebPaymentType } from '../checkouts/web-payment.mapper';
import type { AuthUser, GqlContext, NoArgs } from '../common/auth-user';
import { Dispute } from '../disputes/dispute.entity';
import { toDisputeType } from '../disputes/dispute.mapper';
import { DisputeTransferRef, DisputeType } from '../disputes/dtos/dispute.type';
import { InvoiceTransferRef, InvoiceType } from '../invoices/dtos/invoice.type';
import { Invoice } from '../invoices/invoice.entity';
import { toInvoiceType } from '../invoices/invoice.mapper';
import { Organization } from '../organizations/organization.entity';
import { RefundType } from '../refunds/dtos/refund.type';
import { Refund } from '../refunds/refund.entity';
import { toRefundType } from '../refunds/refund.mapper';
import { TransferItemType, TransferType } from './dtos/transfer.type';
import { Transfer } from './transfer.entity';
import { TransferItem } from './transfer-item.entity';

/** An item's status now and its own Sub Total (spec 002 s2), in cents. */
interface ItemFacts {
  status: string;
  subtotalCents: number;
}

/**
 * The items' statuses now (a dispute's, won or not, is its progress status) and Sub Totals by
 * kind: an invoice's subtotal, a checkout's amount, a refund's line items, a dispute's amount.
 */
async function factsOf(em: EntityManager, kind: TransferItemKind, ids: string[]): Promise<Map<string, ItemFacts>> {
  if (ids.length === 0) return new Map();
  switch (kind) {
    case 'invoice':
      return new Map(
        (await em.find(Invoice, { id: { $in: ids } }, { fields: ['id', 'status', 'subtotalCents'] })).map((r) => [
          r.id,
          { status: r.status, subtotalCents: r.subtotalCents },
        ]),
      );
    case 'checkout':
      return new Map(
        (await em.find(WebPayment, { id: { $in: ids } }, { fields: ['id', 'status', 'amountCents'] })).map((r) => [
          r.id,
          { status: r.status, subtotalCents: r.amountCents },
        ]),
      );
    case 'refund':
    case 'releasedRefund':
      return new Map(
        (await em.find(Refund, { id: { $in: ids } }, { fields: ['id', 'progressStatus', 'subtotalCents'] })).map((r) => [
          r.id,
          { status: r.progressStatus, subtotalCents: r.subtotalCents },
        ]),
      );
    case 'dispute':
    case 'wonDispute':
      return new Map(
        (await em.find(Dispute, { id: { $in: ids } }, { fields: ['id', 'progressStatus', 'disputeAmountCents'] })).map((r) => [
          r.id,
          { status: r.progressStatus, subtotalCents: r.disputeAmountCents },
        ]),
      );
  }
}

// The lists of a transfer (spec 002 s2 Transfer detail: Invoices, Checkouts, Refunds, Disputes,
// Won Disputes). The transfer itself was found for a staff caller; its parts follow it.
@Resolver(() => TransferType)
export class TransferFieldsResolver {
  constructor(private readonly em: EntityManager) {}

  @ResolveField(() => [TransferItemType], { description: 'Every item as the transfer counted it, by kind then code' })
  async items(transfer: TransferType): Promise<TransferItemType[]> {
    return this.itemsOf(transfer.id);
  }

  @ResolveField(() => [InvoiceType])
  async invoices(transfer: TransferType, _args: NoArgs, ctx: GqlContext): Promise<InvoiceType[]> {
    const rows = await this.em.find(Invoice, { transferId: transfer.id }, { populate: ['owner'], orderBy: { code: 'asc' } });
    return rows.map((i) => toInvoiceType(i, ctx.req.user ?? null));
  }

  @ResolveField(() => [WebPaymentType])
  async webPayments(transfer: TransferType, _args: NoArgs, ctx: GqlContext): Promise<WebPaymentType[]> {
    const rows = await this.em.find(WebPayment, { transferId: transfer.id }, { populate: ['owner', 'paymentGateway'], orderBy: { code: 'asc' } });
    return rows.map((wp) => toWebPaymentType(wp, [], ctx.req.user ?? null));
  }

  @ResolveField(() => [RefundType])
  async refunds(transfer: TransferType, _args: NoArgs, ctx: GqlContext): Promise<RefundType[]> {
    const rows = await this.em.find(Refund, { transferId: transfer.id }, { populate: ['owner', 'invoice'], orderBy: { code: 'asc' } });
    return rows.map((r) => toRefundType(r, ctx.req.user as AuthUser));
  }

  @ResolveField(() => [DisputeType], { description: 'Disputes deducted (their transferId is this transfer)' })
  async disputes(transfer: TransferType, _args: NoArgs, ctx: GqlContext): Promise<DisputeType[]> {
    const rows = await this.em.find(Dispute, { transferId: transfer.id }, { populate: ['owner', 'invoice', 'webPayment'], orderBy: { code: 'asc' } });
    return rows.map((d) => toDisputeType(d, ctx.req.user as AuthUser));
  }

  @ResolveField(() => [DisputeType], { description: 'Won disputes given back (their refundTransferId is this transfer)' })
  async wonDisputes(transfer: TransferType, _args: NoArgs, ctx: GqlContext): Promise<DisputeType[]> {
    const rows = await this.em.find(Dispute, { refundTransferId: transfer.id }, { populate: ['owner', 'invoice', 'webPayment'], orderBy: { code: 'asc' } });
    return rows.map((d) => toDisputeType(d, ctx.req.user as AuthUser));
  }

  private async itemsOf(transferId: string): Promise<TransferItemType[]> {
    const rows = await this.em.find(TransferItem, { transfer: transferId }, { orderBy: { kind: 'asc', code: 'asc' } });
    const orgIds = [...new Set(rows.map((r) => r.organization.id))];
    const orgs = new Map((await this.em.find(Organization, { id: { $in: orgIds } }, { fields: ['id', 'name'] })).map((o) => [o.id, o.name]));
    const kinds = [...new Set(rows.map((r) => r.kind))];
    const facts = new Map<TransferItemKind, Map<string, ItemFacts>>();
    for (const kind of kinds)
      facts.set(
        kind,
        await factsOf(
          this.em,
          kind,
          rows.filter((r) => r.kind === kind).map((r) => r.itemId),
        ),
      );
    return rows.map((r) => {
      const known = facts.get(r.kind)?.get(r.itemId);
      return {
        kind: r.kind,
        id: r.itemId,
        code: r.code,
        status: known?.status ?? 'transferred',
        // A record gone since (never expected: items are not deleted) shows what the transfer counted.
        subtotal: centsToDecimal(known?.subtotalCents ?? r.amountCents),
        amount: centsToDecimal(r.amountCents),
        signedAmount: centsToDecimal(signedTransferAmountCents(r.kind, r.amountCents)),
        organization: { id: r.organization.id, name: orgs.get(r.organization.id) ?? '' },
      };
    });
  }
}

const CODE_LOADERS = new WeakMap<object, DataLoader<string, string | undefined>>();

/** The codes of completed transfers by id, one query per request however many links it shows. */
function transferCodes(ctx: GqlContext, em: EntityManager): DataLoader<string, string | undefined> {
  let loader = CODE_LOADERS.get(ctx.req);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows = await em.find(Transfer, { id: { $in: [...ids] }, status: 'completed' }, { fields: ['id', 'code'] });
      const byId = new Map(rows.map((t) => [t.id, t.code]));
      return ids.map((id) => byId.get(id));
    });
    CODE_LOADERS.set(ctx.req, loader);
  }
  return loader;
}

/** A link to a transfer with its code; a transfer still being made (or undone) is not shown. */
async function transferRef(ctx: GqlContext, em: EntityManager, id: string | null | undefined): Promise<{ id: string; code: string } | null> {
  if (!id) return null;
  const code = await transferCodes(ctx, em).load(id);
  return code ? { id, code } : null;
}

/** Invoice.transfer (spec 000: the Transfer ID link to /transfers/{id}), with the transfer's code. */
@Resolver(() => InvoiceType)
export class InvoiceTransferResolver {
  constructor(private readonly em: EntityManager) {}

  @ResolveField(() => InvoiceTransferRef, { nullable: true })
  transfer(invoice: InvoiceType, _args: NoArgs, ctx: GqlContext): Promise<InvoiceTransferRef | null> {
    // The mapper withholds transferId from the public pay view.
    return transferRef(ctx, this.em, invoice.transferId);
  }
}

/** Dispute.transfer and Dispute.refundTransfer (spec 001 s3: {id, code}, linked from the dispute details). */
@Resolver(() => DisputeType)
export class DisputeTransferResolver {
  constructor(private readonly em: EntityManager) {}

  @ResolveField(() => DisputeTransferRef, { nullable: true, description: 'The transfer that deducted the disputed amount' })
  transfer(dispute: DisputeType, _args: NoArgs, ctx: GqlContext): Promise<DisputeTransferRef | null> {
    return transferRef(ctx, this.em, dispute.transferId);
  }

  @ResolveField(() => DisputeTransferRef, { nullable: true, description: "The transfer that gave a won dispute's amount back" })
  refundTransfer(dispute: DisputeType, _args: NoArgs, ctx: GqlContext): Promise<DisputeTransferRef | null> {
    return transferRef(ctx, this.em, dispute.refundTransferId);
  }
}
