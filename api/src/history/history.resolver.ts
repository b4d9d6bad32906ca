import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { badInput } from '../common/gateway.exception';
import { EventList } from '../events/dtos/event.type';
import { HistoryService } from './history.service';

@Resolver()
export class HistoryResolver {
  constructor(private readonly service: HistoryService) {}

  @Query(() => EventList, { description: 'History of an invoice (invoiceId), a refund (refundId), a dispute (disputeId) or an organization (organizationId)' })
  events(
    @CurrentUser() user: AuthUser,
    @Args('invoiceId', { type: () => ID, nullable: true }) invoiceId?: string | null,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('page', { type: () => Int, nullable: true }) page?: number | null,
    @Args('refundId', { type: () => ID, nullable: true }) refundId?: string | null,
    @Args('disputeId', { type: () => ID, nullable: true }) disputeId?: string | null,
    @Args('organizationId', { type: () => ID, nullable: true, description: "An organization's history (spec 002)" }) organizationId?: string | null,
  ): Promise<EventList> {
    if (refundId) return this.service.refundEvents(user, refundId, first, page);
    if (disputeId) return this.service.disputeEvents(user, disputeId, first, page);
    if (organizationId) return this.service.organizationEvents(user, organizationId, first, page);
    if (!invoiceId) throw badInput('invoiceId, refundId, disputeId or organizationId is required');
    return this.service.invoiceEvents(user, invoiceId, first, page);
  }
}
