import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Industry, OrganizationStatus, OrganizationType as OrgType } from '@pg/domain';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SuccessResult } from '../common/dtos/success-result.type';
import { OrganizationStatusEnum, OrganizationTypeEnum } from '../common/graphql-enums';
import { EventList } from '../events/dtos/event.type';
import { OrganizationConnection } from './dtos/organization-connection.type';
import { OrganizationType } from './dtos/organization.type';
import { RequestOrganizationInput } from './dtos/request-organization.input';
import { UpdateOrganizationInput } from './dtos/update-organization.input';
import { toOrganizationType } from './organization.mapper';
import { OrganizationsService } from './organizations.service';

@Resolver(() => OrganizationType)
export class OrganizationsResolver {
  constructor(private readonly organizations: OrganizationsService) {}

  @Query(() => OrganizationConnection)
  organizationAutocomplete(
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('name', { type: () => String, nullable: true }) name?: string | null,
    @Args('type', { type: () => [OrganizationTypeEnum], nullable: true }) type?: OrgType[] | null,
    @Args('status', { type: () => [OrganizationStatusEnum], nullable: true }) status?: OrganizationStatus[] | null,
  ): Promise<OrganizationConnection> {
    return this.organizations.autocomplete({ after, first, name, type, status });
  }

  @Query(() => OrganizationType)
  async organization(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<OrganizationType> {
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
  async closeOrganization(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<SuccessResult> {
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
}
