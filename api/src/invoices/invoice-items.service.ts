import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  applyBps,
  canEditDisbursements,
  canEditInvoiceSections,
  canEditPayouts,
  canSeePayouts,
  INVOICE_ACTION_MESSAGES,
  INVOICE_MESSAGES,
  toCents,
  validateDisbursement,
  validateInvoiceCreate,
  validateLineItem,
  validatePayout,
} from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { assertValid, badInput, forbidden, notFound } from '../common/gateway.exception';
import { EventsService } from '../events/events.service';
import { FilesService } from '../files/files.service';
import { Organization } from '../organizations/organization.entity';
import { User } from '../users/user.entity';
import { Disbursement } from './disbursement.entity';
import type { InvoiceItemInput, InvoicePayoutInput, ReorderInvoiceItemsInput, SaveDisbursementInput } from './dtos/invoice.inputs';
import type { Invoice } from './invoice.entity';
import { findVisibleInvoice, UUID } from './invoice-access';
import { withAmountsUnfrozen } from './invoice-amounts-lock';
import { recordInvoiceEvent } from './invoice-events';
import { applyTotals } from './invoice-totals';
import { LineItem } from './line-item.entity';
import { Payout } from './payout.entity';

// Line items, disbursements and payouts of an invoice: each edit checks tenancy, the role and
// the status lock, keeps totals in step, and validates with the spec's messages first.
@Injectable()
export class InvoiceItemsService {
  constructor(
    private readonly em: EntityManager,
    private readonly history: EventsService,
    private readonly files: FilesService,
  ) {}

  async saveItem(user: AuthUser, input: InvoiceItemInput): Promise<LineItem> {
    const invoice = await this.editableSections(user, input.invoiceId);
    assertValid(validateLineItem({ description: input.description, quantity: input.quantity, price: input.price }));
    const lines = await this.em.find(LineItem, { invoice: invoice.id }, { orderBy: { sort: 'asc' } });
    let item: LineItem | undefined;
    if (input.id) {
      item = lines.find((l) => l.id === input.id);
      if (!item) throw notFound('Invoice item');
      this.em.assign(item, { description: input.description!.trim(), quantity: input.quantity!, priceCents: toCents(input.price!) });
    } else {
      item = this.em.create(LineItem, {
        invoice,
        description: input.description!.trim(),
        quantity: input.quantity!,
        priceCents: toCents(input.price!),
        sort: (lines.at(-1)?.sort ?? -1) + 1,
      });
      lines.push(item);
    }
    await this.checkDisbursementsFit(invoice, lines);
    applyTotals(invoice, lines);
    recordInvoiceEvent(this.history, this.em, invoice, input.id ? 'Invoice Item Updated' : 'Invoice Item Added', user.id, { description: item.description });
    await withAmountsUnfrozen(this.em, invoice.id, () => this.em.flush());
    return item;
  }

  async deleteItems(user: AuthUser, ids: string[]): Promise<void> {
    const valid = ids.filter((id) => UUID.test(id));
    if (valid.length === 0) throw notFound('Invoice item');
    const items = await this.em.find(LineItem, { id: { $in: valid } }, { populate: ['invoice'] });
    if (items.length !== new Set(valid).size) throw notFound('Invoice item');
    const invoiceIds = new Set(items.map((i) => i.invoice.id));
    if (invoiceIds.size !== 1) throw badInput('Invoice items must belong to one invoice');
    const invoice = await this.editableSections(user, [...invoiceIds][0]);
    const remaining = (await this.em.find(LineItem, { invoice: invoice.id })).filter((l) => !valid.includes(l.id));
    if (remaining.length === 0) throw badInput(INVOICE_MESSAGES.lineItemRequired);
    await this.checkDisbursementsFit(invoice, remaining);
    items.forEach((i) => this.em.remove(i));
    applyTotals(invoice, remaining);
    recordInvoiceEvent(this.history, this.em, invoice, 'Invoice Item Removed', user.id, { count: items.length });
    await withAmountsUnfrozen(this.em, invoice.id, () => this.em.flush());
  }

