import { randomBytes } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import {
  applyBps,
  can,
  canDisburseInvoice,
  canEditInvoiceSections,
  canVoidInvoice,
  INVOICE_ACTION_MESSAGES,
  INVOICE_MESSAGES,
  type InvoiceStatus,
  type OrganizationStatus,
  type OrganizationType,
  percentToBps,
  toCents,
  validateDisbursement,
  validateInvoiceCreate,
  validateInvoiceCustomer,
  validateInvoicePayment,
  validateInvoiceTrip,
  validateLineItem,
} from '@pg/domain';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';

import type { AuthUser } from '../common/auth-user';
import { accountLocked, assertValid, authRequired, badInput, forbidden, incompleteProfile, notFound } from '../common/gateway.exception';
import { isTransientFailure, serviceUnavailable } from '../common/transient-failure';
import { EventsService } from '../events/events.service';
import { FilesService } from '../files/files.service';
import { isBusinessProfileComplete } from '../organizations/business-profile';
import { Organization } from '../organizations/organization.entity';
import { User } from '../users/user.entity';
import { Disbursement } from './disbursement.entity';
import type { CreateInvoiceInput, UpdateInvoiceInput } from './dtos/invoice.inputs';
import { Invoice } from './invoice.entity';
import { findVisibleInvoice, UUID } from './invoice-access';
import { withAmountsUnfrozen } from './invoice-amounts-lock';
import { processInput, recordInvoiceEvent } from './invoice-events';
import { InvoiceProcessService } from './invoice-process.service';
import { applyTotals } from './invoice-totals';
import { LineItem } from './line-item.entity';

@Injectable()
export class InvoicesService {
  private readonly logger = new Logger('Invoices');

  constructor(
    private readonly em: EntityManager,
    private readonly history: EventsService,
    private readonly process: InvoiceProcessService,
    private readonly files: FilesService,
  ) {}

  /** invoice(id) for a session, invoice(accessKey) for anyone holding the pay link. */
  async findForViewer(user: AuthUser | null, id?: string | null, accessKey?: string | null): Promise<Invoice> {
    if (accessKey) {
      const invoice = await this.em.findOne(Invoice, { accessKey, deletedAt: null }, { populate: ['owner'] });
      if (!invoice || (id && invoice.id !== id)) throw notFound('Invoice');
      return invoice;
    }
    if (!id) throw badInput('id or accessKey is required');
    // `invoice` is a public operation (for the pay link), so the guard let this caller through:
    // by id it is the signed-in rule, checked here.
    if (!user) throw authRequired();
    if (user.locked) throw accountLocked();
    return findVisibleInvoice(this.em, user, id);
  }

