import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DISPUTE_ACTION_MESSAGES, type DisputeAction, disputeDeclineSubmission, disputeRefusal, validateDisputeDecline } from '@pg/domain';
import type { DisputeActorInput, DisputeDeclineFile, DisputeWorkflowInput } from '@pg/workflows';

import type { AuthUser } from '../common/auth-user';
import { assertValid, badInput } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { FilesService } from '../files/files.service';
import { Refund } from '../refunds/refund.entity';
import type { Dispute } from './dispute.entity';
import { findVisibleDispute } from './dispute-access';
import { disputeProcessInput } from './dispute-events';
import { DisputeProcessService } from './dispute-process.service';
import type { DisputeFileInput, MerchantDenyDisputeInput } from './dtos/dispute.inputs';

/** Dates come as YYYY-MM-DD or ISO date-times; the rules read the calendar date. */
const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

// Dispute decisions (spec 001 sections 4, 5 and 7). They go through the dispute's process, which
// re-checks the stage; this service checks first so a refusal is fast and says why.
@Injectable()
export class DisputesService {
  constructor(
    private readonly em: EntityManager,
    private readonly process: DisputeProcessService,
    private readonly files: FilesService,
  ) {}

  find(user: AuthUser, id: string): Promise<Dispute> {
    return findVisibleDispute(this.em, user, id);
  }

  merchantApprove(user: AuthUser, id: string): Promise<Dispute> {
    return this.decide(user, id, 'merchantApprove', (p, actor) => this.process.merchantApprove(p, actor));
  }

  pgApprove(user: AuthUser, id: string): Promise<Dispute> {
    return this.decide(user, id, 'pgApprove', (p, actor) => this.process.pgApprove(p, actor));
  }

  pgReview(user: AuthUser, id: string): Promise<Dispute> {
    return this.decide(user, id, 'pgReview', (p, actor) => this.process.pgReview(p, actor));
  }

  /** The 'Dispute Decline Form' (spec 001 s5): validated with the wizard's own rules, files checked by content. */
  async merchantDeny(user: AuthUser, input: MerchantDenyDisputeInput): Promise<Dispute> {
    const dispute = await this.checked(user, input.id, 'merchantDecline');
    const values = {
      ...input,
      reasonToWinDispute: input.reasonToWinDispute ?? null,
      withdrawalDateByCustomer: dateOnly(input.withdrawalDateByCustomer),
      refundDate: dateOnly(input.refundDate),
      creditVoucherGivenDate: dateOnly(input.creditVoucherGivenDate),
      calcellationDelayDate: dateOnly(input.calcellationDelayDate),
      customerAlreadyRefunded: input.customerAlreadyRefunded ?? (input.reasonToWinDispute === 'customerWasRefunded' ? 'paidViaPaymentGateway' : null),
      supportingDocumentCount: input.supportingDocument?.path ? 1 : 0,
      supportingDocumentCaption: input.supportingDocument?.caption,
    };
    assertValid(validateDisputeDecline(values, new Date().toISOString().slice(0, 10)));
    const submission = disputeDeclineSubmission(values);
    if (submission.refundId) {
      // A gateway refund must be one of the disputed invoice's own refunds.
      const refund =
        dispute.invoice && UUID.test(submission.refundId) ? await this.em.findOne(Refund, { id: submission.refundId, invoice: dispute.invoice.id }) : null;
      if (!refund) throw badInput({ refundId: DISPUTE_ACTION_MESSAGES.invalidRefund });
    }
    const files: DisputeDeclineFile[] = [];
    const add = async (type: DisputeDeclineFile['type'], file: DisputeFileInput | null | undefined) => {
      if (!file?.path) return;
      // The checked upload's frozen key (FilesService.inspect), which no upload link can rewrite.
      const { mimetype, size, path } = await this.files.inspect(user, file.path);
      files.push({ type, path, caption: file.caption?.trim() || null, mimetype, size });
    };
    await add('dispute_supporting_document', input.supportingDocument);
    // Proofs belong to their reasons: a stale one of another reason is not kept.
    if (submission.reasonToWinDispute === 'customerWasRefunded') await add('dispute_refund_proof', input.refundProof);
    if (submission.reasonToWinDispute === 'cutomerReceviedCreditOrVoucherOutsidePG') await add('dispute_credit_voucher_proof', input.creditVoucherProof);
    const details = {
      ...submission,
      reasonToWinDispute: submission.reasonToWinDispute!,
      additionalInformation: input.additionalInformation?.trim() || null,
      files,
    };
    return this.run(user, dispute, (p, actor) => this.process.merchantDeny(p, actor, details));
  }

  private async decide(
    user: AuthUser,
    id: string,
    action: DisputeAction,
    call: (p: DisputeWorkflowInput, actor: DisputeActorInput) => Promise<unknown>,
  ): Promise<Dispute> {
    return this.run(user, await this.checked(user, id, action), call);
  }

  /** The visible dispute, refused early (with the workflow's own words) when the action is not the caller's now. */
  private async checked(user: AuthUser, id: string, action: DisputeAction): Promise<Dispute> {
    const dispute = await findVisibleDispute(this.em, user, id);
    const why = disputeRefusal(user.role, action, dispute.status, dispute.progressStatus);
    if (why) throw badInput(why);
    return dispute;
  }

  private async run(user: AuthUser, dispute: Dispute, call: (p: DisputeWorkflowInput, actor: DisputeActorInput) => Promise<unknown>): Promise<Dispute> {
    try {
      await call(disputeProcessInput(dispute), { userId: user.id, role: user.role });
    } finally {
      // A refused review records the processor's error on the row: show it.
      await this.em.refresh(dispute);
    }
    return dispute;
  }
}
