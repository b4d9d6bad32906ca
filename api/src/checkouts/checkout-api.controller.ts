import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, Headers, HttpStatus, Inject, Ip, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';

import { keysetPage } from '../common/keyset-page';
import { UUID } from '../common/list-query';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiIdempotencyService } from '../developer-keys/api-idempotency.service';
import { ApiError, ApiKeyAuthService } from '../developer-keys/api-key-auth.service';
import type { ApiResponse } from '../developer-keys/api-response';
import { IdempotentPost, RestApiController, RestApiErrors } from '../developer-keys/rest-api-docs';
import { parseRestBody, RestApiBody } from '../developer-keys/rest-body';
import { parseRestQuery, RestApiQuery, restCursorMissing } from '../developer-keys/rest-query';
import { CheckoutCreateBody, CheckoutCreateFields } from './checkout-create.body';
import { CheckoutListQuery } from './checkout-list.query';
import { type CheckoutResource, checkoutResource } from './checkout-resource';
import { CheckoutsService } from './checkouts.service';
import { CheckoutListDto, CheckoutResourceDto } from './dtos/checkout-resource.dto';
import { WebPayment } from './web-payment.entity';

// The merchant's server creates checkouts with its API key (spec 002 Developer; routes are
// ours: POST /api/v1/checkouts, GET /api/v1/checkouts/:id). Errors in one JSON shape:
// { error: { type, code, message, param, request_id } } (RestApiController).
@RestApiController('Checkouts')
@Controller('api/v1/checkouts')
export class CheckoutApiController {
  constructor(
    private readonly auth: ApiKeyAuthService,
    private readonly idempotency: ApiIdempotencyService,
    private readonly checkouts: CheckoutsService,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @ApiOperation({
    operationId: 'createCheckout',
    summary: 'Create a checkout',
    description: 'A hosted checkout for the customer to pay: send the customer to its url.',
  })
  @RestApiBody('CheckoutCreateBody', CheckoutCreateFields)
  @ApiCreatedResponse({ type: CheckoutResourceDto })
  @IdempotentPost()
  @RestApiErrors(HttpStatus.BAD_REQUEST)
  async create(
    @Headers('authorization') authorization: string | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Ip() ip: string,
    @Body() body: unknown,
    @Res() res: ApiResponse,
  ): Promise<void> {
    const key = await this.auth.authenticate(authorization, ip);
    // With an Idempotency-Key the first answer (even a refusal) is replayed byte for byte.
    const requestId = res.getHeader('x-request-id') as string | undefined;
    const answer = await this.idempotency.run(
      key.organization.id,
      idempotencyKey,
      { method: 'POST', path: '/api/v1/checkouts', body, livemode: key.livemode, requestId },
      async () => ({
        status: HttpStatus.CREATED,
        body: await this.createCheckout(key, body),
      }),
    );
    res.status(answer.status).type('application/json');
    if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
    res.send(answer.body);
  }

  private async createCheckout(key: Awaited<ReturnType<ApiKeyAuthService['authenticate']>>, body: unknown): Promise<CheckoutResource> {
    // The schema's output is what is stored: cents, the currency in upper case, trimmed text.
    const input = parseRestBody(CheckoutCreateBody, body);
    const wp = await this.checkouts.create({ owner: key.organization, ...input }, key);
    key.lastUsedAt = new Date();
    await this.em.flush();
    return this.resource(wp);
  }

  /** Newest first, `limit` 1..100 (default 10), after the checkout `starting_after` (cursor). */
  @Get()
  @ApiOperation({ operationId: 'listCheckouts', summary: 'List checkouts', description: "Your organization's checkouts, newest first, a page at a time." })
  @RestApiQuery(CheckoutListQuery)
  @ApiOkResponse({ type: CheckoutListDto })
  @RestApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.NOT_FOUND)
  async list(
    @Headers('authorization') authorization: string | undefined,
    @Ip() ip: string,
    @Query() query: unknown,
  ): Promise<{ object: 'list'; data: CheckoutResource[]; has_more: boolean }> {
    const key = await this.auth.authenticate(authorization, ip);
    const { limit, starting_after: startingAfter } = parseRestQuery(CheckoutListQuery, query);
    // A test key sees test checkouts only, a live key live ones (issue 46).
    const page = await keysetPage(this.em, WebPayment, { owner: key.organization.id, livemode: key.livemode }, limit, startingAfter);
    if (!page) throw restCursorMissing('checkout', startingAfter ?? '');
    return { object: 'list', data: page.rows.map((wp) => this.resource(wp)), has_more: page.hasMore };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'retrieveCheckout', summary: 'Retrieve a checkout' })
  @ApiParam({ name: 'id', description: 'The checkout id', format: 'uuid' })
  @ApiOkResponse({ type: CheckoutResourceDto })
  @RestApiErrors(HttpStatus.NOT_FOUND)
  async read(@Headers('authorization') authorization: string | undefined, @Ip() ip: string, @Param('id') id: string): Promise<CheckoutResource> {
    const key = await this.auth.authenticate(authorization, ip);
    // The key's organization and mode only: another merchant's checkout, or one of the other mode, reads as missing.
    const wp = UUID.test(id) ? await this.em.findOne(WebPayment, { id, owner: key.organization.id, livemode: key.livemode }, { refresh: true }) : null;
    if (!wp) throw new ApiError(HttpStatus.NOT_FOUND, 'invalid_request_error', `No such checkout: '${id}'`);
    return this.resource(wp);
  }

  private resource(wp: WebPayment): CheckoutResource {
    return checkoutResource(wp, this.config.publicUrl);
  }
}
