import { Args, Float, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Industry, OrganizationStatus, OrganizationType as OrgType } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { PageArg, SortedListArgs } from '../common/dtos/list.args';
import { SuccessResult } from '../common/dtos/success-result.type';
import { OrganizationStatusEnum, OrganizationTypeEnum } from '../common/graphql-enums';
import { EventList } from '../events/dtos/event.type';
import { CreateOrganizationInput } from './dtos/create-organization.input';
import { OrganizationType } from './dtos/organization.type';
import { OrganizationConnection } from './dtos/organization-connection.type';
import { OrganizationList } from './dtos/organization-list.type';
import { RequestOrganizationInput } from './dtos/request-organization.input';
import { UpdateOrganizationInput } from './dtos/update-organization.input';
import { toOrganizationType } from './organization.mapper';
import { OrganizationAdminService } from './organization-admin.service';
import { OrganizationListService } from './organization-list.service';
import { OrganizationReportService } from './organization-report.service';
import { OrganizationsService } from './organizations.service';

@Resolver(() => OrganizationType)
export class OrganizationsResolver {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly lists: OrganizationListService,
    private readonly admin: OrganizationAdminService,
    private readonly reports: OrganizationReportService,
  ) {}

  @Query(() => OrganizationConnection)
  organizationAutocomplete(
    @CurrentUser() user: AuthUser | null,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('name', { type: () => String, nullable: true }) name?: string | null,
    @Args('type', { type: () => [OrganizationTypeEnum], nullable: true }) type?: OrgType[] | null,
    @Args('status', { type: () => [OrganizationStatusEnum], nullable: true }) status?: OrganizationStatus[] | null,
  ): Promise<OrganizationConnection> {
    return this.organizations.autocomplete(user, { after, first, name, type, status });
  }

  @Query(() => OrganizationType)
  async organization(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<OrganizationType> {
    return toOrganizationType(await this.organizations.findVisible(user, id));
  }

  @Mutation(() => SuccessResult)
  async requestToAddOrganization(
    @Args('input', { type: () => RequestOrganizationInput }) input: RequestOrganizationInput & { industry: Industry },
  ): Promise<SuccessResult> {
    await this.organizations.requestToAdd(input);
    return SuccessResult.ok;
  }

  @Mutation(() => OrganizationType)
  async updateOrganization(
    @CurrentUser() user: AuthUser,
    @Args('input', { type: () => UpdateOrganizationInput }) input: UpdateOrganizationInput,
  ): Promise<OrganizationType> {
    return toOrganizationType(await this.organizations.update(user, input));
  }

  @Mutation(() => SuccessResult)
  async closeOrganization(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<SuccessResult> {
    await this.organizations.close(user, id);
    return SuccessResult.ok;
  }

  @Query(() => EventList)
  currentOrganizationEvents(
    @CurrentUser() user: AuthUser,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<EventList> {
    return this.organizations.eventsOf(user.organizationId, first, after);
  }

  // Staff administration (spec 002 s7). Thin: the services hold the rules.

  @Query(() => OrganizationList)
  async organizationList(
    @CurrentUser() user: AuthUser,
    @Args() list: SortedListArgs,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
    @Args('status', { type: () => [OrganizationStatusEnum], nullable: true }) status?: OrganizationStatus[] | null,
    @Args('type', { type: () => [OrganizationTypeEnum], nullable: true }) type?: OrgType[] | null,
    @PageArg() page?: number | null,
  ): Promise<OrganizationList> {
    const { items, total } = await this.lists.list(user, { ...list, id, status, type, page });
    return { items: items.map((o) => toOrganizationType(o)), total };
  }

  @Mutation(() => OrganizationType, { description: 'Activates: approves a request, reopens a locked or closed account' })
  async approveOrganization(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<OrganizationType> {
    return toOrganizationType(await this.admin.approve(user, id));
  }

  @Mutation(() => OrganizationType, { description: 'Locks the account (status suspended); its users are treated as locked' })
  async suspendOrganization(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<OrganizationType> {
    return toOrganizationType(await this.admin.suspend(user, id));
  }

  @Mutation(() => SuccessResult)
  async updateOrganizationPlatformFee(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('platformFee', { type: () => Float, nullable: true, description: 'Percent, e.g. 4.99' }) platformFee?: number | null,
  ): Promise<SuccessResult> {
    await this.admin.updatePlatformFee(user, id, platformFee);
    return SuccessResult.ok;
  }

  @Mutation(() => OrganizationType)
  async createOrganization(
    @CurrentUser() user: AuthUser,
    @Args('input', { type: () => CreateOrganizationInput }) input: CreateOrganizationInput,
  ): Promise<OrganizationType> {
    return toOrganizationType(await this.admin.create(user, input));
  }

  @Mutation(() => SuccessResult, { description: 'E-mails the organization report (CSV) to the caller' })
  async summaryOfOrganization(
    @CurrentUser() user: AuthUser,
    @Args('status', { type: () => [OrganizationStatusEnum], nullable: true }) status?: OrganizationStatus[] | null,
    @Args('type', { type: () => [OrganizationTypeEnum], nullable: true }) type?: OrgType[] | null,
    @Args('searchParam', { type: () => String, nullable: true }) searchParam?: string | null,
  ): Promise<SuccessResult> {
    await this.reports.request(user, { status: status ?? undefined, type: type ?? undefined, searchParam: searchParam ?? null });
    return SuccessResult.ok;
  }

  @Mutation(() => SuccessResult, { description: "Removes an organization's logo (by file id)" })
  async removeLogo(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<SuccessResult> {
    await this.admin.removeLogo(user, id);
    return SuccessResult.ok;
  }
}
