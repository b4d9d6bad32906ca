import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { centsToDecimal } from '@pg/domain';

import { checkoutProcessInput } from '../checkouts/checkout-events';
import { CheckoutProcessService } from '../checkouts/checkout-process.service';
import { WebPayment } from '../checkouts/web-payment.entity';
import type { AuthUser } from '../common/auth-user';
import { badInput, notFound } from '../common/gateway.exception';
import { Invoice } from '../invoices/invoice.entity';
import { processInput } from '../invoices/invoice-events';
import { InvoiceProcessService } from '../invoices/invoice-process.service';
import { ChargeReconciliation, type ReconciliationOutcome } from './charge-reconciliation.entity';
import type { ChargeReconciliationType } from './dtos/charge-reconciliation.type';

export const RECORD_NOT_PAYABLE =
  'This record is no longer awaiting payment (void or cancelled): refund the charge at the processor, then settle it as not paid.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The reconciliation queue (issue 47): the charges whose outcome stayed unknown past the bound,
 * listed for PG Admin, who checks the processor and settles each through the record's process
 * (the same charge activity records the outcome: paid through the normal paid path and journal).
 */
@Injectable()
export class ReconciliationService {
  constructor(
    private readonly em: EntityManager,
    private readonly invoices: InvoiceProcessService,
    private readonly checkouts: CheckoutProcessService,
  ) {}

  async list(open: boolean): Promise<ChargeReconciliationType[]> {
    const rows = await this.em.find(ChargeReconciliation, open ? { settledAt: null } : {}, { orderBy: { attemptedAt: 'asc' }, limit: 500 });
    return this.toTypes(rows);
  }

  async settle(user: AuthUser, id: string, outcome: ReconciliationOutcome, chargeId: string | null | undefined): Promise<ChargeReconciliationType> {
    const row = UUID.test(id) ? await this.em.findOne(ChargeReconciliation, { id }) : null;
    if (!row) throw notFound('Reconciliation');
    if (row.settledAt) throw badInput('This payment has already been settled.');
    const charge = chargeId?.trim() ?? '';
    if (outcome === 'paid' && !charge) throw badInput("The processor's charge id is required to settle a payment as paid");
    const reconciled = outcome === 'paid' ? { outcome, chargeId: charge, userId: user.id } : { outcome, userId: user.id };
    const args = { idempotencyKey: row.idempotencyKey, reconciled };
    const invoice = row.recordKind === 'invoice' ? await this.em.findOneOrFail(Invoice, { id: row.recordId }, { populate: ['owner'] }) : null;
    const checkout = invoice ? null : await this.em.findOneOrFail(WebPayment, { id: row.recordId }, { populate: ['owner'] });
    // Voided or cancelled meanwhile: the record can no longer be paid; the charge is refunded at the processor instead.
    const payable = invoice ? invoice.status === 'unpaid' : checkout!.status === 'unpaid' || checkout!.status === 'failed';
    if (outcome === 'paid' && !payable) throw badInput(RECORD_NOT_PAYABLE);
    const result = invoice
      ? await this.invoices.settleReconciliation(processInput(invoice), args)
      : await this.checkouts.settleReconciliation(checkoutProcessInput(checkout!), args);
    const settledAs: ReconciliationOutcome = result.status === 'succeeded' ? 'paid' : 'notPaid';
    this.em.assign(row, { settledAt: new Date(), outcome: settledAs, chargeId: settledAs === 'paid' ? charge : null, settledById: user.id });
    await this.em.flush();
    return (await this.toTypes([row]))[0];
  }

  private async toTypes(rows: ChargeReconciliation[]): Promise<ChargeReconciliationType[]> {
    const ids = [...new Set(rows.map((r) => r.organizationId))];
    const names = new Map(
      ids.length
        ? (await this.em.execute<{ id: string; name: string }[]>('select id, name from organization where id = any(?::uuid[])', [`{${ids.join(',')}}`])).map(
            (o) => [o.id, o.name],
          )
        : [],
    );
    return rows.map((r) => ({
      id: r.id,
      recordKind: r.recordKind,
      recordId: r.recordId,
      recordCode: r.recordCode,
      organizationName: names.get(r.organizationId) ?? '',
      processor: r.processor,
      idempotencyKey: r.idempotencyKey,
      amount: centsToDecimal(r.amountCents),
      attemptedAt: r.attemptedAt,
      queuedAt: r.createdAt,
      settledAt: r.settledAt ?? null,
      outcome: r.outcome ?? null,
      chargeId: r.chargeId ?? null,
    }));
  }
}
