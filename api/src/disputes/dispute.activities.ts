import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DISPUTE_ACTION_MESSAGES,
  DISPUTE_PROGRESS_LABELS,
  disputeAwaits,
  disputeFeeCentsFor,
  type DisputeFileType,
  type DisputeProgressStatus,
  disputeStatusOf,
  formatDate,
  formatMoney,
  Role,
} from '@pg/domain';
import type { DisputeActivities } from '@pg/workflows';

import { GatewayEvent } from '../events/event.entity';
import { StoredFile } from '../files/file.entity';
import type { MoneyActivityDeps } from '../invoices/money-activity-deps';
import { Organization } from '../organizations/organization.entity';
import type { DisputeEvidenceFile } from '../payments/payment-processor';
import { User } from '../users/user.entity';
import { Dispute } from './dispute.entity';
import { DISPUTE_SUBJECT, recordDisputeEvent, TRANSITION_EVENT_NAMES } from './dispute-events';
import { EVIDENCE_FILE_KINDS, evidenceOf } from './dispute-evidence';
import { disputeInLedger, disputeLedgerPosting } from './dispute-ledger';
import { recordDisputeWebhook } from './dispute-resource';

/** The fee of an accepted dispute and the amount of a won one post with the transition. */
export interface DisputeActivityDeps extends MoneyActivityDeps {
  /** Reads an uploaded file's bytes (the evidence goes to the processor with them). */
  readFile: (path: string) => Promise<Buffer | undefined>;
}

const day = (value: string | null | undefined) => (value ? new Date(`${value}T00:00:00.000Z`) : null);

