import { Controller, Get, Headers, HttpStatus, Ip, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { isWebhookEventType, WEBHOOK_EVENT_TYPES } from '@pg/domain';

import { ApiError, ApiKeyAuthService } from '../developer-keys/api-key-auth.service';
import { RestApiController, RestApiErrors } from '../developer-keys/rest-api-docs';
import { restListLimit } from '../developer-keys/rest-list-limit';
import { EventListDto } from './dtos/event-resource.dto';
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
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } })
  @ApiQuery({ name: 'starting_after', required: false, schema: { type: 'string' }, description: 'The id of the last event of the previous page' })
  @ApiQuery({ name: 'type', required: false, schema: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] }, description: 'Only events of this type' })
  @ApiOkResponse({ type: EventListDto })
  @RestApiErrors(HttpStatus.BAD_REQUEST)
  async list(
    @Headers('authorization') authorization: string | undefined,
    @Ip() ip: string,
    @Query('limit') limitText?: string,
    @Query('starting_after') startingAfter?: string,
    @Query('type') type?: string,
  ): Promise<{ object: 'list'; data: WebhookEventResource[]; has_more: boolean }> {
    const key = await this.auth.authenticate(authorization, ip);
    const limit = restListLimit(limitText);
    if (type !== undefined && !isWebhookEventType(type)) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_request_error', `Unknown event type: '${type}'`, { type: `Unknown event type: '${type}'` });
    }
    // A test key lists test events only, a live key live ones (issue 46).
    const page = await this.events.page(key.organization.id, { limit, startingAfter, type, livemode: key.livemode });
    if (!page)
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'invalid_request_error',
        `No such event: '${startingAfter}'`,
        { starting_after: `No such event: '${startingAfter}'` },
        'resource_missing',
      );
    return { object: 'list', data: page.events.map(webhookEventResource), has_more: page.hasMore };
  }
}
