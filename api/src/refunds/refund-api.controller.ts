import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, Headers, HttpStatus, Ip, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { centsToDecimal, validateRefundInitiate } from '@pg/domain';

import { WebPayment } from '../checkouts/web-payment.entity';
import { GatewayErrorCode, GatewayException } from '../common/gateway.exception';
import { keysetPage } from '../common/keyset-page';
import { UUID } from '../common/list-query';
import { ApiError } from '../developer-keys/api-error';
import { ApiIdempotencyService } from '../developer-keys/api-idempotency.service';
import { ApiKeyAuthService } from '../developer-keys/api-key-auth.service';
import type { ApiResponse } from '../developer-keys/api-response';
import { IdempotentPost, RestApiController, RestApiErrors } from '../developer-keys/rest-api-docs';
import { parseRestBody, RestApiBody } from '../developer-keys/rest-body';
import { parseRestQuery, RestApiQuery, restCursorMissing } from '../developer-keys/rest-query';
import { RefundListDto, RefundResourceDto } from './dtos/refund-resource.dto';
import { Refund } from './refund.entity';
import { REFUND_CREATE_ORDER, RefundCreateBody, RefundCreateFields } from './refund-create.body';
import { RefundListQuery } from './refund-list.query';
import { type RefundResource, refundResource } from './refund-resource';
import { RefundsService } from './refunds.service';

const noSuchCheckout = (id: string) => new ApiError(HttpStatus.NOT_FOUND, 'invalid_request_error', `No such checkout: '${id}'`);

/**
 * Refunds over REST (issue 14): the merchant's server requests a refund of a paid checkout, as
 * an Owner or Admin does on the refund page (same rules, the refund opens at the merchant
 * stage of its three-stage process), and reads refunds of its own organization.
 */
@RestApiController('Refunds')
@Controller('api/v1')
export class RefundApiController {
  constructor(
    private readonly auth: ApiKeyAuthService,
    private readonly idempotency: ApiIdempotencyService,
    private readonly refunds: RefundsService,
    private readonly em: EntityManager,
  ) {}

  @Post('checkouts/:id/refunds')
  @ApiOperation({
    operationId: 'createRefund',
    summary: 'Refund a paid checkout, in part or in full',
    description:
      'Opens a refund at the merchant stage of the three-stage approval (merchant, bank, platform), like a refund requested on the refund page. The amount is held against what is still refundable (the paid total less earlier refunds and open disputes); under fullRefund terms the processing fee the payer paid is added to it, pro rata to the share of the amount refunded.',
  })
  @ApiParam({ name: 'id', description: 'The checkout id', format: 'uuid' })
  @RestApiBody('RefundCreateBody', RefundCreateFields)
  @ApiCreatedResponse({ type: RefundResourceDto, description: 'The refund, at progressStatus initiated' })
  @IdempotentPost()
  @RestApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.NOT_FOUND)
  async create(
    @Headers('authorization') authorization: string | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Ip() ip: string,
    @Param('id') checkoutId: string,
    @Body() body: unknown,
    @Res() res: ApiResponse,
  ): Promise<void> {
    const key = await this.auth.authenticate(authorization, ip);
    const path = `/api/v1/checkouts/${checkoutId}/refunds`;
    const requestId = res.getHeader('x-request-id') as string | undefined;
    const request = { method: 'POST', path, body, livemode: key.livemode, requestId };
    const answer = await this.idempotency.run(key.organization.id, idempotencyKey, request, async () => ({
      status: HttpStatus.CREATED,
      body: await this.createRefund(key.organization.id, key.apiKey, key.livemode, checkoutId, body),
    }));
    res.status(answer.status).type('application/json');
    if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
    res.send(answer.body);
  }

  private async createRefund(organizationId: string, apiKey: string, livemode: boolean, checkoutId: string, body: unknown): Promise<RefundResource> {
    if (!UUID.test(checkoutId)) throw noSuchCheckout(checkoutId);
    // A test key refunds test checkouts only, a live key live ones; the other mode's reads as missing (issue 46).
    const sameMode = await this.em.fork().count(WebPayment, { id: checkoutId, owner: organizationId, livemode });
    if (!sameMode) throw noSuchCheckout(checkoutId);
    const input = parseRestBody(RefundCreateBody, body, REFUND_CREATE_ORDER);

    let available: Awaited<ReturnType<RefundsService['availableForKey']>>;
    try {
      available = await this.refunds.availableForKey(organizationId, checkoutId);
    } catch (error) {
      // Another organization's checkout reads as missing, like an unknown one.
      if (error instanceof GatewayException && error.code === GatewayErrorCode.NOT_FOUND) throw noSuchCheckout(checkoutId);
      throw error;
    }
    // At most 2 decimals, so the decimal number carries the cents exactly (as the app's Float does).
    const lineItems = [{ description: input.description, amount: centsToDecimal(input.amountCents) }];
    // The funds still refundable (the refund page's rule, the fee under fullRefund terms included), under amount.
    const total = validateRefundInitiate({ ...input, lineItems, ...available }).total;
    if (total) throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_request_error', total, { amount: total });

    const refund = await this.refunds.requestForKey(organizationId, apiKey, {
      type: 'checkout',
      parentEntityId: checkoutId,
      lineItems,
      reason: input.reason,
      notes: input.notes,
      pointOfContact: input.pointOfContact,
    });
    return refundResource(refund);
  }

  /** Newest first, `limit` 1..100 (default 10), after the refund `starting_after` (cursor). */
  @Get('refunds')
  @ApiOperation({
    operationId: 'listRefunds',
    summary: 'List refunds',
    description: "Your organization's refunds (requested over the API or in the app), newest first, a page at a time.",
  })
  @RestApiQuery(RefundListQuery)
  @ApiOkResponse({ type: RefundListDto })
  @RestApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.NOT_FOUND)
  async list(
    @Headers('authorization') authorization: string | undefined,
    @Ip() ip: string,
    @Query() query: unknown,
  ): Promise<{ object: 'list'; data: RefundResource[]; has_more: boolean }> {
    const key = await this.auth.authenticate(authorization, ip);
    const { limit, starting_after: startingAfter } = parseRestQuery(RefundListQuery, query);
    // The key's organization and mode only, as the retrieve (issue 46).
    const page = await keysetPage(this.em.fork(), Refund, { owner: key.organization.id, livemode: key.livemode }, limit, startingAfter);
    if (!page) throw restCursorMissing('refund', startingAfter ?? '');
    return { object: 'list', data: page.rows.map(refundResource), has_more: page.hasMore };
  }

  @Get('refunds/:id')
  @ApiOperation({
    operationId: 'retrieveRefund',
    summary: 'Retrieve a refund',
    description: 'A refund of your organization (requested over the API or in the app).',
  })
  @ApiParam({ name: 'id', description: 'The refund id', format: 'uuid' })
  @ApiOkResponse({ type: RefundResourceDto })
  @RestApiErrors(HttpStatus.NOT_FOUND)
  async read(@Headers('authorization') authorization: string | undefined, @Ip() ip: string, @Param('id') id: string): Promise<RefundResource> {
    const key = await this.auth.authenticate(authorization, ip);
    // The key's organization and mode only: another merchant's refund, or one of the other mode, reads as missing.
    const refund = UUID.test(id) ? await this.em.fork().findOne(Refund, { id, owner: key.organization.id, livemode: key.livemode }) : null;
    if (!refund) throw new ApiError(HttpStatus.NOT_FOUND, 'invalid_request_error', `No such refund: '${id}'`);
    return refundResource(refund);
  }
}
