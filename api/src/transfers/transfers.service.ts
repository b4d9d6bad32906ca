import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { can, canSubmitTransfer, MAX_TRANSFER_ITEMS_PER_KIND, TRANSFER_MESSAGES, type TransferItemKind, validateTransferNotes } from '@pg/domain';
import type { TransferWorkflowInput } from '@pg/workflows';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { GraphQLError } from 'graphql';

import type { AuthUser } from '../common/auth-user';
import { assertValid, badInput, forbidden, notFound, overdraftRefusal } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { EventsService } from '../events/events.service';
import { User } from '../users/user.entity';
import { TRANSFER_SUBJECT } from './transfer.activities';
import { Transfer, type TransferRequest } from './transfer.entity';
import { TransferProcessService } from './transfer-process.service';

/** createTransaction's arguments (spec 002 s7), as the spec names them. */
export interface CreateTransactionArgs {
  notes?: string | null;
  invoiceIds?: readonly string[] | null;
  refundIds?: readonly string[] | null;
  disputeIds?: readonly string[] | null;
  checkoutIds?: readonly string[] | null;
  wonDisputeIds?: readonly string[] | null;
  /** Issue 47: refunds an earlier transfer deducted and that were then denied or not refunded. */
  releasedRefundIds?: readonly string[] | null;
  /** Bank Admin's confirmation of the overdrafts a first attempt stated. */
  confirmOverdraft?: boolean | null;
}

// Building a transfer (spec 002 s2 Transactions, s4) and its notes. The saga (workflow
// transfer-<code>) does the work; this service checks the request, writes the pending row,
// starts the saga and waits until the transfer is made or refused.
@Injectable()
export class TransfersService {
  private readonly logger = new Logger('Transfers');

  constructor(
    private readonly em: EntityManager,
    private readonly process: TransferProcessService,
    private readonly history: EventsService,
  ) {}

  /** A completed transfer (staff only, by the role matrix); pending and failed ones read as not found. */
  async find(id: string): Promise<Transfer> {
    const transfer = UUID.test(id) ? await this.em.findOne(Transfer, { id, status: 'completed' }, { populate: ['transferredBy'] }) : null;
    if (!transfer) throw notFound('Transfer');
    return transfer;
  }

  async create(user: AuthUser, args: CreateTransactionArgs): Promise<Transfer> {
    const requested = this.request(args);
    const transfer = this.em.create(Transfer, {
      code: await this.nextCode(),
      status: 'pending',
      amountCents: 0,
      notes: args.notes?.trim() || null,
      requested,
      transferredBy: this.em.getReference(User, user.id),
      allowOverdraft: args.confirmOverdraft === true,
    });
    if (transfer.allowOverdraft && !can(user.role, 'confirmTransferOverdraft')) throw forbidden();
    await this.em.flush();
    try {
      await this.process.outcome(await this.startProcess(transfer, user));
    } catch (error) {
      // Refused for overdrafts: each one goes with the message, for the confirmation to state.
      const failed = await this.em.findOne(Transfer, { id: transfer.id }, { fields: ['overdrafts'], refresh: true });
      if (error instanceof GraphQLError && failed?.overdrafts?.length) throw overdraftRefusal(error.message, failed.overdrafts);
      throw error;
    }
    // The saga wrote the amount and completed it: read the row again.
    return this.em.findOneOrFail(Transfer, { id: transfer.id }, { populate: ['transferredBy'], refresh: true });
  }

  async updateNotes(user: AuthUser, id: string, notes: string | null | undefined): Promise<Transfer> {
    assertValid(validateTransferNotes({ notes: notes ?? '' }));
    const transfer = await this.find(id);
    transfer.notes = notes!.trim();
    this.history.record(this.em, {
      name: 'Transfer notes updated',
      slug: 'transfer-notes-updated',
      subjectType: TRANSFER_SUBJECT,
      subjectId: transfer.id,
      userId: user.id,
    });
    await this.em.flush();
    return transfer;
  }

  /** The ids by kind, checked: something to pay out, not too many, only ids that can be items. */
  private request(args: CreateTransactionArgs): TransferRequest {
    const byKind: Record<TransferItemKind, readonly string[] | null | undefined> = {
      invoice: args.invoiceIds,
      checkout: args.checkoutIds,
      refund: args.refundIds,
      dispute: args.disputeIds,
      wonDispute: args.wonDisputeIds,
      releasedRefund: args.releasedRefundIds,
    };
    const requested: TransferRequest = {};
    for (const [kind, ids] of Object.entries(byKind) as [TransferItemKind, readonly string[] | null | undefined][]) {
      const unique = [...new Set((ids ?? []).map((id) => id.trim().toLowerCase()))];
      if (unique.length === 0) continue;
      if (unique.length > MAX_TRANSFER_ITEMS_PER_KIND) throw badInput(TRANSFER_MESSAGES.tooMany);
      // An id that is not even a UUID is an item nobody can transfer.
      if (unique.some((id) => !UUID.test(id))) throw badInput(`${TRANSFER_MESSAGES.unavailable}.`);
      requested[kind] = unique;
    }
    if (!canSubmitTransfer({ invoiceIds: requested.invoice ?? [], checkoutIds: requested.checkout ?? [] })) throw badInput(TRANSFER_MESSAGES.nothingSelected);
    return requested;
  }

  /**
   * Starts the saga (workflow transfer-<code>). A code whose workflow id is taken (a database
   * recreated against a Temporal that remembers older transfers) moves further along.
   */
  private async startProcess(transfer: Transfer, user: AuthUser): Promise<TransferWorkflowInput> {
    for (let attempt = 0; ; attempt++) {
      try {
        const input = { transferId: transfer.id, code: transfer.code, organizationId: user.organizationId };
        await this.process.start(input);
        return input;
      } catch (error) {
        if (error instanceof WorkflowExecutionAlreadyStartedError && attempt < 10) {
          transfer.code = await this.nextCode(true);
          await this.em.flush();
          continue;
        }
        this.logger.error(`could not start the saga of ${transfer.code}: ${error instanceof Error ? error.message : String(error)}`);
        // The start's answer may be lost while the saga runs (or has finished): it decides then.
        const input = { transferId: transfer.id, code: transfer.code, organizationId: user.organizationId };
        if (await this.process.startedAnyway(input)) return input;
        // Only a transfer no saga has moved: the saga's own fences refuse a failed one later.
        await this.em.nativeUpdate(
          Transfer,
          { id: transfer.id, status: 'pending' },
          { status: 'failed', failureReason: 'The transfer process could not be started' },
        );
        throw badInput(TRANSFER_MESSAGES.failed);
      }
    }
  }

  private async nextCode(jump = false): Promise<string> {
    const sql = jump
      ? `select setval('transfer_code_seq', nextval('transfer_code_seq') + floor(random() * 100000)::int) as n`
      : `select nextval('transfer_code_seq') as n`;
    const [row] = await this.em.execute<{ n: string }[]>(sql);
    return `TRF-${new Date().getUTCFullYear()}-${String(row.n).padStart(6, '0')}`;
  }
}
