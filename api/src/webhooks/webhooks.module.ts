import { Module } from '@nestjs/common';

import { DeveloperKeysModule } from '../developer-keys/developer-keys.module';
import { EventsApiController } from './events-api.controller';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WebhookEventsService } from './webhook-events.service';
import { WebhooksResolver } from './webhooks.resolver';

// Webhooks to merchants (issue 14): endpoints and the event store on /developer and
// GET /api/v1/events; the dispatcher that starts deliveries (also run by the worker).
@Module({
  imports: [DeveloperKeysModule],
  controllers: [EventsApiController],
  providers: [WebhooksResolver, WebhookEndpointsService, WebhookEventsService, WebhookDispatcher],
})
export class WebhooksModule {}
