import { Inject, Injectable, Logger } from '@nestjs/common';
import { TRANSFER_MESSAGES } from '@pg/domain';
import { ApplicationFailure, WorkflowIdReusePolicy, WorkflowUpdateFailedError } from '@temporalio/client';
import {
  EntityCodeKey,
  OrganizationIdKey,
  TRANSFER_REFUSED,
  transferOutcomeUpdate,
  transferWorkflowId,
  type TransferOutcome,
  type TransferWorkflowInput,
} from '@pg/workflows';
import { badInput } from '../common/gateway.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TemporalService } from '../temporal/temporal.service';

/** The transfer saga as the API sees it: start it, then wait for its outcome (the pivot or a refusal). */
@Injectable()
export class TransferProcessService {
  private readonly logger = new Logger('TransferProcess');

  constructor(
    private readonly temporal: TemporalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(input: TransferWorkflowInput): Promise<void> {
    const client = await this.temporal.getClient();
    await client.workflow.start('transferWorkflow', {
      taskQueue: this.config.taskQueue,
      workflowId: transferWorkflowId(input.code),
      args: [input],
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      memo: { transferId: input.transferId },
      typedSearchAttributes: [
        { key: OrganizationIdKey, value: input.organizationId },
        { key: EntityCodeKey, value: input.code },
      ],
    });
  }

  /** Waits until the transfer is made; a refusal comes back as BAD_USER_INPUT with its message. */
  async outcome(code: string): Promise<TransferOutcome> {
    const client = await this.temporal.getClient();
    const handle = client.workflow.getHandle(transferWorkflowId(code));
    try {
      return await handle.executeUpdate(transferOutcomeUpdate);
    } catch (error) {
      if (error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure && error.cause.type === TRANSFER_REFUSED) {
        throw badInput(error.cause.message);
      }
      // The saga may have finished before the update reached it (a quick refusal): its result tells.
      const result = await handle.result().catch(() => undefined);
      if (result?.status === 'completed') return result;
      if (result?.status === 'failed') throw badInput(result.message);
      this.logger.error(`outcome of ${transferWorkflowId(code)}: ${error instanceof Error ? error.message : String(error)}`);
      throw badInput(TRANSFER_MESSAGES.failed);
    }
  }
}
