import { Module } from '@nestjs/common';

import { ProcessTimelineResolver } from './process-timeline.resolver';
import { ProcessTimelineService } from './process-timeline.service';

/** The live timeline of a record's process (issue 16, Insight), read from Temporal. */
@Module({ providers: [ProcessTimelineService, ProcessTimelineResolver] })
export class ProcessTimelineModule {}