// Activities of the dispute process. Each is idempotent: Temporal may run one again after a
// worker dies, and the second run must find the first one's work instead of repeating it.
export function createDisputeActivities({ em: root, mail, events, processors, config, readFile, ledger }: DisputeActivityDeps): DisputeActivities {
  return {
    async recordDisputeTransition({ disputeId, cause, from, to, userId, decline, processorStatus }) {
      await root.fork().transactional(async (em) => {
        const dispute = await em.findOneOrFail(Dispute, { id: disputeId }, { populate: ['owner', 'invoice', 'webPayment'] });
        // A repeat (the first run committed, then the worker died) finds it done.
        if (dispute.progressStatus === to) return;
        const status = disputeStatusOf(to);
        em.assign(dispute, { progressStatus: to, status, resolutionDate: status === 'closed' ? new Date() : null });
        const fee = disputeFeeCentsFor(to);
        if (fee) dispute.acceptanceFeeCents = fee;
        if (processorStatus) dispute.processorStatus = processorStatus;
        if (decline) {
          em.assign(dispute, {
            reasonToWinDispute: decline.reasonToWinDispute,
            withdrawalDateByCustomer: day(decline.withdrawalDateByCustomer),
            customerAlreadyRefunded: decline.customerAlreadyRefunded,
            refundDate: day(decline.refundDate),
            refundAmountCents: decline.refundAmountCents,
            refundId: decline.refundId,
            refundDescription: decline.refundDescription,
            creditVoucherGivenDate: day(decline.creditVoucherGivenDate),
            creditVoucherAmountCents: decline.creditVoucherAmountCents,
            creditVoucherDescription: decline.creditVoucherDescription,
            calcellationDelayDate: day(decline.calcellationDelayDate),
            calcellationDelayDescription: decline.calcellationDelayDescription,
            otherReasonDescription: decline.otherReasonDescription,
            productServiceTypeProvided: decline.productServiceTypeProvided,
            productOrServiceDetails: decline.productOrServiceDetails,
            additionalInformation: decline.additionalInformation,
          });
          for (const file of decline.files) {
            em.create(StoredFile, {
              type: file.type,
              path: file.path,
              caption: file.caption,
              mimetype: file.mimetype,
              size: file.size,
              organization: em.getReference(Organization, dispute.owner.id),
              user: userId ? em.getReference(User, userId) : null,
              dispute,
            });
          }
        }
        // Money moves with the stage, in its transaction: the fee when accepted, the amount back when won.
        const books = disputeInLedger(dispute);
        if (fee && books) await ledger.post(em, disputeLedgerPosting(dispute, 'fee', userId));
        if (to === 'overturned' && books) await ledger.post(em, disputeLedgerPosting(dispute, 'won', userId));
        recordDisputeWebhook(em, dispute, status === 'closed' ? 'dispute.closed' : 'dispute.updated');
        recordDisputeEvent(events, em, dispute, TRANSITION_EVENT_NAMES[cause], userId, {
          from,
          to,
          ...(fee ? { acceptanceFee: fee } : {}),
          ...(processorStatus ? { processorStatus } : {}),
        });
      });
    },

    async submitDisputeEvidence({ disputeId, idempotencyKey, userId }) {
      const em = root.fork();
      const dispute = await em.findOneOrFail(Dispute, { id: disputeId }, { populate: ['owner', 'invoice'] });
      if (dispute.evidenceSubmittedAt) return { status: 'succeeded' };
      const fail = async (message: string, meta: Record<string, unknown> = {}) => {
        dispute.lastError = message;
        recordDisputeEvent(events, em, dispute, 'Evidence refused by the card processor', userId, { message, ...meta });
        await em.flush();
        return { status: 'failed' as const, message };
      };
      let processor;
      try {
        processor = await processors.processorFor(dispute.processor);
      } catch (error) {
        return fail(error instanceof Error ? error.message : String(error));
      }
      if (!processor.submitDisputeEvidence) return fail(DISPUTE_ACTION_MESSAGES.evidenceFailed);
      const rows = await em.find(
        StoredFile,
        { dispute: dispute.id, type: { $in: Object.keys(EVIDENCE_FILE_KINDS) } },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      const files: DisputeEvidenceFile[] = [];
      for (const row of rows) {
        const bytes = await readFile(row.path);
        // A missing object is a storage problem worth retrying, not a reason to send less.
        if (!bytes) throw new Error(`evidence file ${row.path} of ${dispute.code} is not in storage`);
        files.push({ kind: EVIDENCE_FILE_KINDS[row.type as DisputeFileType], name: row.caption || row.path, mimetype: row.mimetype, bytes });
      }
      const result = await processor.submitDisputeEvidence({ disputeId: dispute.processorDisputeId, idempotencyKey, ...evidenceOf(dispute), files });
      if (result.status === 'failed') return fail(result.failMessage, { failCode: result.failCode, errorType: result.errorType });
      em.assign(dispute, { evidenceSubmittedAt: new Date(), processorStatus: result.processorStatus, lastError: null });
      recordDisputeEvent(events, em, dispute, 'Evidence submitted to the card processor', userId, {
        files: files.length,
        processorStatus: result.processorStatus,
      });
      await em.flush();
      return { status: 'succeeded' };
    },

    async acceptProcessorDispute({ disputeId, idempotencyKey }) {
      const em = root.fork();
      const dispute = await em.findOneOrFail(Dispute, { id: disputeId }, { populate: ['owner'] });
      const slug = 'accepted-at-processor';
      if (await em.count(GatewayEvent, { subjectType: DISPUTE_SUBJECT, subjectId: disputeId, slug })) return;
      const processor = await processors.processorFor(dispute.processor);
      if (!processor.acceptDispute) return;
      const result = await processor.acceptDispute({ disputeId: dispute.processorDisputeId, idempotencyKey });
      // A processor that is down is asked again; a refusal (already closed) is final and recorded.
      if (result.status === 'failed' && result.errorType === 'api_error') throw new Error(result.failMessage);
      if (result.status === 'succeeded') dispute.processorStatus = result.processorStatus;
      const meta = result.status === 'succeeded' ? { processorStatus: result.processorStatus } : { message: result.failMessage, failCode: result.failCode };
      recordDisputeEvent(
        events,
        em,
        dispute,
        result.status === 'succeeded' ? 'Dispute accepted at the card processor' : 'Card processor refused the acceptance',
        null,
        meta,
        slug,
      );
      await em.flush();
    },

    async notifyDisputeStage({ disputeId, progressStatus }) {
      const em = root.fork();
      const slug = `notified-${progressStatus}`;
      // At most once per stage: the history row marks it sent.
      if (await em.count(GatewayEvent, { subjectType: DISPUTE_SUBJECT, subjectId: disputeId, slug })) return;
      const dispute = await em.findOneOrFail(Dispute, { id: disputeId }, { populate: ['owner', 'invoice', 'webPayment'] });
      const status = disputeStatusOf(progressStatus);
      const actor = disputeAwaits(status, progressStatus);
      const to = await recipients(em, dispute, actor === 'pg' ? 'pg' : 'merchant');
      const stage = DISPUTE_PROGRESS_LABELS[progressStatus];
      const link = `${config.publicUrl}/disputes/details/${dispute.id}`;
      const about = [
        `Dispute: ${dispute.code}`,
        `Merchant: ${dispute.owner.name}`,
        dispute.invoice ? `Invoice: ${dispute.invoice.code}` : dispute.webPayment ? `Checkout: ${dispute.webPayment.code}` : undefined,
        `Amount: ${formatMoney(dispute.disputeAmountCents)}`,
        `Progress: ${stage}`,
        progressStatus === 'received' ? `Respond by: ${formatDate(dispute.merchantResponseDueDate, 'UTC')}` : undefined,
      ]
        .filter(Boolean)
        .join('\n');
      const { subject, text } = message(dispute.code, progressStatus, stage, actor);
      if (to.length) await mail.send({ to, subject, text: `${text}\n\n${about}\n\n${link}` });
      recordDisputeEvent(events, em, dispute, 'Notification sent', null, { to: to.length, progressStatus }, slug);
      await em.flush();
    },
  };
}

function message(code: string, progress: DisputeProgressStatus, stage: string, actor: string | undefined): { subject: string; text: string } {
  if (progress === 'received') {
    return {
      subject: `Dispute ${code} is waiting for your response`,
      text: 'A customer disputed a payment. Accept or decline the dispute before the response due date; without an answer it is accepted on your behalf.',
    };
  }
  if (actor === 'pg') return { subject: `Dispute ${code} is waiting for your action`, text: `A dispute is waiting for the platform's decision (${stage}).` };
  if (progress === 'inReview')
    return { subject: `Dispute ${code} is in review`, text: 'Your evidence was sent to the card processor, which decides the dispute.' };
  return {
    subject: `Dispute ${code} is closed: ${stage}`,
    text: progress === 'overturned' ? 'The dispute was decided in your favour.' : 'The dispute was decided for the customer.',
  };
}

/** The merchant's Owners and Admins, or the PG Admins. */
async function recipients(em: EntityManager, dispute: Dispute, who: 'merchant' | 'pg'): Promise<string[]> {
  const where =
    who === 'merchant' ? { organization: dispute.owner.id, role: { $in: [Role.OWNER, Role.ADMIN] }, locked: false } : { role: Role.PG_ADMIN, locked: false };
  const users = await em.find(User, where, { fields: ['email'], orderBy: { email: 'asc' }, limit: 50 });
  return users.map((u) => u.email);
}