  /** Sets each moved item's position, then renumbers 0..n-1 so positions stay dense. */
  async reorder(user: AuthUser, input: ReorderInvoiceItemsInput): Promise<LineItem[]> {
    const invoice = await this.editableSections(user, input.invoiceId);
    const lines = await this.em.find(LineItem, { invoice: invoice.id }, { orderBy: { sort: 'asc', createdAt: 'asc' } });
    const order = [...lines];
    for (const move of input.move) {
      const from = order.findIndex((l) => l.id === move.id);
      if (from < 0) throw notFound('Invoice item');
      const [item] = order.splice(from, 1);
      order.splice(Math.min(Math.max(move.sortOrder, 0), order.length), 0, item);
    }
    order.forEach((l, i) => (l.sort = i));
    await this.em.flush();
    return order;
  }

  async saveDisbursement(user: AuthUser, input: SaveDisbursementInput, createOnly = false): Promise<Disbursement> {
    const invoice = await this.editableDisbursements(user, input.invoiceId);
    const rows = await this.em.find(Disbursement, { invoice: invoice.id }, { populate: ['recipient'], orderBy: { sort: 'asc' } });
    let row = input.id && !createOnly ? rows.find((d) => d.id === input.id) : undefined;
    if (input.id && !createOnly && !row) throw notFound('Disbursement');
    // The fixed DOI row keeps its recipient; its amount may be 0.
    const recipientId = row?.isDefault ? row.recipient.id : input.recipientId;
    const recipient = recipientId && UUID.test(recipientId) ? await this.em.findOne(Organization, { id: recipientId, status: 'active' }) : null;
    assertValid(validateDisbursement({ recipientId: recipient?.id, type: recipient?.type ?? input.type, amount: input.amount, isDefault: row?.isDefault }));
    const amountCents = toCents(input.amount!);
    const file = input.file
      ? await this.files.prepare(user, { ...input.file, type: input.file.type ?? (recipient!.type === 'hotel' ? 'hotel_invoice' : 'doi_document') })
      : undefined;
    if (row) {
      this.em.assign(row, { recipient: recipient!, type: recipient!.type, amountCents });
    } else {
      row = this.em.create(Disbursement, { invoice, recipient: recipient!, type: recipient!.type, amountCents, sort: (rows.at(-1)?.sort ?? -1) + 1 });
      rows.push(row);
    }
    if (file) file.disbursement = row;
    const lines = await this.em.find(LineItem, { invoice: invoice.id });
    const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.priceCents, 0);
    // Files are attached after a row exists on the details page (createFile), so here only the
    // amount rule of the create-level checks applies.
    const errors = validateInvoiceCreate({
      lineItems: lines,
      disbursements: rows.map((d) => ({ type: d.type, amountCents: d.amountCents, isDefault: d.isDefault, fileCount: 1 })),
      subtotalCents: subtotal,
      merchantFeeCents: applyBps(subtotal, invoice.merchantProcessingFeeBps),
    });
    if (errors.total) throw badInput(errors.total);
    recordInvoiceEvent(this.history, this.em, invoice, input.id && !createOnly ? 'Disbursement Updated' : 'Disbursement Added', user.id, {
      recipient: recipient!.name,
      amount: amountCents,
    });
    await this.em.flush();
    return row;
  }

  async deleteDisbursements(user: AuthUser, ids: string[]): Promise<void> {
    const valid = ids.filter((id) => UUID.test(id));
    if (valid.length === 0) throw notFound('Disbursement');
    const rows = await this.em.find(Disbursement, { id: { $in: valid } }, { populate: ['invoice'] });
    if (rows.length !== new Set(valid).size) throw notFound('Disbursement');
    const invoiceIds = new Set(rows.map((d) => d.invoice.id));
    if (invoiceIds.size !== 1) throw badInput('Disbursements must belong to one invoice');
    const invoice = await this.editableDisbursements(user, [...invoiceIds][0]);
    if (rows.some((d) => d.isDefault)) throw badInput('The Department Of Immigration disbursement cannot be removed.');
    rows.forEach((d) => this.em.remove(d));
    recordInvoiceEvent(this.history, this.em, invoice, 'Disbursement Removed', user.id, { count: rows.length });
    await this.em.flush();
  }

  async savePayout(user: AuthUser, input: InvoicePayoutInput): Promise<Payout> {
    if (!canEditPayouts(user.role)) throw forbidden();
    const invoice = await findVisibleInvoice(this.em, user, input.invoiceId);
    assertValid(validatePayout({ amount: input.amount, remarks: input.remarks, payoutDate: input.payoutDate }));
    let amountCents: number;
    try {
      amountCents = toCents(input.amount!);
    } catch {
      throw badInput({ amount: INVOICE_MESSAGES.priceDecimals });
    }
    let payout: Payout | null = null;
    if (input.id) {
      payout = UUID.test(input.id) ? await this.em.findOne(Payout, { id: input.id, invoice: invoice.id }) : null;
      if (!payout) throw notFound('Payout');
      this.em.assign(payout, { amountCents, remarks: input.remarks?.trim() || null, payoutDate: input.payoutDate! });
    } else {
      payout = this.em.create(Payout, {
        invoice,
        amountCents,
        remarks: input.remarks?.trim() || null,
        payoutDate: input.payoutDate!,
        createdBy: this.em.getReference(User, user.id),
      });
    }
    recordInvoiceEvent(this.history, this.em, invoice, input.id ? 'Payout Updated' : 'Payout Added', user.id, { amount: amountCents });
    await this.em.flush();
    return payout;
  }

  async deletePayout(user: AuthUser, id: string): Promise<void> {
    if (!canEditPayouts(user.role)) throw forbidden();
    const payout = UUID.test(id) ? await this.em.findOne(Payout, { id }, { populate: ['invoice'] }) : null;
    if (!payout) throw notFound('Payout');
    const invoice = await findVisibleInvoice(this.em, user, payout.invoice.id);
    this.em.remove(payout);
    recordInvoiceEvent(this.history, this.em, invoice, 'Payout Removed', user.id, { amount: payout.amountCents });
    await this.em.flush();
  }

  async payouts(user: AuthUser, invoiceId?: string | null, first?: number | null, page?: number | null): Promise<{ items: Payout[]; total: number }> {
    if (!canSeePayouts(user.role)) throw forbidden();
    const size = Math.min(Math.max(first ?? 10, 1), 100);
    const where = invoiceId ? { invoice: (await findVisibleInvoice(this.em, user, invoiceId)).id } : {};
    const [items, total] = await this.em.findAndCount(Payout, where, {
      orderBy: { payoutDate: 'desc', id: 'desc' },
      limit: size,
      offset: Math.max((page ?? 1) - 1, 0) * size,
    });
    return { items, total };
  }

  async payout(user: AuthUser, id: string): Promise<Payout> {
    if (!canSeePayouts(user.role)) throw forbidden();
    const payout = UUID.test(id) ? await this.em.findOne(Payout, { id }) : null;
    if (!payout) throw notFound('Payout');
    return payout;
  }

  private async editableSections(user: AuthUser, invoiceId: string): Promise<Invoice> {
    const invoice = await findVisibleInvoice(this.em, user, invoiceId);
    if (!canEditInvoiceSections(user.role, invoice.status)) throw badInput(INVOICE_ACTION_MESSAGES.locked);
    return invoice;
  }

  private async editableDisbursements(user: AuthUser, invoiceId: string): Promise<Invoice> {
    const invoice = await findVisibleInvoice(this.em, user, invoiceId);
    if (!canEditDisbursements(user.role, invoice.status, invoice.transferId)) throw badInput(INVOICE_ACTION_MESSAGES.locked);
    return invoice;
  }

  /** A smaller subtotal must still cover the disbursements already planned. */
  private async checkDisbursementsFit(invoice: Invoice, lines: readonly { quantity: number; priceCents: number }[]): Promise<void> {
    const disbursed = (await this.em.find(Disbursement, { invoice: invoice.id })).reduce((s, d) => s + d.amountCents, 0);
    const subtotal = lines.reduce((s, l) => s + l.quantity * l.priceCents, 0);
    if (disbursed > subtotal - applyBps(subtotal, invoice.merchantProcessingFeeBps)) throw badInput(INVOICE_MESSAGES.disbursementTooHigh);
  }
}
