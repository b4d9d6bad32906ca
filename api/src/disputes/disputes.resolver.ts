import { EntityManager } from '@mikro-orm/postgresql';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { DisputeProgressStatus, DisputeStatus } from '@pg/domain';

import type { AuthUser, GqlContext } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { PageArg, SortedListArgs } from '../common/dtos/list.args';
import { HasTransferArg, withoutTransfer } from '../common/dtos/transfer-filter.args';
import { loadersFor } from '../invoices/invoice.loaders';
import { toDisputeType } from './dispute.mapper';
import { DisputeListService } from './dispute-list.service';
import { DisputesService } from './disputes.service';
import { MerchantDenyDisputeInput } from './dtos/dispute.inputs';
import { DisputeList, DisputeType } from './dtos/dispute.type';
import { DisputeProgressStatusEnum, DisputeStatusEnum } from './dtos/dispute-enums';

// Dispute queries and mutations of spec 001 section 7, by the spec's names (thin: the services
// and the dispute process hold the rules).
@Resolver(() => DisputeType)
export class DisputesResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly service: DisputesService,
    private readonly lists: DisputeListService,
  ) {}

  @Query(() => DisputeList)
  async disputes(
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
    @Args() list: SortedListArgs,
    @Args('invoiceId', { type: () => ID, nullable: true }) invoiceId?: string | null,
    @Args('status', { type: () => DisputeStatusEnum, nullable: true }) status?: DisputeStatus | null,
    @Args('progressStatus', { type: () => [DisputeProgressStatusEnum], nullable: true }) progressStatus?: DisputeProgressStatus[] | null,
    @Args('transferId', { type: () => ID, nullable: true }) transferId?: string | null,
    @PageArg() page?: number | null,
    @Args('awaitingMyAction', { type: () => Boolean, nullable: true, description: "Only disputes waiting for the viewer's role" })
    awaitingMyAction?: boolean | null,
    @HasTransferArg() hasTransfer?: boolean | null,
    @HasTransferArg('hasRefundTransfer', 'As hasTransfer, for the transfer that returned a won dispute (refundTransferId)') hasRefundTransfer?: boolean | null,
    @Args('refundTransferId', {
      type: () => ID,
      nullable: true,
      description: 'The transfer that returned a won dispute; an explicit null: only those no transfer returned yet (spec 002 s7)',
    })
    refundTransferId?: string | null,
    @Args('stripeStatus', { type: () => String, nullable: true, description: "The processor's status (won: spec 002 s4 won disputes)" })
    stripeStatus?: string | null,
    @Args('livemode', { type: () => Boolean, nullable: true, description: 'true: live disputes only; false: disputes of test checkouts only; omitted: both' })
    livemode?: boolean | null,
  ): Promise<DisputeList> {
    const { items, total, invoices } = await this.lists.list(user, {
      ...list,
      invoiceId,
      status,
      progressStatus,
      transferId,
      page,
      awaitingMyAction,
      hasTransfer: withoutTransfer(hasTransfer, transferId),
      hasRefundTransfer: withoutTransfer(hasRefundTransfer, refundTransferId),
      refundTransferId,
      stripeStatus,
      livemode,
    });
    // The parent invoices were read with the page: the invoice field resolver finds them without a statement.
    loadersFor(ctx.req, this.em).primeInvoices(invoices);
    return { items: items.map((d) => toDisputeType(d, user)), total };
  }

  @Query(() => DisputeType)
  async dispute(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<DisputeType> {
    return toDisputeType(await this.service.find(user, id), user);
  }

  @Mutation(() => DisputeType, { description: 'The merchant accepts (Owner, Admin): merchantApproved, the USD 15 fee recorded' })
  async merchantApproveDispute(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<DisputeType> {
    return toDisputeType(await this.service.merchantApprove(user, id), user);
  }

  @Mutation(() => DisputeType, { description: "The 'Dispute Decline Form': merchantDeclined with the reasons and files" })
  async merchantDenyDispute(
    @CurrentUser() user: AuthUser,
    @Args('dispute', { type: () => MerchantDenyDisputeInput }) dispute: MerchantDenyDisputeInput,
  ): Promise<DisputeType> {
    return toDisputeType(await this.service.merchantDeny(user, dispute), user);
  }

  @Mutation(() => DisputeType, { description: 'Platform approval of an accepted dispute: closed, refunded' })
  async pgApproveDispute(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<DisputeType> {
    return toDisputeType(await this.service.pgApprove(user, id), user);
  }

  @Mutation(() => DisputeType, { description: 'Platform review of a declined dispute: the evidence goes to the processor; open, inReview' })
  async pgDisputeInReview(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<DisputeType> {
    return toDisputeType(await this.service.pgReview(user, id), user);
  }
}
