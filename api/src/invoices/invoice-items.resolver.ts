import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { SuccessResult } from '../common/dtos/success-result.type';
import { InvoiceItemInput, InvoicePayoutInput, ReorderInvoiceItemsInput, SaveDisbursementInput } from './dtos/invoice.inputs';
import { DisbursementType, LineItemType, PayoutList, PayoutType } from './dtos/invoice.type';
import { toDisbursementType, toLineItemType, toPayoutType } from './invoice.mapper';
import { InvoiceItemsService } from './invoice-items.service';

// Line items, disbursements and payouts of an invoice (spec 000 section 7).
@Resolver()
export class InvoiceItemsResolver {
  constructor(private readonly items: InvoiceItemsService) {}

  @Mutation(() => LineItemType)
  async saveInvoiceItem(@CurrentUser() user: AuthUser, @Args('invoiceItem', { type: () => InvoiceItemInput }) input: InvoiceItemInput): Promise<LineItemType> {
    return toLineItemType(await this.items.saveItem(user, input));
  }

  @Mutation(() => SuccessResult)
  async deleteInvoiceItem(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<SuccessResult> {
    await this.items.deleteItems(user, [id]);
    return SuccessResult.ok;
  }

  @Mutation(() => SuccessResult)
  async bulkDeleteInvoiceItems(@CurrentUser() user: AuthUser, @Args('ids', { type: () => [ID] }) ids: string[]): Promise<SuccessResult> {
    await this.items.deleteItems(user, ids);
    return SuccessResult.ok;
  }

  @Mutation(() => [LineItemType])
  async reorderInvoiceItems(
    @CurrentUser() user: AuthUser,
    @Args('sort', { type: () => ReorderInvoiceItemsInput }) sort: ReorderInvoiceItemsInput,
  ): Promise<LineItemType[]> {
    return (await this.items.reorder(user, sort)).map(toLineItemType);
  }

  @Mutation(() => DisbursementType)
  async saveDisbursement(
    @CurrentUser() user: AuthUser,
    @Args('disbursement', { type: () => SaveDisbursementInput }) input: SaveDisbursementInput,
  ): Promise<DisbursementType> {
    return toDisbursementType(await this.items.saveDisbursement(user, input));
  }

  @Mutation(() => DisbursementType)
  async createDisbursement(
    @CurrentUser() user: AuthUser,
    @Args('disbursement', { type: () => SaveDisbursementInput }) input: SaveDisbursementInput,
  ): Promise<DisbursementType> {
    return toDisbursementType(await this.items.saveDisbursement(user, input, true));
  }

  @Mutation(() => SuccessResult)
  async deleteDisbursement(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<SuccessResult> {
    await this.items.deleteDisbursements(user, [id]);
    return SuccessResult.ok;
  }

  @Mutation(() => SuccessResult)
  async bulkDeleteDisbursementItems(@CurrentUser() user: AuthUser, @Args('ids', { type: () => [ID] }) ids: string[]): Promise<SuccessResult> {
    await this.items.deleteDisbursements(user, ids);
    return SuccessResult.ok;
  }

  @Mutation(() => PayoutType)
  async saveInvoicePayout(@CurrentUser() user: AuthUser, @Args('payout', { type: () => InvoicePayoutInput }) input: InvoicePayoutInput): Promise<PayoutType> {
    return toPayoutType(await this.items.savePayout(user, input));
  }

  @Mutation(() => SuccessResult)
  async deleteInvoicePayout(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<SuccessResult> {
    await this.items.deletePayout(user, id);
    return SuccessResult.ok;
  }

  @Query(() => PayoutList)
  async payouts(
    @CurrentUser() user: AuthUser,
    @Args('invoiceId', { type: () => ID, nullable: true }) invoiceId?: string | null,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('page', { type: () => Int, nullable: true }) page?: number | null,
  ): Promise<PayoutList> {
    const { items, total } = await this.items.payouts(user, invoiceId, first, page);
    return { items: items.map(toPayoutType), total };
  }

  @Query(() => PayoutType)
  async payout(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<PayoutType> {
    return toPayoutType(await this.items.payout(user, id));
  }
}
