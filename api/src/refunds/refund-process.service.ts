import { Injectable } from '@nestjs/common';
import { REFUND_ACTION_MESSAGES, type RefundProgressStatus } from '@pg/domain';
import {
  approveRefundUpdate,
  denyRefundUpdate,
  merchantApproveRefundUpdate,
  merchantDeclineRefundUpdate,
  REFUND_REFUSED,
  type RefundActorInput,
  type RefundDeclineDetails,
  refundWorkflowId,
  type RefundWorkflowInput,
  resolvedAsNotRefundedUpdate,
  resolvedAsRefundedUpdate,
} from '@pg/workflows';

import { TemporalService } from '../temporal/temporal.service';

/** The refund's process (workflow refund-<code>) as the API sees it: start it, send it updates. */
@Injectable()
export class RefundProcessService {
  private readonly process;

  constructor(temporal: TemporalService) {
    this.process = temporal.process<RefundWorkflowInput>({
      workflowType: 'refundWorkflow',
      name: 'RefundProcess',
      workflowId: (p) => refundWorkflowId(p.code),
      memoKey: 'refundId',
      entityId: (p) => p.refundId,
      organizationId: (p) => p.organizationId,
      code: (p) => p.code,
      refusedType: REFUND_REFUSED,
      endedMessage: REFUND_ACTION_MESSAGES.closed,
    });
  }

  start(input: RefundWorkflowInput): Promise<void> {
    return this.process.start(input);
  }

  merchantApprove(p: RefundWorkflowInput, actor: RefundActorInput): Promise<RefundProgressStatus> {
    return this.process.update(p, (h) => h.executeUpdate(merchantApproveRefundUpdate, { args: [actor] }));
  }

  merchantDecline(p: RefundWorkflowInput, actor: RefundActorInput, details: RefundDeclineDetails): Promise<RefundProgressStatus> {
    return this.process.update(p, (h) => h.executeUpdate(merchantDeclineRefundUpdate, { args: [{ ...actor, details }] }));
  }

  approve(p: RefundWorkflowInput, actor: RefundActorInput): Promise<RefundProgressStatus> {
    return this.process.update(p, (h) => h.executeUpdate(approveRefundUpdate, { args: [actor] }));
  }

  deny(p: RefundWorkflowInput, actor: RefundActorInput, reason: string): Promise<RefundProgressStatus> {
    return this.process.update(p, (h) => h.executeUpdate(denyRefundUpdate, { args: [{ ...actor, reason }] }));
  }

  resolvedAsRefunded(p: RefundWorkflowInput, actor: RefundActorInput): Promise<RefundProgressStatus> {
    return this.process.update(p, (h) => h.executeUpdate(resolvedAsRefundedUpdate, { args: [actor] }));
  }

  resolvedAsNotRefunded(p: RefundWorkflowInput, actor: RefundActorInput, reason: string): Promise<RefundProgressStatus> {
    return this.process.update(p, (h) => h.executeUpdate(resolvedAsNotRefundedUpdate, { args: [{ ...actor, reason }] }));
  }
}
