import { Args, ID, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { ProcessKindEnum, ProcessTimeline } from './dtos/process-timeline.type';
import { ProcessTimelineService } from './process-timeline.service';
import type { ProcessKind } from './process-wording';

// A record's process as a timeline; who may read it is the record's own details rule (service).
@Resolver()
export class ProcessTimelineResolver {
  constructor(private readonly timelines: ProcessTimelineService) {}

  @Query(() => ProcessTimeline, {
    description:
      "The steps of an invoice's, checkout's, refund's, dispute's or transfer's process, read from its Temporal history and state; as the record's details page",
  })
  processTimeline(
    @CurrentUser() user: AuthUser,
    @Args('kind', { type: () => ProcessKindEnum }) kind: ProcessKind,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ProcessTimeline> {
    return this.timelines.timeline(user, kind, id);
  }
}
