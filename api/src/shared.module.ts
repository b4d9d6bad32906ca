import { Global, Module } from '@nestjs/common';

import { EventsService } from './events/events.service';
import { MailService } from './mail/mail.service';
import { TemporalService } from './temporal/temporal.service';

// Services every domain uses: history, e-mail, Temporal.
@Global()
@Module({
  providers: [EventsService, MailService, TemporalService],
  exports: [EventsService, MailService, TemporalService],
})
export class SharedModule {}
