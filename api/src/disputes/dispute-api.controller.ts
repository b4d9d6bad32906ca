import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Headers, HttpStatus, Ip, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { z } from 'zod';

import { keysetPage } from '../common/keyset-page';
import { UUID } from '../common/list-query';
import { ApiError } from '../developer-keys/api-error';
import { ApiKeyAuthService } from '../developer-keys/api-key-auth.service';
import { RestApiController, RestApiErrors } from '../developer-keys/rest-api-docs';
import { parseRestQuery, RestApiQuery, restCursor, restCursorMissing, restListLimit } from '../developer-keys/rest-query';
import { Dispute } from './dispute.entity';
import { type DisputeResource, disputeResource } from './dispute-resource';
import { DisputeListDto, DisputeResourceDto } from './dtos/dispute-resource.dto';

/** The query of GET /api/v1/disputes. */
export const DisputeListQuery = z.object({ limit: restListLimit, starting_after: restCursor('dispute', UUID) });

/**
 * Disputes over REST (issue 45): the merchant's server reads its organization's disputes, as
 * their webhook events carry them; answering one stays in the app (evidence, decisions).
 */
@RestApiController('Disputes')
@Controller('api/v1/disputes')
export class DisputeApiController {
  constructor(
    private readonly auth: ApiKeyAuthService,
    private readonly em: EntityManager,
  ) {}

  /** Newest first, `limit` 1..100 (default 10), after the dispute `starting_after` (cursor). */
  @Get()
  @ApiOperation({ operationId: 'listDisputes', summary: 'List disputes', description: "Your organization's disputes, newest first, a page at a time." })
  @RestApiQuery(DisputeListQuery)
  @ApiOkResponse({ type: DisputeListDto })
  @RestApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.NOT_FOUND)
  async list(
    @Headers('authorization') authorization: string | undefined,
    @Ip() ip: string,
    @Query() query: unknown,
  ): Promise<{ object: 'list'; data: DisputeResource[]; has_more: boolean }> {
    const key = await this.auth.authenticate(authorization, ip);
    const { limit, starting_after: startingAfter } = parseRestQuery(DisputeListQuery, query);
    // The key's organization and mode only (issue 46).
    const page = await keysetPage(this.em.fork(), Dispute, { owner: key.organization.id, livemode: key.livemode }, limit, startingAfter);
    if (!page) throw restCursorMissing('dispute', startingAfter ?? '');
    return { object: 'list', data: page.rows.map(disputeResource), has_more: page.hasMore };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'retrieveDispute', summary: 'Retrieve a dispute' })
  @ApiParam({ name: 'id', description: 'The dispute id', format: 'uuid' })
  @ApiOkResponse({ type: DisputeResourceDto })
  @RestApiErrors(HttpStatus.NOT_FOUND)
  async read(@Headers('authorization') authorization: string | undefined, @Ip() ip: string, @Param('id') id: string): Promise<DisputeResource> {
    const key = await this.auth.authenticate(authorization, ip);
    // Another merchant's dispute, or one of the other mode, reads as missing.
    const dispute = UUID.test(id) ? await this.em.fork().findOne(Dispute, { id, owner: key.organization.id, livemode: key.livemode }) : null;
    if (!dispute) throw new ApiError(HttpStatus.NOT_FOUND, 'invalid_request_error', `No such dispute: '${id}'`);
    return disputeResource(dispute);
  }
}
