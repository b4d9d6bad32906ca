import { Args, Float, ID, Int, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { centsToDecimal, isStaff, type OrganizationStatus, type OrganizationType as OrgType } from '@pg/domain';
import DataLoader from 'dataloader';

import type { GqlContext, NoArgs } from '../common/auth-user';
import { OrganizationStatusEnum, OrganizationTypeEnum } from '../common/graphql-enums';
import { OrganizationType } from '../organizations/dtos/organization.type';
import { toOrganizationType } from '../organizations/organization.mapper';
import { LedgerAccountType, LedgerEntryList, LedgerOrganizationList, OutstandingAmount } from './dtos/ledger.type';
import { LedgerQueryService } from './ledger-query.service';

const BALANCE_LOADERS = new WeakMap<object, DataLoader<string, number | undefined>>();

// Ledger queries of spec 002 s7 (orgLedger, outstandingAmount) and the /ledger list. Thin: the
// query service reads; the role matrix keeps them to staff.
@Resolver()
export class LedgerResolver {
  constructor(private readonly ledger: LedgerQueryService) {}

  @Query(() => LedgerEntryList, { description: "An organization's ledger entries, newest first, with the running balance" })
  orgLedger(
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('first', { type: () => Int, nullable: true, description: 'Page size (default 50, at most 200)' }) first?: number | null,
    @Args('page', { type: () => Int, nullable: true, description: '1-based page' }) page?: number | null,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the page before (instead of page)' }) after?: string | null,
  ): Promise<LedgerEntryList> {
    return this.ledger.organizationEntries(organizationId, { first, page, after });
  }

  @Query(() => OutstandingAmount, { description: 'What the platform owes merchants and has not yet transferred; organizations that owe money apart' })
  async outstandingAmount(): Promise<OutstandingAmount> {
    const { owedCents, owingCents, owingOrganizations } = await this.ledger.outstanding();
    return { amount: centsToDecimal(owedCents), owing: centsToDecimal(owingCents), owingOrganizations };
  }

  @Query(() => [LedgerAccountType], { description: "The platform's own accounts with their balances (PG Admin)" })
  async ledgerAccounts(): Promise<LedgerAccountType[]> {
    const accounts = await this.ledger.platformAccounts();
    return accounts.map((a) => ({
      id: a.id,
      kind: a.kind,
      name: a.name,
      processor: a.processor,
      balance: centsToDecimal(a.balanceCents),
      entries: a.postings,
    }));
  }

  @Query(() => LedgerEntryList, { description: "A platform account's entries, newest first, with the running balance (PG Admin)" })
  ledgerAccountEntries(
    @Args('accountId', { type: () => ID }) accountId: string,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('page', { type: () => Int, nullable: true }) page?: number | null,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<LedgerEntryList> {
    return this.ledger.accountEntries(accountId, { first, page, after });
  }

  @Query(() => LedgerOrganizationList, { description: 'Organizations with their balances (/ledger)' })
  async ledgerOrganizations(
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('page', { type: () => Int, nullable: true }) page?: number | null,
    @Args('sortField', { type: () => String, nullable: true, description: 'name, type or balance' }) sortField?: string | null,
    @Args('sortDirection', { type: () => String, nullable: true }) sortDirection?: string | null,
    @Args('searchParam', { type: () => String, nullable: true }) searchParam?: string | null,
    @Args('type', { type: () => [OrganizationTypeEnum], nullable: true }) type?: OrgType[] | null,
    @Args('status', { type: () => [OrganizationStatusEnum], nullable: true }) status?: OrganizationStatus[] | null,
  ): Promise<LedgerOrganizationList> {
    const { items, total } = await this.ledger.organizations({ first, page, sortField, sortDirection, searchParam, type, status });
    return { items: items.map((o) => toOrganizationType(o)), total };
  }
}

/** Organization.currentBalance (spec 002 s3): staff see every organization's, merchants their own. */
@Resolver(() => OrganizationType)
export class OrganizationBalanceResolver {
  constructor(private readonly ledger: LedgerQueryService) {}

  @ResolveField(() => Float, { nullable: true, description: 'What the platform holds for the organization and has not yet transferred' })
  async currentBalance(org: OrganizationType, _args: NoArgs, ctx: GqlContext): Promise<number | null> {
    const viewer = ctx.req.user;
    if (!viewer || (!isStaff(viewer.role) && viewer.organizationId !== org.id)) return null;
    let loader = BALANCE_LOADERS.get(ctx.req);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const balances = await this.ledger.balances(ids);
        return ids.map((id) => balances.get(id));
      });
      BALANCE_LOADERS.set(ctx.req, loader);
    }
    const cents = await loader.load(org.id);
    return cents === undefined ? null : centsToDecimal(cents);
  }
}
