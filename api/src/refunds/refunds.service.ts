import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  bpsToPercent,
  centsToDecimal,
  exceedsAvailableText,
  parseCents,
  type RefundAction,
  type RefundParentType,
  type RefundPolicyTerms,
  refundRefusal,
  refundTotals,
  Role,
  validateRefundDecline,
  validateRefundDeny,
  validateRefundInitiate,
} from '@pg/domain';
import type { RefundActorInput, RefundDeclineDetails, RefundWorkflowInput } from '@pg/workflows';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';

import type { AuthUser } from '../common/auth-user';
import { assertValid, badInput } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { isTransientFailure, serviceUnavailable } from '../common/transient-failure';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventsService } from '../events/events.service';
import { findVisibleInvoice } from '../invoices/invoice-access';
import { Organization } from '../organizations/organization.entity';
import { User } from '../users/user.entity';
import type { RequestRefundInput } from './dtos/refund.inputs';
import type { AvailableRefundAmount } from './dtos/refund.type';
import { Refund } from './refund.entity';
import { findVisibleRefund } from './refund-access';
import { recordRefundEvent, REFUND_OPENED, refundProcessInput } from './refund-events';
import { RefundLineItem } from './refund-line-item.entity';
import { loadRefundParent, type RefundStanding, refundStanding, type TenantScope } from './refund-parent';
import { RefundProcessService } from './refund-process.service';
import { recordRefundWebhook } from './refund-resource';

/**
 * merchantDecline's arguments (spec 001 section 7), flat as the spec gives them: the details the
 * refund's process takes, with the amount already paid in dollars (the process takes cents).
 */
export type MerchantDeclineArgs = Omit<RefundDeclineDetails, 'refundAlreadyPaidAmountCents'> & { refundAlreadyPaidAmount?: number | null };

