import { Controller, Get, Headers, HttpStatus, Ip, Query } from '@nestjs/common';
import { isWebhookEventType } from '@pg/domain';
import { ApiError, ApiKeyAuthService } from '../developer-keys/api-key-auth.service';
import { webhookEventResource, type WebhookEventResource } from './webhook-events';
import { WebhookEventsService } from './webhook-events.service';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

// GET /api/v1/events (issue 14): the merchant's events over REST, as its webhooks carry them,
// newest first, with the checkouts list's cursor (`starting_after`, `limit`) and a `type` filter.
@Controller('api/v1/events')
export class EventsApiController {
  constructor(
    private readonly auth: ApiKeyAuthService,
    private readonly events: WebhookEventsService,
  ) {}

  @Get()
  async list(
    @Headers('authorization') authorization: string | undefined,
    @Ip() ip: string,
    @Query('limit') limitText?: string,
    @Query('starting_after') startingAfter?: string,
    @Query('type') type?: string,
  ): Promise<{ object: 'list'; data: WebhookEventResource[]; has_more: boolean }> {
    const key = await this.auth.authenticate(authorization, ip);
    const limit = limitText === undefined ? 10 : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_request_error', LIMIT_MESSAGE, { limit: LIMIT_MESSAGE });
    if (type !== undefined && !isWebhookEventType(type)) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_request_error', `Unknown event type: '${type}'`, { type: `Unknown event type: '${type}'` });
    }
    const page = await this.events.page(key.organization.id, { limit, startingAfter, type });
    if (!page) throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_request_error', `No such event: '${startingAfter}'`, { starting_after: `No such event: '${startingAfter}'` }, 'resource_missing');
    return { object: 'list', data: page.events.map(webhookEventResource), has_more: page.hasMore };
  }
}
