import { Injectable } from '@nestjs/common';
import { CHECKOUT_ACTION_MESSAGES, type CheckoutStatus, PAYMENT_SYSTEM_ERROR_MESSAGE } from '@pg/domain';
import {
  CHECKOUT_REFUSED,
  type CheckoutActorInput,
  checkoutCancelUpdate,
  checkoutDisburseUpdate,
  type CheckoutPayInput,
  checkoutPayUpdate,
  checkoutWorkflowId,
  type CheckoutWorkflowInput,
  type PayResult,
  type SettleReconciliationInput,
  settleReconciliationUpdate,
} from '@pg/workflows';

import { TemporalService } from '../temporal/temporal.service';

/** The checkout's process (workflow checkout-<code>) as the API sees it: start it, send it updates. */
@Injectable()
export class CheckoutProcessService {
  private readonly process;

  constructor(temporal: TemporalService) {
    this.process = temporal.process<CheckoutWorkflowInput>({
      workflowType: 'checkoutWorkflow',
      name: 'CheckoutProcess',
      workflowId: (p) => checkoutWorkflowId(p.code),
      memoKey: 'checkoutId',
      entityId: (p) => p.checkoutId,
      organizationId: (p) => p.organizationId,
      code: (p) => p.code,
      refusedType: CHECKOUT_REFUSED,
      endedMessage: CHECKOUT_ACTION_MESSAGES.ended,
      // Every update carries the checkout id and the workflow refuses another checkout's.
      updatesCarryEntityId: true,
    });
  }

  start(input: CheckoutWorkflowInput): Promise<void> {
    return this.process.start(input);
  }

  pay(process: CheckoutWorkflowInput, input: CheckoutPayInput): Promise<PayResult> {
    // The update id carries the idempotency key: Temporal answers a repeat with the first outcome.
    const updateId = `pay-${input.idempotencyKey}`;
    const args: [CheckoutPayInput] = [{ ...input, checkoutId: process.checkoutId }];
    return this.process.update(process, (h) => h.executeUpdate(checkoutPayUpdate, { args, updateId }), { systemError: PAYMENT_SYSTEM_ERROR_MESSAGE });
  }

  /** Issue 47: PG Admin's outcome for an attempt of the reconciliation queue. */
  settleReconciliation(process: CheckoutWorkflowInput, input: SettleReconciliationInput): Promise<PayResult> {
    return this.process.update(process, (h) => h.executeUpdate(settleReconciliationUpdate, { args: [input] }));
  }

  cancel(process: CheckoutWorkflowInput): Promise<CheckoutStatus> {
    return this.process.update(process, (h) => h.executeUpdate(checkoutCancelUpdate, { args: [{ checkoutId: process.checkoutId }] }));
  }

  disburse(process: CheckoutWorkflowInput, actor: CheckoutActorInput): Promise<CheckoutStatus> {
    return this.process.update(process, (h) => h.executeUpdate(checkoutDisburseUpdate, { args: [{ ...actor, checkoutId: process.checkoutId }] }));
  }
}