// Refund requests and decisions (spec 001 sections 4, 5 and 7). Decisions go through the
// refund's process, which re-checks the stage; this service checks first so a refusal is fast.
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly em: EntityManager,
    private readonly history: EventsService,
    private readonly process: RefundProcessService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  find(user: AuthUser, id: string): Promise<Refund> {
    return findVisibleRefund(this.em, user, id);
  }

  async available(user: AuthUser, parentEntityId: string, type: RefundParentType): Promise<AvailableRefundAmount> {
    const parent = await loadRefundParent(this.em, user, type, parentEntityId);
    const { availableCents, feeBasis } = await refundStanding(this.em, parent);
    return {
      amount: centsToDecimal(availableCents),
      refundPolicyTerms: parent.refundPolicyTerms,
      platformFee: bpsToPercent(parent.platformFeeBps),
      chargedSubtotal: centsToDecimal(feeBasis.chargedSubtotalCents),
      chargedFee: centsToDecimal(feeBasis.chargedFeeCents),
      refundedSubtotal: centsToDecimal(feeBasis.refundedSubtotalCents),
      refundedFee: centsToDecimal(feeBasis.refundedFeeCents),
    };
  }

  async request(user: AuthUser, input: RequestRefundInput): Promise<Refund> {
    return this.open(user, user.id, input, {});
  }

  /**
   * A refund requested by the merchant's server over REST (POST /api/v1/checkouts/{id}/refunds):
   * the same request as an Owner's or Admin's in the app, opened at the merchant stage, by the
   * organization of the API key (no user: the history names the key).
   */
  requestForKey(organizationId: string, apiKey: string, input: RequestRefundInput): Promise<Refund> {
    return this.open({ role: Role.OWNER, organizationId }, null, input, { apiKey });
  }

  /** What the refund of a paid checkout may still take (the form's availableRefundAmount), for the key's organization. */
  async availableForKey(organizationId: string, checkoutId: string): Promise<RefundStanding & { refundPolicyTerms: RefundPolicyTerms }> {
    const parent = await loadRefundParent(this.em, { role: Role.OWNER, organizationId }, 'checkout', checkoutId);
    return { ...(await refundStanding(this.em, parent)), refundPolicyTerms: parent.refundPolicyTerms };
  }

  private async open(scope: TenantScope, userId: string | null, input: RequestRefundInput, meta: Record<string, unknown>): Promise<Refund> {
    const type = input.type ?? 'invoice';
    // Another organization's invoice is not found before any field is judged (issue 45): a
    // field's message would otherwise answer for a record the caller may not see.
    if (type === 'invoice') await findVisibleInvoice(this.em.fork(), scope, input.parentEntityId);
    const lineItems = (input.lineItems ?? []).map((l) => ({ description: l.description ?? '', amount: l.amount ?? null }));
    const fields = validateRefundInitiate({ reason: input.reason, notes: input.notes, pointOfContact: input.pointOfContact, lineItems });
    // The screen toasts firstError(fields); badInput's message is the same first one.
    assertValid(fields);
    const lines = lineItems.map((l, sort) => ({ description: l.description.trim(), amountCents: parseCents(l.amount)!, sort }));

    const refund = await this.em.transactional(async (tx) => {
      // Locked parent: a concurrent request waits, then sees this one's amount as spent.
      const parent = await loadRefundParent(tx, scope, type, input.parentEntityId, true);
      const { availableCents: available, feeBasis } = await refundStanding(tx, parent);
      const totals = refundTotals({ lineItems: lines, refundPolicyTerms: parent.refundPolicyTerms, availableCents: available, feeBasis });
      if (totals.totalCents > available) {
        throw badInput(exceedsAvailableText(available));
      }
      const row = tx.create(Refund, {
        code: await this.nextCode(tx),
        type,
        invoice: parent.invoice,
        webPaymentId: parent.webPayment?.id ?? null,
        livemode: parent.webPayment?.livemode ?? true,
        owner: tx.getReference(Organization, parent.ownerId),
        requestedBy: userId ? tx.getReference(User, userId) : null,
        status: 'open',
        progressStatus: 'initiated',
        subtotalCents: totals.subtotalCents,
        feeCents: totals.feeCents,
        requestedAmountCents: totals.totalCents,
        refundPolicyTerms: parent.refundPolicyTerms,
        reason: input.reason!,
        notes: input.notes?.trim() || null,
        pointOfContact: input.pointOfContact?.trim() || null,
        processor: parent.processor,
        chargeId: parent.chargeId,
      });
      lines.forEach((l) => tx.create(RefundLineItem, { ...l, refund: row }));
      recordRefundEvent(this.history, tx, row, REFUND_OPENED, userId, { ...meta, requestedAmount: totals.totalCents }, 'refund-request-open');
      // The merchant's server hears of it in the same commit (webhooks; the row has its dates only once flushed).
      await tx.flush();
      recordRefundWebhook(tx, row, 'refund.created');
      return row;
    });
    await this.startProcess(refund);
    return refund;
  }

  merchantApprove(user: AuthUser, id: string): Promise<Refund> {
    return this.decide(user, id, 'merchantApprove', (p, actor) => this.process.merchantApprove(p, actor));
  }

  async merchantDecline(user: AuthUser, id: string, args: MerchantDeclineArgs): Promise<Refund> {
    const refund = await this.checked(user, id, 'merchantDecline');
    const transactionDate = args.transactionDate ? args.transactionDate.slice(0, 10) : null;
    assertValid(
      validateRefundDecline(
        {
          merchantDeclineReason: args.merchantDeclineReason,
          policyApplies: args.hasCancelPolicyExtended === null || args.hasCancelPolicyExtended === undefined ? null : !args.hasCancelPolicyExtended,
          extendedCancellationPolicyText: args.extendedCancellationPolicyText,
          // The policy file is saved after the decline (spec 001 s7), so it cannot be required here.
          hasPolicyFile: true,
          merchantDeclineExplanation: args.merchantDeclineExplanation,
          refundAlreadyPaid: args.refundAlreadyPaid,
          transactionDate,
          transactionId: args.transactionId,
          refundAlreadyPaidAmount: args.refundAlreadyPaidAmount,
        },
        new Date().toISOString().slice(0, 10),
      ),
    );
    const viaGateway = args.merchantDeclineReason === 'refundAlreadyPaid' && args.refundAlreadyPaid === 'paidViaPaymentGateway';
    if (viaGateway) {
      // The prior refund chosen must be another refund of the same payment.
      const sameParent = refund.invoice ? { invoice: refund.invoice.id } : refund.webPaymentId ? { webPaymentId: refund.webPaymentId } : null;
      const prior = sameParent && UUID.test(args.transactionId ?? '') ? await this.em.findOne(Refund, { id: args.transactionId!, ...sameParent }) : null;
      if (!prior || prior.id === refund.id) throw badInput({ transactionId: 'Please select refund' });
    }
    const alreadyPaid = args.merchantDeclineReason === 'refundAlreadyPaid';
    const details: RefundDeclineDetails = {
      merchantDeclineReason: args.merchantDeclineReason,
      hasCancelPolicyExtended: args.merchantDeclineReason === 'outsideCancellationPolicy' ? !!args.hasCancelPolicyExtended : null,
      extendedCancellationPolicyText: args.merchantDeclineReason === 'outsideCancellationPolicy' ? args.extendedCancellationPolicyText?.trim() || null : null,
      merchantDeclineExplanation: args.merchantDeclineExplanation?.trim() || null,
      refundAlreadyPaid: alreadyPaid ? args.refundAlreadyPaid : null,
      transactionDate: alreadyPaid && !viaGateway ? transactionDate : null,
      transactionId: viaGateway ? args.transactionId : null,
      refundAlreadyPaidAmountCents: alreadyPaid ? (parseCents(args.refundAlreadyPaidAmount) ?? null) : null,
    };
    return this.run(user, refund, (p, actor) => this.process.merchantDecline(p, actor, details));
  }

  approve(user: AuthUser, id: string): Promise<Refund> {
    return this.decide(user, id, 'approve', (p, actor) => this.process.approve(p, actor));
  }

  deny(user: AuthUser, id: string, reason: string): Promise<Refund> {
    assertValid(validateRefundDeny({ reason }));
    return this.decide(user, id, 'deny', (p, actor) => this.process.deny(p, actor, reason.trim()));
  }

  resolvedAsRefunded(user: AuthUser, id: string): Promise<Refund> {
    return this.decide(user, id, 'resolveRefunded', (p, actor) => this.process.resolvedAsRefunded(p, actor));
  }

  resolvedAsNotRefunded(user: AuthUser, id: string, reason: string): Promise<Refund> {
    assertValid(validateRefundDeny({ reason }));
    return this.decide(user, id, 'resolveNotRefunded', (p, actor) => this.process.resolvedAsNotRefunded(p, actor, reason.trim()));
  }

  private async decide(
    user: AuthUser,
    id: string,
    action: RefundAction,
    call: (p: RefundWorkflowInput, actor: RefundActorInput) => Promise<unknown>,
  ): Promise<Refund> {
    return this.run(user, await this.checked(user, id, action), call);
  }

  /** The visible refund, refused early (with the workflow's own words) when the action is not the caller's now. */
  private async checked(user: AuthUser, id: string, action: RefundAction): Promise<Refund> {
    const refund = await findVisibleRefund(this.em, user, id);
    const why = refundRefusal(user.role, action, refund.status, refund.progressStatus);
    if (why) throw badInput(why);
    return refund;
  }

  private async run(user: AuthUser, refund: Refund, call: (p: RefundWorkflowInput, actor: RefundActorInput) => Promise<unknown>): Promise<Refund> {
    try {
      await call(refundProcessInput(refund, this.config.refundReminderMs, this.config.refundAttemptTimeoutMs), { userId: user.id, role: user.role });
    } finally {
      // A refused resolvedAsRefunded records the processor's error on the row: show it.
      await this.em.refresh(refund);
    }
    return refund;
  }

  /**
   * Starts the refund's process (workflow refund-<code>). A code whose workflow id is taken (a
   * database recreated against a Temporal that remembers older refunds) moves further along.
   */
  private async startProcess(refund: Refund): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.process.start(refundProcessInput(refund, this.config.refundReminderMs, this.config.refundAttemptTimeoutMs));
        return;
      } catch (error) {
        if (error instanceof WorkflowExecutionAlreadyStartedError && attempt < 10) {
          refund.code = await this.nextCode(this.em, true);
          // The row was written in the request's transaction: update it directly.
          await this.em.nativeUpdate(Refund, { id: refund.id }, { code: refund.code });
          continue;
        }
        // Without its process nobody could act on it: take it back and report.
        this.logger.error(`could not start the process of ${refund.code}: ${error instanceof Error ? error.message : String(error)}`);
        await this.em.nativeDelete(Refund, { id: refund.id });
        throw isTransientFailure(error) ? serviceUnavailable() : badInput('Unexpected error has occurred. Please try again');
      }
    }
  }

  private async nextCode(em: EntityManager, jump = false): Promise<string> {
    const sql = jump
      ? `select setval('refund_code_seq', nextval('refund_code_seq') + floor(random() * 100000)::int) as n`
      : `select nextval('refund_code_seq') as n`;
    const [row] = await em.execute<{ n: string }[]>(sql);
    return `REF-${new Date().getUTCFullYear()}-${String(row.n).padStart(6, '0')}`;
  }
}