  async create(user: AuthUser, input: CreateInvoiceInput): Promise<Invoice> {
    if (!can(user.role, 'createInvoice')) throw forbidden();
    const owner = await this.em.findOneOrFail(Organization, { id: user.organizationId });
    if (!owner.refundPolicyTerms) throw badInput(INVOICE_MESSAGES.refundPolicyRequired);
    if (!isBusinessProfileComplete(owner)) throw incompleteProfile();

    assertValid({
      ...validateInvoiceCustomer({
        name: input.name ?? '',
        recipientName: input.recipientName ?? '',
        recipientSurName: input.recipientSurName ?? '',
        recipientEmail: input.recipientEmail ?? '',
        merchantPO: input.merchantPO,
      }),
      // The merchant fee may not exceed the organization's platform fee (the form's slider maximum);
      // an organization's own default above it (platform fee lowered later) is capped, as on the form.
      ...validateInvoicePayment({
        type: input.type,
        merchantProcessingFee: input.merchantProcessingFee ?? Math.min(owner.merchantProcessingFeeBps!, owner.platformFeeBps) / 100,
        platformFeeBps: owner.platformFeeBps,
      }),
      ...validateInvoiceTrip({ type: input.type, dateOfService: input.dateOfService, numberOfPax: input.numberOfPax }, today()),
    });
    const lines = input.lineItems ?? [];
    lines.forEach((l) => assertValid(validateLineItem({ description: l.description, quantity: l.quantity, price: l.price })));
    const merchantFeeBps =
      input.merchantProcessingFee === null || input.merchantProcessingFee === undefined
        ? Math.min(owner.merchantProcessingFeeBps!, owner.platformFeeBps)
        : percentToBps(input.merchantProcessingFee);

    // Recipients and attachments are resolved before anything is written: a refused call changes nothing.
    const disbursementInputs = input.disbursements ?? [];
    const recipientIds = disbursementInputs.map((d) => d.recipientId).filter((x): x is string => !!x && UUID.test(x));
    const recipients = await this.em.find(Organization, { id: { $in: recipientIds }, status: 'active' });
    const recipientById = new Map(recipients.map((r) => [r.id, r]));
    const planned = [] as {
      recipient: Organization;
      amountCents: number;
      isDefault: boolean;
      file?: NonNullable<(typeof disbursementInputs)[number]['file']>;
    }[];
    disbursementInputs.forEach((d, index) => {
      const recipient = d.recipientId ? recipientById.get(d.recipientId) : undefined;
      const isDefault = index === 0 && recipient?.type === 'government';
      assertValid(validateDisbursement({ recipientId: recipient?.id, type: recipient?.type ?? d.type, amount: d.amount, isDefault }));
      planned.push({ recipient: recipient!, amountCents: toCents(d.amount!), isDefault, file: d.file ?? undefined });
    });
    const lineRows = lines.map((l) => ({ description: l.description!.trim(), quantity: l.quantity!, priceCents: toCents(l.price!) }));
    const subtotal = lineRows.reduce((s, l) => s + l.quantity * l.priceCents, 0);
    assertValid(
      validateInvoiceCreate({
        lineItems: lineRows,
        disbursements: planned.map((d) => ({ type: d.recipient.type, amountCents: d.amountCents, isDefault: d.isDefault, fileCount: d.file ? 1 : 0 })),
        subtotalCents: subtotal,
        merchantFeeCents: applyBps(subtotal, merchantFeeBps),
      }),
    );
    const attachments = await Promise.all(
      planned.map((d) =>
        d.file
          ? this.files.prepare(user, { ...d.file, type: d.file.type ?? (d.recipient.type === 'hotel' ? 'hotel_invoice' : 'doi_document') })
          : Promise.resolve(undefined),
      ),
    );

    const code = await this.nextCode();
    const invoice = this.em.create(Invoice, {
      code,
      accessKey: randomBytes(32).toString('base64url'),
      status: 'unpaid',
      type: input.type!,
      name: input.name!.trim(),
      recipientName: input.recipientName!.trim(),
      recipientSurName: input.recipientSurName!.trim(),
      recipientEmail: input.recipientEmail!.trim().toLowerCase(),
      numberOfPax: input.numberOfPax!,
      dateOfService: input.dateOfService!,
      dateOfArrival: input.dateOfArrival ?? null,
      merchantPO: input.merchantPO?.trim() || null,
      merchantProcessingFeeBps: merchantFeeBps,
      platformFeeBps: owner.platformFeeBps,
      refundPolicyTerms: owner.refundPolicyTerms,
      owner,
      createdBy: this.em.getReference(User, user.id),
    });
    lineRows.forEach((l, sort) => this.em.create(LineItem, { ...l, sort, invoice }));
    applyTotals(invoice, lineRows);
    planned.forEach((d, sort) => {
      const row = this.em.create(Disbursement, {
        invoice,
        recipient: d.recipient,
        type: d.recipient.type,
        amountCents: d.amountCents,
        isDefault: d.isDefault,
        sort,
      });
      const file = attachments[sort];
      if (file) file.disbursement = row;
    });
    recordInvoiceEvent(this.history, this.em, invoice, 'Invoice Created', user.id, { total: invoice.totalCents });
    await this.em.flush();

    await this.startProcess(invoice);
    return invoice;
  }

  async update(user: AuthUser, input: UpdateInvoiceInput): Promise<Invoice> {
    const invoice = await findVisibleInvoice(this.em, user, input.id);
    if (!canEditInvoiceSections(user.role, invoice.status)) throw badInput(INVOICE_ACTION_MESSAGES.locked);
    const next = {
      name: input.name ?? invoice.name,
      recipientName: input.recipientName ?? invoice.recipientName,
      recipientSurName: input.recipientSurName ?? invoice.recipientSurName,
      recipientEmail: input.recipientEmail ?? invoice.recipientEmail,
      type: input.type ?? invoice.type,
      numberOfPax: input.numberOfPax ?? invoice.numberOfPax,
      dateOfService: input.dateOfService ?? invoice.dateOfService,
      merchantProcessingFee: input.merchantProcessingFee ?? invoice.merchantProcessingFeeBps / 100,
    };
    assertValid({
      ...validateInvoiceCustomer({ ...next, merchantPO: input.merchantPO }),
      // Against the invoice's own platform fee, fixed at its creation (decision 0021).
      ...validateInvoicePayment({ type: next.type, merchantProcessingFee: next.merchantProcessingFee, platformFeeBps: invoice.platformFeeBps }),
      // A date already on the invoice stays acceptable; a newly chosen one may not be past.
      ...validateInvoiceTrip({ type: next.type, dateOfService: next.dateOfService, numberOfPax: next.numberOfPax }, input.dateOfService ? today() : undefined),
    });
    const changes: Partial<Invoice> = {
      name: next.name.trim(),
      recipientName: next.recipientName.trim(),
      recipientSurName: next.recipientSurName.trim(),
      recipientEmail: next.recipientEmail.trim().toLowerCase(),
      type: next.type,
      numberOfPax: next.numberOfPax,
      dateOfService: next.dateOfService,
      merchantProcessingFeeBps: percentToBps(next.merchantProcessingFee),
    };
    if (input.dateOfArrival !== undefined) changes.dateOfArrival = input.dateOfArrival;
    if (input.merchantPO !== undefined) changes.merchantPO = input.merchantPO?.trim() || null;
    if (input.estimatedDisbursementDate !== undefined) changes.estimatedDisbursementDate = input.estimatedDisbursementDate;
    const changed = (Object.keys(changes) as (keyof Invoice)[]).filter((k) => !sameValue(invoice[k], changes[k]));
    if (changed.length === 0) return invoice;
    this.em.assign(invoice, changes);
    if (changed.includes('merchantProcessingFeeBps')) {
      applyTotals(invoice, await this.em.find(LineItem, { invoice: invoice.id }));
    }
    recordInvoiceEvent(this.history, this.em, invoice, 'Invoice Updated', user.id, { fields: changed });
    // The merchant fee moves the payable: frozen while a payment is in progress (issue 47).
    if (changed.includes('merchantProcessingFeeBps')) await withAmountsUnfrozen(this.em, invoice.id, () => this.em.flush());
    else await this.em.flush();
    return invoice;
  }

