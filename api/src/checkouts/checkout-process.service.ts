import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ApplicationFailure,
  WorkflowExecutionAlreadyStartedError,
  WorkflowIdReusePolicy,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  type WorkflowHandle,
} from '@temporalio/client';
import { CHECKOUT_ACTION_MESSAGES, PAYMENT_SYSTEM_ERROR_MESSAGE, type CheckoutStatus } from '@pg/domain';
import {
  CHECKOUT_REFUSED,
  EntityCodeKey,
  OrganizationIdKey,
  checkoutCancelUpdate,
  checkoutDisburseUpdate,
  checkoutPayUpdate,
  checkoutWorkflowId,
  type CheckoutActorInput,
  type CheckoutPayInput,
  type CheckoutWorkflowInput,
  type PayResult,
} from '@pg/workflows';
import { badInput } from '../common/gateway.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TemporalService } from '../temporal/temporal.service';

const STATUS_SYSTEM_ERROR = 'Unexpected error has occurred. Please try again';

/** The checkout's process (workflow checkout-<code>) as the API sees it: start it, send it updates. */
@Injectable()
export class CheckoutProcessService {
  private readonly logger = new Logger('CheckoutProcess');

  constructor(
    private readonly temporal: TemporalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(input: CheckoutWorkflowInput): Promise<void> {
    const client = await this.temporal.getClient();
    await client.workflow.start('checkoutWorkflow', {
      taskQueue: this.config.taskQueue,
      workflowId: checkoutWorkflowId(input.code),
      args: [input],
      // A finished process (cancelled or disbursed) is never started again under the same id.
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      memo: { checkoutId: input.checkoutId },
      typedSearchAttributes: [
        { key: OrganizationIdKey, value: input.organizationId },
        { key: EntityCodeKey, value: input.code },
      ],
    });
  }

  pay(process: CheckoutWorkflowInput, input: CheckoutPayInput): Promise<PayResult> {
    // The update id carries the idempotency key: Temporal answers a repeat with the first outcome.
    const updateId = `pay-${input.idempotencyKey}`;
    return this.send(process, PAYMENT_SYSTEM_ERROR_MESSAGE, (h) => h.executeUpdate(checkoutPayUpdate, { args: [{ ...input, checkoutId: process.checkoutId }], updateId }));
  }

  cancel(process: CheckoutWorkflowInput): Promise<CheckoutStatus> {
    return this.send(process, STATUS_SYSTEM_ERROR, (h) => h.executeUpdate(checkoutCancelUpdate, { args: [{ checkoutId: process.checkoutId }] }));
  }

  disburse(process: CheckoutWorkflowInput, actor: CheckoutActorInput): Promise<CheckoutStatus> {
    return this.send(process, STATUS_SYSTEM_ERROR, (h) => h.executeUpdate(checkoutDisburseUpdate, { args: [{ ...actor, checkoutId: process.checkoutId }] }));
  }

  /**
   * Sends an update straight away; only when no process runs under the id is it looked up: a
   * checkout without one yet (demo data, a start that failed) gets one from its row's status.
   * Refusals come back as BAD_USER_INPUT with the workflow's own message.
   */
  private async send<T>(process: CheckoutWorkflowInput, systemError: string, call: (h: WorkflowHandle) => Promise<T>): Promise<T> {
    const handle = (await this.temporal.getClient()).workflow.getHandle(checkoutWorkflowId(process.code));
    try {
      return await call(handle).catch(async (error: unknown) => {
        if (!(error instanceof WorkflowNotFoundError) || !(await this.startedNow(handle, process))) throw error;
        return call(handle);
      });
    } catch (error) {
      const cause = error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure ? error.cause : undefined;
      if (cause?.type === CHECKOUT_REFUSED) throw badInput(cause.message);
      if (error instanceof WorkflowNotFoundError) throw badInput(CHECKOUT_ACTION_MESSAGES.ended);
      this.logger.error(`update on ${checkoutWorkflowId(process.code)} failed: ${cause?.message ?? (error instanceof Error ? error.message : String(error))}`);
      throw badInput(systemError);
    }
  }

  /** True when this call started the missing process; false when one exists (ended, or another checkout's). */
  private async startedNow(handle: WorkflowHandle, process: CheckoutWorkflowInput): Promise<boolean> {
    const exists = await handle.describe().then(
      () => true,
      (error: unknown) => {
        if (error instanceof WorkflowNotFoundError) return false;
        throw error;
      },
    );
    if (exists) return false;
    await this.start(process).catch((error: unknown) => {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    });
    return true;
  }
}
