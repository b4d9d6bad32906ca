import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import type { ReconciliationOutcome } from './charge-reconciliation.entity';
import { ChargeReconciliationType, ReconciliationOutcomeEnum } from './dtos/charge-reconciliation.type';
import { ReconciliationService } from './reconciliation.service';

// The reconciliation queue (issue 47; PG Admin, by the role matrix).
@Resolver()
export class ReconciliationResolver {
  constructor(private readonly service: ReconciliationService) {}

  @Query(() => [ChargeReconciliationType], { description: 'Charges whose outcome stayed unknown, oldest first (open only unless open: false)' })
  async chargeReconciliations(@Args('open', { type: () => Boolean, nullable: true, defaultValue: true }) open: boolean): Promise<ChargeReconciliationType[]> {
    return this.service.list(open);
  }

  @Mutation(() => ChargeReconciliationType, {
    description: "Settles a charge of the reconciliation queue after checking the processor: paid (with the processor's charge id) or not paid",
  })
  async settleChargeReconciliation(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('outcome', { type: () => ReconciliationOutcomeEnum }) outcome: ReconciliationOutcome,
    @Args('chargeId', { type: () => String, nullable: true }) chargeId?: string | null,
  ): Promise<ChargeReconciliationType> {
    return this.service.settle(user, id, outcome, chargeId);
  }
}
