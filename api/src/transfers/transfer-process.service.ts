import { Injectable, Logger } from '@nestjs/common';
import { TRANSFER_MESSAGES } from '@pg/domain';
import { TRANSFER_REFUSED, type TransferOutcome, transferOutcomeUpdate, transferWorkflowId, type TransferWorkflowInput } from '@pg/workflows';
import { ApplicationFailure, WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';

import { badInput } from '../common/gateway.exception';
import { TemporalService } from '../temporal/temporal.service';

/** The transfer saga as the API sees it: start it, then wait for its outcome (the pivot or a refusal). */
@Injectable()
export class TransferProcessService {
  private readonly logger = new Logger('TransferProcess');
  private readonly process;

  constructor(temporal: TemporalService) {
    this.process = temporal.process<TransferWorkflowInput>({
      workflowType: 'transferWorkflow',
      name: 'TransferProcess',
      workflowId: (p) => transferWorkflowId(p.code),
      memoKey: 'transferId',
      entityId: (p) => p.transferId,
      organizationId: (p) => p.organizationId,
      code: (p) => p.code,
      refusedType: TRANSFER_REFUSED,
      endedMessage: TRANSFER_MESSAGES.failed,
    });
  }

  start(input: TransferWorkflowInput): Promise<void> {
    return this.process.start(input);
  }

  /**
   * After a start that threw: whether the saga exists anyway (the server took the start and its
   * answer was lost). Undefined when Temporal cannot tell either.
   */
  async startedAnyway(input: TransferWorkflowInput): Promise<boolean | undefined> {
    try {
      await (await this.process.handle(input)).describe();
      return true;
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) return false;
      this.logger.error(`describe of ${transferWorkflowId(input.code)}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  /** Waits until the transfer is made; a refusal comes back as BAD_USER_INPUT with its message. */
  async outcome(input: TransferWorkflowInput): Promise<TransferOutcome> {
    const handle = await this.process.handle(input);
    try {
      return await handle.executeUpdate(transferOutcomeUpdate);
    } catch (error) {
      if (error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure && error.cause.type === TRANSFER_REFUSED) {
        throw badInput(error.cause.message);
      }
      // The saga may have finished before the update reached it (a quick refusal): its result tells.
      const result = await (handle.result() as Promise<TransferOutcome>).catch(() => undefined);
      if (result?.status === 'completed') return result;
      if (result?.status === 'failed') throw badInput(result.message);
      this.logger.error(`outcome of ${handle.workflowId}: ${error instanceof Error ? error.message : String(error)}`);
      throw badInput(TRANSFER_MESSAGES.failed);
    }
  }
}
