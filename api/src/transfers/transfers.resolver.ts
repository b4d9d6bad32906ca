import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { canSeeField } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { TransferList, TransferType } from './dtos/transfer.type';
import { toTransferType } from './transfer.mapper';
import { TransferListService } from './transfer-list.service';
import { TransfersService } from './transfers.service';

// Transfer queries and mutations of spec 002 section 7, by the spec's names (thin: the services
// and the transfer saga hold the rules).
@Resolver(() => TransferType)
export class TransfersResolver {
  constructor(
    private readonly service: TransfersService,
    private readonly lists: TransferListService,
  ) {}

  @Query(() => TransferList)
  async transfers(
    @CurrentUser() user: AuthUser,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('page', { type: () => Int, nullable: true, description: '1-based page (instead of after)' }) page?: number | null,
    @Args('sortField', { type: () => String, nullable: true, description: 'createdAt (date), code or amount' }) sortField?: string | null,
    @Args('sortDirection', { type: () => String, nullable: true }) sortDirection?: string | null,
    @Args('searchParam', { type: () => String, nullable: true, description: "A transfer's code or notes, or the code of an item in it" })
    searchParam?: string | null,
    @Args('transferId', { type: () => ID, nullable: true }) transferId?: string | null,
  ): Promise<TransferList> {
    const { items, total } = await this.lists.list({
      first,
      after,
      page,
      sortField,
      sortDirection,
      searchParam,
      transferId,
      searchNotes: canSeeField(user.role, 'Transfer.notes'),
    });
    return { items: items.map((t) => toTransferType(t, user)), total };
  }

  @Query(() => TransferType)
  async transfer(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<TransferType> {
    return toTransferType(await this.service.find(id), user);
  }

  @Mutation(() => TransferType, { description: 'Builds a transfer from the selected items (the transfer saga); answers once it is made' })
  async createTransaction(
    @CurrentUser() user: AuthUser,
    @Args('notes', { type: () => String, nullable: true }) notes?: string | null,
    @Args('invoiceIds', { type: () => [ID], nullable: true }) invoiceIds?: string[] | null,
    @Args('refundIds', { type: () => [ID], nullable: true }) refundIds?: string[] | null,
    @Args('disputeIds', { type: () => [ID], nullable: true }) disputeIds?: string[] | null,
    @Args('checkoutIds', { type: () => [ID], nullable: true }) checkoutIds?: string[] | null,
    @Args('wonDisputeIds', { type: () => [ID], nullable: true }) wonDisputeIds?: string[] | null,
    @Args('releasedRefundIds', {
      type: () => [ID],
      nullable: true,
      description: 'Refunds an earlier transfer deducted and that were then denied or not refunded: paid back to the merchant',
    })
    releasedRefundIds?: string[] | null,
    @Args('confirmOverdraft', {
      type: () => Boolean,
      nullable: true,
      description: 'Bank Admin confirms paying organizations more than their balances (the overdrafts a first attempt stated)',
    })
    confirmOverdraft?: boolean | null,
  ): Promise<TransferType> {
    const transfer = await this.service.create(user, {
      notes,
      invoiceIds,
      refundIds,
      disputeIds,
      checkoutIds,
      wonDisputeIds,
      releasedRefundIds,
      confirmOverdraft,
    });
    return toTransferType(transfer, user);
  }

  @Mutation(() => TransferType)
  async updateTransferNotes(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('notes', { type: () => String, nullable: true }) notes?: string | null,
  ): Promise<TransferType> {
    return toTransferType(await this.service.updateNotes(user, id, notes), user);
  }
}
