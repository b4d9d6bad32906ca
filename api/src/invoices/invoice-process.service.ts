import { Injectable } from '@nestjs/common';
import {
  type ActorInput,
  disburseUpdate,
  INVOICE_REFUSED,
  type InvoiceProcessStatus,
  invoiceWorkflowId,
  type InvoiceWorkflowInput,
  type PayInput,
  type PayResult,
  payUpdate,
  type SettleReconciliationInput,
  settleReconciliationUpdate,
  voidUpdate,
} from '@pg/workflows';

import { TemporalService } from '../temporal/temporal.service';

export const PAYMENT_SYSTEM_ERROR = 'Payment failed due to a system error. Please try again later.';

/** The invoice's process (workflow invoice-<code>) as the API sees it: start it, send it updates. */
@Injectable()
export class InvoiceProcessService {
  private readonly process;

  constructor(temporal: TemporalService) {
    this.process = temporal.process<InvoiceWorkflowInput>({
      workflowType: 'invoiceWorkflow',
      name: 'InvoiceProcess',
      workflowId: (p) => invoiceWorkflowId(p.code),
      memoKey: 'invoiceId',
      entityId: (p) => p.invoiceId,
      organizationId: (p) => p.organizationId,
      code: (p) => p.code,
      refusedType: INVOICE_REFUSED,
      endedMessage: 'This invoice can no longer be changed.',
      // Every update carries the invoice id (the workflow refuses another invoice's): payments
      // go out without a lookup first.
      updatesCarryEntityId: true,
    });
  }

  start(input: InvoiceWorkflowInput): Promise<void> {
    return this.process.start(input);
  }

  pay(process: InvoiceWorkflowInput, input: PayInput): Promise<PayResult> {
    // The update id carries the idempotency key: Temporal itself answers a repeated request
    // with the first one's outcome.
    const args: [PayInput] = [{ ...input, invoiceId: process.invoiceId }];
    return this.process.update(process, (h) => h.executeUpdate(payUpdate, { args, updateId: `pay-${input.idempotencyKey}` }), {
      systemError: PAYMENT_SYSTEM_ERROR,
    });
  }

  /** Issue 47: PG Admin's outcome for an attempt of the reconciliation queue. */
  settleReconciliation(process: InvoiceWorkflowInput, input: SettleReconciliationInput): Promise<PayResult> {
    return this.process.update(process, (h) => h.executeUpdate(settleReconciliationUpdate, { args: [input] }));
  }

  void(process: InvoiceWorkflowInput, actor: ActorInput): Promise<InvoiceProcessStatus> {
    const args: [ActorInput] = [{ ...actor, invoiceId: process.invoiceId }];
    return this.process.update(process, (h) => h.executeUpdate(voidUpdate, { args }));
  }

  disburse(process: InvoiceWorkflowInput, actor: ActorInput): Promise<InvoiceProcessStatus> {
    const args: [ActorInput] = [{ ...actor, invoiceId: process.invoiceId }];
    return this.process.update(process, (h) => h.executeUpdate(disburseUpdate, { args }));
  }
}
