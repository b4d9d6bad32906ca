import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ApplicationFailure,
  WorkflowExecutionAlreadyStartedError,
  WorkflowIdReusePolicy,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  type WorkflowHandle,
} from '@temporalio/client';
import {
  EntityCodeKey,
  INVOICE_REFUSED,
  OrganizationIdKey,
  WRONG_INVOICE,
  disburseUpdate,
  invoiceWorkflowId,
  payUpdate,
  voidUpdate,
  type ActorInput,
  type InvoiceProcessStatus,
  type InvoiceWorkflowInput,
  type PayInput,
  type PayResult,
} from '@pg/workflows';
import { badInput } from '../common/gateway.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TemporalService } from '../temporal/temporal.service';

export const PAYMENT_SYSTEM_ERROR = 'Payment failed due to a system error. Please try again later.';
const STATUS_SYSTEM_ERROR = 'Unexpected error has occurred. Please try again';

/** The invoice's process as the API sees it: start it, and talk to it through updates. */
@Injectable()
export class InvoiceProcessService {
  private readonly logger = new Logger('InvoiceProcess');

  constructor(
    private readonly temporal: TemporalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(input: InvoiceWorkflowInput): Promise<void> {
    const client = await this.temporal.getClient();
    await client.workflow.start('invoiceWorkflow', {
      taskQueue: this.config.taskQueue,
      workflowId: invoiceWorkflowId(input.code),
      args: [input],
      // A finished process (void or disbursed) is never started again under the same id.
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      // Lets the API check that a process found by id belongs to this database's invoice.
      memo: { invoiceId: input.invoiceId },
      typedSearchAttributes: [
        { key: OrganizationIdKey, value: input.organizationId },
        { key: EntityCodeKey, value: input.code },
      ],
    });
  }

  pay(process: InvoiceWorkflowInput, input: PayInput): Promise<PayResult> {
    // The update id carries the idempotency key: Temporal itself answers a repeated request
    // with the first one's outcome.
    const args: [PayInput] = [{ ...input, invoiceId: process.invoiceId }];
    return this.update(process, (h) => h.executeUpdate(payUpdate, { args, updateId: `pay-${input.idempotencyKey}` }), PAYMENT_SYSTEM_ERROR);
  }

  void(process: InvoiceWorkflowInput, actor: ActorInput): Promise<InvoiceProcessStatus> {
    const args: [ActorInput] = [{ ...actor, invoiceId: process.invoiceId }];
    return this.update(process, (h) => h.executeUpdate(voidUpdate, { args }), STATUS_SYSTEM_ERROR);
  }

  disburse(process: InvoiceWorkflowInput, actor: ActorInput): Promise<InvoiceProcessStatus> {
    const args: [ActorInput] = [{ ...actor, invoiceId: process.invoiceId }];
    return this.update(process, (h) => h.executeUpdate(disburseUpdate, { args }), STATUS_SYSTEM_ERROR);
  }

  /**
   * Runs an update; an invoice whose process does not exist yet (demo data, or a start that
   * failed after the row was written) gets one started from its current status, once.
   * Refusals come back as BAD_USER_INPUT with the workflow's message.
   *
   * The update is sent straight away (no describe() first: one round trip to Temporal less per
   * payment). The update carries the invoice id and the workflow's validator refuses a process
   * of another invoice (WRONG_INVOICE). Only when the update finds no running process is the
   * process looked up: missing -> started; of another invoice -> error; ended -> the update
   * fails again with not found ("can no longer be changed").
   */
  private async update<T>(process: InvoiceWorkflowInput, call: (h: WorkflowHandle) => Promise<T>, systemError: string): Promise<T> {
    const client = await this.temporal.getClient();
    const handle = client.workflow.getHandle(invoiceWorkflowId(process.code));
    try {
      try {
        return await call(handle);
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
        await this.startIfMissing(handle, process);
        return await call(handle);
      }
    } catch (error) {
      if (error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure && error.cause.type === INVOICE_REFUSED) {
        throw badInput(error.cause.message);
      }
      if (error instanceof WorkflowNotFoundError) {
        // The process has ended (void or disbursed): nothing more can happen to the invoice.
        throw badInput('This invoice can no longer be changed.');
      }
      if (error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure && error.cause.type === WRONG_INVOICE) {
        this.logger.error(`update on ${invoiceWorkflowId(process.code)} failed: ${error.cause.message}`);
        throw badInput(systemError);
      }
      this.logger.error(`update on ${invoiceWorkflowId(process.code)} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw badInput(systemError);
    }
  }

  /** After an update found no running process: starts it unless one exists (ended, or of another invoice). */
  private async startIfMissing(handle: WorkflowHandle, process: InvoiceWorkflowInput): Promise<void> {
    try {
      const description = await handle.describe();
      if (description.memo?.invoiceId !== process.invoiceId) {
        throw new Error(`${invoiceWorkflowId(process.code)} belongs to another invoice (${String(description.memo?.invoiceId)})`);
      }
      return;
    } catch (error) {
      if (!(error instanceof WorkflowNotFoundError)) throw error;
    }
    await this.start(process).catch((e: unknown) => {
      if (!(e instanceof WorkflowExecutionAlreadyStartedError)) throw e;
    });
  }
}
