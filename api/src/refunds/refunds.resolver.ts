import { EntityManager } from '@mikro-orm/postgresql';
import { Args, Context, Float, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type RefundParentType, type RefundProgressStatus, refundStagesAwaiting, type RefundStatus } from '@pg/domain';

import type { AuthUser, GqlContext } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { MoneyListArgs, PageArg } from '../common/dtos/list.args';
import { loadersFor } from '../invoices/invoice.loaders';
import type { InvoiceRecord } from '../invoices/invoice.mapper';
import { RequestRefundInput } from './dtos/refund.inputs';
import { AvailableRefundAmount, RefundList, RefundType } from './dtos/refund.type';
import { RefundParentTypeEnum, RefundProgressStatusEnum, RefundStatusEnum } from './dtos/refund-enums';
import { type RefundRecord, toRefundType } from './refund.mapper';
import { RefundListService } from './refund-list.service';
import { RefundsService } from './refunds.service';

// Refund queries and mutations of spec 001 section 7, by the spec's names (thin: the services
// and the refund process hold the rules).
@Resolver(() => RefundType)
export class RefundsResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly service: RefundsService,
    private readonly lists: RefundListService,
  ) {}

  /** A page's refunds, its parent invoices given to the request's loader (read with the page: no statement of their own). */
  private page(ctx: GqlContext, user: AuthUser, { items, total, invoices }: { items: RefundRecord[]; total: number; invoices: InvoiceRecord[] }): RefundList {
    loadersFor(ctx.req, this.em).primeInvoices(invoices);
    return { items: items.map((r) => toRefundType(r, user)), total };
  }

  @Query(() => RefundList)
  async refunds(
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
    @Args() list: MoneyListArgs,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
    @Args('status', { type: () => RefundStatusEnum, nullable: true }) status?: RefundStatus | null,
    @Args('progressStatus', { type: () => RefundProgressStatusEnum, nullable: true }) progressStatus?: RefundProgressStatus | null,
    @PageArg() page?: number | null,
    @Args('awaitingMyAction', { type: () => Boolean, nullable: true, description: "Only refunds waiting for the viewer's role" })
    awaitingMyAction?: boolean | null,
    @Args('livemode', { type: () => Boolean, nullable: true, description: 'true: live refunds only; false: refunds of test checkouts only; omitted: both' })
    livemode?: boolean | null,
    @Args('offeredToTransfer', {
      type: () => Boolean,
      nullable: true,
      description: 'Only refunds a transfer can deduct now: approved by the bank (or the platform), reserved in the books, in no transfer',
    })
    offeredToTransfer?: boolean | null,
    @Args('releasedForTransfer', {
      type: () => Boolean,
      nullable: true,
      description: 'Only refunds a completed transfer deducted and that were then denied or not refunded, not yet paid back',
    })
    releasedForTransfer?: boolean | null,
  ): Promise<RefundList> {
    return this.page(
      ctx,
      user,
      await this.lists.list(user, { ...list, id, status, progressStatus, page, awaitingMyAction, livemode, offeredToTransfer, releasedForTransfer }),
    );
  }

  @Query(() => RefundType)
  async refund(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<RefundType> {
    return toRefundType(await this.service.find(user, id), user);
  }

  @Query(() => AvailableRefundAmount)
  availableRefundAmountAndRefundPolicyTerms(
    @CurrentUser() user: AuthUser,
    @Args('parentEntityId', { type: () => ID }) parentEntityId: string,
    @Args('type', { type: () => RefundParentTypeEnum, nullable: true, defaultValue: 'invoice' }) type: RefundParentType,
  ): Promise<AvailableRefundAmount> {
    return this.service.available(user, parentEntityId, type);
  }

  @Query(() => RefundList, { description: 'Open refunds at the bank stage' })
  async refundsPendingForBankAction(
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<RefundList> {
    return this.page(ctx, user, await this.lists.list(user, { first, after, stages: refundStagesAwaiting('bank') }));
  }

  @Query(() => RefundList, { description: 'Open refunds at the merchant (tour operator) stage' })
  async refundsPendingForTOAction(
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<RefundList> {
    return this.page(ctx, user, await this.lists.list(user, { first, after, stages: refundStagesAwaiting('merchant') }));
  }

  @Mutation(() => RefundType)
  async requestRefund(@CurrentUser() user: AuthUser, @Args('refund', { type: () => RequestRefundInput }) refund: RequestRefundInput): Promise<RefundType> {
    return toRefundType(await this.service.request(user, refund), user);
  }

  @Mutation(() => RefundType, { description: 'Merchant approval (Owner, Admin): on to the bank' })
  async merchantApprove(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<RefundType> {
    return toRefundType(await this.service.merchantApprove(user, id), user);
  }

  @Mutation(() => RefundType, { description: 'Merchant decline wizard (spec 001 s2, s5): on to the bank with the reasons' })
  async merchantDecline(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('merchantDeclineReason', { type: () => String }) merchantDeclineReason: string,
    @Args('hasCancelPolicyExtended', { type: () => Boolean, nullable: true }) hasCancelPolicyExtended?: boolean | null,
    @Args('extendedCancellationPolicyText', { type: () => String, nullable: true }) extendedCancellationPolicyText?: string | null,
    @Args('merchantDeclineExplanation', { type: () => String, nullable: true }) merchantDeclineExplanation?: string | null,
    @Args('refundAlreadyPaid', { type: () => String, nullable: true }) refundAlreadyPaid?: string | null,
    @Args('transactionDate', { type: () => String, nullable: true, description: 'YYYY-MM-DD (or an ISO date-time)' }) transactionDate?: string | null,
    @Args('transactionId', { type: () => String, nullable: true, description: 'The earlier refund, when paid via the payment gateway' })
    transactionId?: string | null,
    @Args('refundAlreadyPaidAmount', { type: () => Float, nullable: true }) refundAlreadyPaidAmount?: number | null,
  ): Promise<RefundType> {
    const refund = await this.service.merchantDecline(user, id, {
      merchantDeclineReason,
      hasCancelPolicyExtended,
      extendedCancellationPolicyText,
      merchantDeclineExplanation,
      refundAlreadyPaid,
      transactionDate,
      transactionId,
      refundAlreadyPaidAmount,
    });
    return toRefundType(refund, user);
  }

  @Mutation(() => RefundType, { description: 'Bank approval at the bank stage, platform approval at the platform stage' })
  async approveRefund(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<RefundType> {
    return toRefundType(await this.service.approve(user, id), user);
  }

  @Mutation(() => RefundType, { description: 'Bank or platform denial with a reason: closed, denied' })
  async denyRefund(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason', { type: () => String }) reason: string,
  ): Promise<RefundType> {
    return toRefundType(await this.service.deny(user, id, reason), user);
  }

  @Mutation(() => RefundType, { description: 'Refunds the payment through its processor: closed, refunded' })
  async resolvedAsRefunded(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<RefundType> {
    return toRefundType(await this.service.resolvedAsRefunded(user, id), user);
  }

  @Mutation(() => RefundType, { description: 'Closed without a processor refund, with a reason' })
  async resolvedAsNotRefunded(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason', { type: () => String }) reason: string,
  ): Promise<RefundType> {
    return toRefundType(await this.service.resolvedAsNotRefunded(user, id, reason), user);
  }
}
