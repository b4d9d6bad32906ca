import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ApplicationFailure,
  WorkflowExecutionAlreadyStartedError,
  WorkflowIdReusePolicy,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  type WorkflowHandle,
} from '@temporalio/client';
import { DISPUTE_ACTION_MESSAGES, type DisputeProgressStatus } from '@pg/domain';
import {
  DISPUTE_REFUSED,
  EntityCodeKey,
  OrganizationIdKey,
  disputeDueDateSignal,
  disputeOutcomeUpdate,
  disputeWorkflowId,
  merchantApproveDisputeUpdate,
  merchantDenyDisputeUpdate,
  pgApproveDisputeUpdate,
  pgDisputeInReviewUpdate,
  type DisputeActorInput,
  type DisputeDeclineDetails,
  type DisputeOutcomeInput,
  type DisputeWorkflowInput,
} from '@pg/workflows';
import { badInput } from '../common/gateway.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TemporalService } from '../temporal/temporal.service';

const SYSTEM_ERROR = 'Unexpected error has occurred. Please try again';

/** A refusal of the dispute's process, with the message for the user. */
export class DisputeRefusedError extends Error {}

/** The dispute's process as the API sees it: start it, and talk to it through updates. */
@Injectable()
export class DisputeProcessService {
  private readonly logger = new Logger('DisputeProcess');

  constructor(
    private readonly temporal: TemporalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts the process; one already running (or finished) under the id is left as it is. */
  async ensureStarted(input: DisputeWorkflowInput): Promise<void> {
    try {
      await this.start(input);
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }

  async start(input: DisputeWorkflowInput): Promise<void> {
    const client = await this.temporal.getClient();
    await client.workflow.start('disputeWorkflow', {
      taskQueue: this.config.taskQueue,
      workflowId: disputeWorkflowId(input.code),
      args: [input],
      // A closed dispute's process is never started again under the same id.
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      memo: { disputeId: input.disputeId },
      typedSearchAttributes: [
        { key: OrganizationIdKey, value: input.organizationId },
        { key: EntityCodeKey, value: input.code },
      ],
    });
  }

  merchantApprove(p: DisputeWorkflowInput, actor: DisputeActorInput): Promise<DisputeProgressStatus> {
    return this.update(p, (h) => h.executeUpdate(merchantApproveDisputeUpdate, { args: [actor] }));
  }

  merchantDeny(p: DisputeWorkflowInput, actor: DisputeActorInput, details: DisputeDeclineDetails): Promise<DisputeProgressStatus> {
    return this.update(p, (h) => h.executeUpdate(merchantDenyDisputeUpdate, { args: [{ ...actor, details }] }));
  }

  pgApprove(p: DisputeWorkflowInput, actor: DisputeActorInput): Promise<DisputeProgressStatus> {
    return this.update(p, (h) => h.executeUpdate(pgApproveDisputeUpdate, { args: [actor] }));
  }

  pgReview(p: DisputeWorkflowInput, actor: DisputeActorInput): Promise<DisputeProgressStatus> {
    return this.update(p, (h) => h.executeUpdate(pgDisputeInReviewUpdate, { args: [actor] }));
  }

  /** The processor's outcome; a process that already ended refuses it (DisputeRefusedError). */
  outcome(p: DisputeWorkflowInput, outcome: DisputeOutcomeInput): Promise<DisputeProgressStatus> {
    return this.update(p, (h) => h.executeUpdate(disputeOutcomeUpdate, { args: [outcome] }), (message) => new DisputeRefusedError(message));
  }

  /** The processor moved the due date; an ended process has no timer left to move. */
  async moveDueDate(p: DisputeWorkflowInput, iso: string): Promise<void> {
    const client = await this.temporal.getClient();
    await client.workflow
      .getHandle(disputeWorkflowId(p.code))
      .signal(disputeDueDateSignal, iso)
      .catch((error: unknown) => {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      });
  }

  /**
   * Runs an update; a dispute whose process does not exist yet (demo data, or a start that
   * failed after the row was written) gets one started from its current stage, once.
   * Refusals come back as BAD_USER_INPUT with the workflow's message.
   */
  private async update<T>(
    process: DisputeWorkflowInput,
    call: (h: WorkflowHandle) => Promise<T>,
    refused: (message: string) => Error = (message) => badInput(message),
  ): Promise<T> {
    const client = await this.temporal.getClient();
    const id = disputeWorkflowId(process.code);
    const handle = client.workflow.getHandle(id);
    try {
      try {
        const description = await handle.describe();
        if (description.memo?.disputeId !== process.disputeId) throw new Error(`${id} belongs to another dispute (${String(description.memo?.disputeId)})`);
        return await call(handle);
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
        await this.ensureStarted(process);
        return await call(handle);
      }
    } catch (error) {
      if (error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure && error.cause.type === DISPUTE_REFUSED) {
        throw refused(error.cause.message);
      }
      if (error instanceof WorkflowNotFoundError) throw refused(DISPUTE_ACTION_MESSAGES.closed);
      this.logger.error(`update on ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw badInput(SYSTEM_ERROR);
    }
  }
}
