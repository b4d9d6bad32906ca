import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { VelocityKey } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { MerchantRiskLimitsType, RiskBlockType, RiskVelocityType } from './dtos/risk.type';
import { RiskAdminService } from './risk-admin.service';

// Issue 41: the block lists and merchants' limits on gateway settings. PG Admin only
// (OPERATION_ACCESS in @pg/domain; the AccessGuard enforces it).
@Resolver(() => RiskBlockType)
export class RiskResolver {
  constructor(private readonly risk: RiskAdminService) {}

  @Query(() => [RiskBlockType], { description: 'Block-list entries, newest first (of one kind, when given)' })
  riskBlocks(@Args('kind', { type: () => String, nullable: true }) kind?: string | null): Promise<RiskBlockType[]> {
    return this.risk.blocks(kind);
  }

  @Mutation(() => RiskBlockType, { description: 'Blocks a card fingerprint, e-mail, client address or card country' })
  addRiskBlock(
    @CurrentUser() user: AuthUser,
    @Args('kind', { type: () => String }) kind: string,
    @Args('value', { type: () => String }) value: string,
    @Args('note', { type: () => String, nullable: true }) note?: string | null,
  ): Promise<RiskBlockType> {
    return this.risk.add(user, { kind, value, note });
  }

  @Mutation(() => Boolean, { description: 'Removes a block-list entry' })
  removeRiskBlock(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.risk.remove(user, id);
  }

  @Query(() => MerchantRiskLimitsType, { description: "A merchant's amount limit and review threshold" })
  merchantRiskLimits(@Args('organizationId', { type: () => ID }) organizationId: string): Promise<MerchantRiskLimitsType> {
    return this.risk.limits(organizationId);
  }

  @Mutation(() => MerchantRiskLimitsType, { description: "Sets a merchant's amount limit (cents; null: none)" })
  saveMerchantRiskLimits(
    @CurrentUser() user: AuthUser,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('maxAmountCents', { type: () => Int, nullable: true }) maxAmountCents?: number | null,
  ): Promise<MerchantRiskLimitsType> {
    // The review threshold is not set here until the review flow (authorise, PG Admin's queue, capture or void) is in the charge path (HANDOFF).
    return this.risk.saveLimits(user, organizationId, { maxAmountCents: maxAmountCents ?? null });
  }

  @Query(() => RiskVelocityType, { nullable: true, description: "The platform's velocity rule; null: off" })
  riskVelocity(): Promise<RiskVelocityType | null> {
    return this.risk.velocity();
  }

  @Mutation(() => RiskVelocityType, { nullable: true, description: "Sets the platform's velocity rule; without maxDeclines it is turned off" })
  saveRiskVelocity(
    @CurrentUser() user: AuthUser,
    @Args('maxDeclines', { type: () => Int, nullable: true }) maxDeclines?: number | null,
    @Args('windowMinutes', { type: () => Int, nullable: true }) windowMinutes?: number | null,
    @Args('keys', { type: () => [String], nullable: true }) keys?: string[] | null,
  ): Promise<RiskVelocityType | null> {
    const velocity =
      maxDeclines === null || maxDeclines === undefined ? null : { maxDeclines, windowMinutes: windowMinutes ?? 0, keys: (keys ?? []) as VelocityKey[] };
    return this.risk.saveVelocity(user, velocity);
  }
}
