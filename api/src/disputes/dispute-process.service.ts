import { Injectable } from '@nestjs/common';
import { DISPUTE_ACTION_MESSAGES, type DisputeProgressStatus } from '@pg/domain';
import {
  DISPUTE_REFUSED,
  type DisputeActorInput,
  type DisputeDeclineDetails,
  disputeDueDateSignal,
  type DisputeOutcomeInput,
  disputeOutcomeUpdate,
  disputeWorkflowId,
  type DisputeWorkflowInput,
  merchantApproveDisputeUpdate,
  merchantDenyDisputeUpdate,
  pgApproveDisputeUpdate,
  pgDisputeInReviewUpdate,
} from '@pg/workflows';
import { WorkflowNotFoundError } from '@temporalio/client';

import { TemporalService } from '../temporal/temporal.service';

/** A refusal of the dispute's process, with the message for the user. */
export class DisputeRefusedError extends Error {}

/** The dispute's process (workflow dispute-<code>) as the API sees it: start it, send it updates. */
@Injectable()
export class DisputeProcessService {
  private readonly process;

  constructor(temporal: TemporalService) {
    this.process = temporal.process<DisputeWorkflowInput>({
      workflowType: 'disputeWorkflow',
      name: 'DisputeProcess',
      workflowId: (p) => disputeWorkflowId(p.code),
      memoKey: 'disputeId',
      entityId: (p) => p.disputeId,
      organizationId: (p) => p.organizationId,
      code: (p) => p.code,
      refusedType: DISPUTE_REFUSED,
      endedMessage: DISPUTE_ACTION_MESSAGES.closed,
    });
  }

  start(input: DisputeWorkflowInput): Promise<void> {
    return this.process.start(input);
  }

  /** Starts the process; one already running (or finished) under the id is left as it is. */
  ensureStarted(input: DisputeWorkflowInput): Promise<void> {
    return this.process.ensureStarted(input);
  }

  merchantApprove(p: DisputeWorkflowInput, actor: DisputeActorInput): Promise<DisputeProgressStatus> {
    return this.process.update(p, (h) => h.executeUpdate(merchantApproveDisputeUpdate, { args: [actor] }));
  }

  merchantDeny(p: DisputeWorkflowInput, actor: DisputeActorInput, details: DisputeDeclineDetails): Promise<DisputeProgressStatus> {
    return this.process.update(p, (h) => h.executeUpdate(merchantDenyDisputeUpdate, { args: [{ ...actor, details }] }));
  }

  pgApprove(p: DisputeWorkflowInput, actor: DisputeActorInput): Promise<DisputeProgressStatus> {
    return this.process.update(p, (h) => h.executeUpdate(pgApproveDisputeUpdate, { args: [actor] }));
  }

  pgReview(p: DisputeWorkflowInput, actor: DisputeActorInput): Promise<DisputeProgressStatus> {
    return this.process.update(p, (h) => h.executeUpdate(pgDisputeInReviewUpdate, { args: [actor] }));
  }

  /** The processor's outcome; a process that already ended refuses it (DisputeRefusedError). */
  outcome(p: DisputeWorkflowInput, outcome: DisputeOutcomeInput): Promise<DisputeProgressStatus> {
    return this.process.update(p, (h) => h.executeUpdate(disputeOutcomeUpdate, { args: [outcome] }), {
      refused: (message) => new DisputeRefusedError(message),
    });
  }

  /** The processor moved the due date; an ended process has no timer left to move. */
  async moveDueDate(p: DisputeWorkflowInput, iso: string): Promise<void> {
    const handle = await this.process.handle(p);
    await handle.signal(disputeDueDateSignal, iso).catch((error: unknown) => {
      if (!(error instanceof WorkflowNotFoundError)) throw error;
    });
  }
}
