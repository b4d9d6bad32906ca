import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ApplicationFailure,
  WorkflowExecutionAlreadyStartedError,
  WorkflowIdReusePolicy,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  type WorkflowHandle,
} from '@temporalio/client';
import { REFUND_ACTION_MESSAGES, type RefundProgressStatus } from '@pg/domain';
import {
  EntityCodeKey,
  OrganizationIdKey,
  REFUND_REFUSED,
  approveRefundUpdate,
  denyRefundUpdate,
  merchantApproveRefundUpdate,
  merchantDeclineRefundUpdate,
  refundWorkflowId,
  resolvedAsNotRefundedUpdate,
  resolvedAsRefundedUpdate,
  type RefundActorInput,
  type RefundDeclineDetails,
  type RefundWorkflowInput,
} from '@pg/workflows';
import { badInput } from '../common/gateway.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TemporalService } from '../temporal/temporal.service';

const SYSTEM_ERROR = 'Unexpected error has occurred. Please try again';

/** The refund's process as the API sees it: start it, and talk to it through updates. */
@Injectable()
export class RefundProcessService {
  private readonly logger = new Logger('RefundProcess');

  constructor(
    private readonly temporal: TemporalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(input: RefundWorkflowInput): Promise<void> {
    const client = await this.temporal.getClient();
    await client.workflow.start('refundWorkflow', {
      taskQueue: this.config.taskQueue,
      workflowId: refundWorkflowId(input.code),
      args: [input],
      // A closed refund's process is never started again under the same id.
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      memo: { refundId: input.refundId },
      typedSearchAttributes: [
        { key: OrganizationIdKey, value: input.organizationId },
        { key: EntityCodeKey, value: input.code },
      ],
    });
  }

  merchantApprove(p: RefundWorkflowInput, actor: RefundActorInput): Promise<RefundProgressStatus> {
    return this.update(p, (h) => h.executeUpdate(merchantApproveRefundUpdate, { args: [actor] }));
  }

  merchantDecline(p: RefundWorkflowInput, actor: RefundActorInput, details: RefundDeclineDetails): Promise<RefundProgressStatus> {
    return this.update(p, (h) => h.executeUpdate(merchantDeclineRefundUpdate, { args: [{ ...actor, details }] }));
  }

  approve(p: RefundWorkflowInput, actor: RefundActorInput): Promise<RefundProgressStatus> {
    return this.update(p, (h) => h.executeUpdate(approveRefundUpdate, { args: [actor] }));
  }

  deny(p: RefundWorkflowInput, actor: RefundActorInput, reason: string): Promise<RefundProgressStatus> {
    return this.update(p, (h) => h.executeUpdate(denyRefundUpdate, { args: [{ ...actor, reason }] }));
  }

  resolvedAsRefunded(p: RefundWorkflowInput, actor: RefundActorInput): Promise<RefundProgressStatus> {
    return this.update(p, (h) => h.executeUpdate(resolvedAsRefundedUpdate, { args: [actor] }));
  }

  resolvedAsNotRefunded(p: RefundWorkflowInput, actor: RefundActorInput, reason: string): Promise<RefundProgressStatus> {
    return this.update(p, (h) => h.executeUpdate(resolvedAsNotRefundedUpdate, { args: [{ ...actor, reason }] }));
  }

  /**
   * Runs an update; a refund whose process does not exist yet (demo data, or a start that
   * failed after the row was written) gets one started from its current stage, once.
   * Refusals come back as BAD_USER_INPUT with the workflow's message.
   */
  private async update<T>(process: RefundWorkflowInput, call: (h: WorkflowHandle) => Promise<T>): Promise<T> {
    const client = await this.temporal.getClient();
    const id = refundWorkflowId(process.code);
    const handle = client.workflow.getHandle(id);
    try {
      try {
        const description = await handle.describe();
        if (description.memo?.refundId !== process.refundId) throw new Error(`${id} belongs to another refund (${String(description.memo?.refundId)})`);
        return await call(handle);
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
        await this.start(process).catch((e: unknown) => {
          if (!(e instanceof WorkflowExecutionAlreadyStartedError)) throw e;
        });
        return await call(handle);
      }
    } catch (error) {
      if (error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure && error.cause.type === REFUND_REFUSED) {
        throw badInput(error.cause.message);
      }
      if (error instanceof WorkflowNotFoundError) throw badInput(REFUND_ACTION_MESSAGES.closed);
      this.logger.error(`update on ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw badInput(SYSTEM_ERROR);
    }
  }
}
