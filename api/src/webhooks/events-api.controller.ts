import { Controller, Get, Headers, HttpStatus, Ip, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';

import { ApiKeyAuthService } from '../developer-keys/api-key-auth.service';
import { RestApiController, RestApiErrors } from '../developer-keys/rest-api-docs';
import { parseRestQuery, RestApiQuery, restCursorMissing } from '../developer-keys/rest-query';
import { EventListDto } from './dtos/event-resource.dto';
import { EventListQuery } from './event-list.query';
import { type WebhookEventResource, webhookEventResource } from './webhook-events';
import { WebhookEventsService } from './webhook-events.service';

// GET /api/v1/events (issue 14): the merchant's events over REST, as its webhooks carry them,
// newest first, with the checkouts list's cursor (`starting_after`, `limit`) and a `type` filter.
@RestApiController('Events')
@Controller('api/v1/events')
export class EventsApiController {
  constructor(
    private readonly auth: ApiKeyAuthService,
    private readonly events: WebhookEventsService,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listEvents', summary: 'List events', description: "Your organization's events, newest first, as the webhooks carry them." })
  @RestApiQuery(EventListQuery)
  @ApiOkResponse({ type: EventListDto })
  @RestApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.NOT_FOUND)
  async list(
    @Headers('authorization') authorization: string | undefined,
    @Ip() ip: string,
    @Query() query: unknown,
  ): Promise<{ object: 'list'; data: WebhookEventResource[]; has_more: boolean }> {
    const key = await this.auth.authenticate(authorization, ip);
    const { limit, starting_after: startingAfter, type } = parseRestQuery(EventListQuery, query);
    // A test key lists test events only, a live key live ones (issue 46).
    const page = await this.events.page(key.organization.id, { limit, startingAfter, type, livemode: key.livemode });
    if (!page) throw restCursorMissing('event', startingAfter ?? '');
    return { object: 'list', data: page.events.map(webhookEventResource), has_more: page.hasMore };
  }
}
