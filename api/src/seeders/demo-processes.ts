import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';

import { checkoutProcessInput } from '../checkouts/checkout-events';
import { CheckoutProcessService } from '../checkouts/checkout-process.service';
import { WebPayment } from '../checkouts/web-payment.entity';
import { Dispute } from '../disputes/dispute.entity';
import { disputeProcessInput } from '../disputes/dispute-events';
import { DisputeProcessService } from '../disputes/dispute-process.service';
import { Invoice } from '../invoices/invoice.entity';
import { processInput } from '../invoices/invoice-events';
import { InvoiceProcessService } from '../invoices/invoice-process.service';
import { Refund } from '../refunds/refund.entity';
import { refundProcessInput } from '../refunds/refund-events';
import { RefundProcessService } from '../refunds/refund-process.service';
import type { TemporalService } from '../temporal/temporal.service';

export interface DemoProcessCounts {
  started: number;
  present: number;
}

/**
 * Starts the processes of the open demo records (unpaid and paid invoices and checkouts, open
 * refunds and disputes), each from its row's state, as the API would on the record's first
 * update. Only `npm start` calls it, so that ops opening Temporal UI see the running processes
 * at once; records whose process already runs (or ran) are left alone, so a restart starts none.
 */
export async function startDemoProcesses(em: EntityManager, temporal: TemporalService, refundReminderMs?: number): Promise<DemoProcessCounts> {
  const invoices = new InvoiceProcessService(temporal);
  const checkouts = new CheckoutProcessService(temporal);
  const refunds = new RefundProcessService(temporal);
  const disputes = new DisputeProcessService(temporal);
  const starts: (() => Promise<void>)[] = [
    ...(await em.find(Invoice, { status: { $in: ['unpaid', 'paid'] } })).map((r) => () => invoices.start(processInput(r))),
    ...(await em.find(WebPayment, { status: { $in: ['unpaid', 'failed', 'paid'] } })).map((r) => () => checkouts.start(checkoutProcessInput(r))),
    ...(await em.find(Refund, { status: 'open' })).map((r) => () => refunds.start(refundProcessInput(r, refundReminderMs))),
    ...(await em.find(Dispute, { status: 'open' })).map((r) => () => disputes.start(disputeProcessInput(r))),
  ];
  const counts: DemoProcessCounts = { started: 0, present: 0 };
  for (const start of starts) {
    try {
      await start();
      counts.started++;
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      counts.present++;
    }
  }
  return counts;
}
