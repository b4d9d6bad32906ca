import { EntityManager } from '@mikro-orm/postgresql';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { InvoiceStatus, OrganizationStatus, OrganizationType as OrgType } from '@pg/domain';

import type { AuthUser, GqlContext } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { MoneyListArgs } from '../common/dtos/list.args';
import { SuccessResult } from '../common/dtos/success-result.type';
import { HasTransferArg, withoutTransfer } from '../common/dtos/transfer-filter.args';
import { OrganizationStatusEnum, OrganizationTypeEnum } from '../common/graphql-enums';
import { CreateInvoiceInput, UpdateInvoiceInput } from './dtos/invoice.inputs';
import { InvoiceList, InvoiceType, OrganizationOption } from './dtos/invoice.type';
import { InvoiceStatusEnum } from './dtos/invoice-enums';
import { loadersFor } from './invoice.loaders';
import { toInvoiceType } from './invoice.mapper';
import { InvoiceListService } from './invoice-list.service';
import { InvoiceSummaryService } from './invoice-summary.service';
import { InvoicesService } from './invoices.service';

// Invoice queries and mutations of spec 000 section 7 (thin: the service holds the rules).
@Resolver(() => InvoiceType)
export class InvoicesResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly service: InvoicesService,
    private readonly lists: InvoiceListService,
    private readonly summaries: InvoiceSummaryService,
  ) {}

  @Query(() => InvoiceType, { description: 'By id (signed in) or by accessKey (the public pay page)' })
  async invoice(
    @CurrentUser() user: AuthUser | null,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
    @Args('accessKey', { type: () => String, nullable: true }) accessKey?: string | null,
  ): Promise<InvoiceType> {
    const invoice = await this.service.findForViewer(user, id, accessKey);
    // Reached by the pay link: the payer's view, whoever is signed in.
    return toInvoiceType(invoice, accessKey ? null : user);
  }

  @Query(() => InvoiceList)
  async invoices(
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
    @Args() list: MoneyListArgs,
    @Args('page', { type: () => Int, nullable: true }) page?: number | null,
    @Args('payoutId', { type: () => ID, nullable: true }) payoutId?: string | null,
    @Args('ownerId', { type: () => ID, nullable: true }) ownerId?: string | null,
    @Args('status', { type: () => InvoiceStatusEnum, nullable: true }) status?: InvoiceStatus | null,
    @HasTransferArg() hasTransfer?: boolean | null,
  ): Promise<InvoiceList> {
    const { items, total, owners } = await this.lists.list(user, {
      ...list,
      page,
      payoutId,
      ownerId,
      status,
      hasTransfer: withoutTransfer(hasTransfer, list.transferId),
    });
    // The owners read with a staff page: the owner field resolver finds them without a statement.
    for (const owner of owners) loadersFor(ctx.req, this.em).owners.prime(owner.id, owner);
    return { items: items.map((i) => toInvoiceType(i, user)), total };
  }

  @Query(() => [OrganizationOption], { description: 'Disbursement recipients' })
  organizations(
    @Args('type', { type: () => [OrganizationTypeEnum], nullable: true }) type?: OrgType[] | null,
    @Args('status', { type: () => [OrganizationStatusEnum], nullable: true }) status?: OrganizationStatus[] | null,
  ): Promise<OrganizationOption[]> {
    return this.service.organizations(type, status);
  }

  @Query(() => SuccessResult, { description: 'E-mails the invoice summary to the given addresses' })
  async sendTOSummary(@CurrentUser() user: AuthUser, @Args('emails', { type: () => [String] }) emails: string[]): Promise<SuccessResult> {
    await this.summaries.sendSummary(user, emails);
    return SuccessResult.ok;
  }

  @Mutation(() => InvoiceType)
  async createInvoice(@CurrentUser() user: AuthUser, @Args('invoice', { type: () => CreateInvoiceInput }) input: CreateInvoiceInput): Promise<InvoiceType> {
    return toInvoiceType(await this.service.create(user, input), user);
  }

  @Mutation(() => InvoiceType)
  async updateInvoice(@CurrentUser() user: AuthUser, @Args('invoice', { type: () => UpdateInvoiceInput }) input: UpdateInvoiceInput): Promise<InvoiceType> {
    return toInvoiceType(await this.service.update(user, input), user);
  }

  @Mutation(() => InvoiceType)
  async updateStatus(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('status', { type: () => InvoiceStatusEnum }) status: InvoiceStatus,
  ): Promise<InvoiceType> {
    return toInvoiceType(await this.service.updateStatus(user, id, status), user);
  }

  @Mutation(() => SuccessResult)
  async deleteInvoice(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<SuccessResult> {
    await this.service.delete(user, id);
    return SuccessResult.ok;
  }
}