  /** updateStatus: 'void' and 'disbursed' go through the process; nothing else may be set by hand. */
  async updateStatus(user: AuthUser, id: string, status: InvoiceStatus): Promise<Invoice> {
    const invoice = await findVisibleInvoice(this.em, user, id);
    const actor = { userId: user.id, role: user.role };
    if (status === 'void') {
      if (!canVoidInvoice(user.role, invoice.status)) throw badInput(INVOICE_ACTION_MESSAGES.voidNotAllowed);
      await this.process.void(processInput(invoice), actor);
    } else if (status === 'disbursed') {
      if (!canDisburseInvoice(user.role, invoice.status)) throw badInput(INVOICE_ACTION_MESSAGES.disburseNotAllowed);
      await this.process.disburse(processInput(invoice), actor);
    } else {
      throw badInput(INVOICE_ACTION_MESSAGES.statusNotAllowed);
    }
    await this.em.refresh(invoice);
    return invoice;
  }

  /** Deleting an unpaid invoice voids its process first (so no payment can start), then hides it. */
  async delete(user: AuthUser, id: string): Promise<void> {
    const invoice = await findVisibleInvoice(this.em, user, id);
    if (!canVoidInvoice(user.role, invoice.status) && invoice.status !== 'void') throw badInput(INVOICE_ACTION_MESSAGES.locked);
    if (invoice.status === 'unpaid') await this.process.void(processInput(invoice), { userId: user.id, role: user.role });
    await this.em.refresh(invoice);
    invoice.deletedAt = new Date();
    recordInvoiceEvent(this.history, this.em, invoice, 'Invoice Deleted', user.id);
    await this.em.flush();
  }

  /** Recipients for disbursements: active organizations by type (id, name, type only). */
  async organizations(types?: OrganizationType[] | null, statuses?: OrganizationStatus[] | null): Promise<{ id: string; name: string; type: string }[]> {
    return await this.em.find(
      Organization,
      { ...(types?.length ? { type: { $in: types } } : {}), status: { $in: statuses?.length ? statuses : ['active'] } },
      { fields: ['id', 'name', 'type'], orderBy: { name: 'asc', id: 'asc' }, limit: 500 },
    );
  }

  /**
   * Starts the invoice's process (workflow invoice-<code>). A code whose workflow id is taken
   * (a database restored or recreated against a Temporal that remembers older invoices) moves
   * to a fresh code further along the sequence instead of failing the invoice.
   */
  private async startProcess(invoice: Invoice): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.process.start(processInput(invoice));
        return;
      } catch (error) {
        if (error instanceof WorkflowExecutionAlreadyStartedError && attempt < 10) {
          invoice.code = await this.nextCode(true);
          await this.em.flush();
          continue;
        }
        // Without its process the invoice could never be paid: take it back and report.
        this.logger.error(`could not start the process of ${invoice.code}: ${error instanceof Error ? error.message : String(error)}`);
        await this.em.nativeDelete(Invoice, { id: invoice.id });
        throw isTransientFailure(error) ? serviceUnavailable() : badInput('Unexpected error has occurred. Please try again');
      }
    }
  }

  private async nextCode(jump = false): Promise<string> {
    const sql = jump
      ? `select setval('invoice_code_seq', nextval('invoice_code_seq') + floor(random() * 100000)::int) as n`
      : `select nextval('invoice_code_seq') as n`;
    const [row] = await this.em.execute<{ n: string }[]>(sql);
    return `INV-${new Date().getUTCFullYear()}-${String(row.n).padStart(6, '0')}`;
  }
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}
