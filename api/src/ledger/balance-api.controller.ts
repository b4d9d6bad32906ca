import { Controller, Get, Headers, HttpStatus, Ip } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { centsToDecimal } from '@pg/domain';

import { ApiKeyAuthService } from '../developer-keys/api-key-auth.service';
import { RestApiController, RestApiErrors } from '../developer-keys/rest-api-docs';
import { LedgerQueryService } from './ledger-query.service';

/** The organization's balance as the REST API v1 shows it. */
export interface BalanceResource {
  object: 'balance';
  available: string;
  currency: string;
  livemode: boolean;
}

/** BalanceResource for the OpenAPI document. */
export class BalanceResourceDto implements BalanceResource {
  @ApiProperty({ enum: ['balance'] }) object!: 'balance';
  @ApiProperty({
    example: '1250.00',
    description: 'What the platform holds for your organization and has not yet transferred, a decimal string (0.00 for a test key)',
  })
  available!: string;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ description: 'false for a test key: test payments post no journal, so their balance is always 0.00' }) livemode!: boolean;
}

// GET /api/v1/balance (issue 45): the figure the organization's page shows as its current
// balance (the ledger's payable account), for the key's organization only.
@RestApiController('Balance')
@Controller('api/v1/balance')
export class BalanceApiController {
  constructor(
    private readonly auth: ApiKeyAuthService,
    private readonly ledger: LedgerQueryService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'retrieveBalance',
    summary: 'Retrieve your balance',
    description: 'What the platform holds for your organization and has not yet transferred.',
  })
  @ApiOkResponse({ type: BalanceResourceDto })
  @RestApiErrors(HttpStatus.BAD_REQUEST)
  async read(@Headers('authorization') authorization: string | undefined, @Ip() ip: string): Promise<BalanceResource> {
    const key = await this.auth.authenticate(authorization, ip);
    // Test mode posts no journal (issue 46): a test key's balance is nothing.
    const cents = key.livemode ? ((await this.ledger.balances([key.organization.id])).get(key.organization.id) ?? 0) : 0;
    return { object: 'balance', available: centsToDecimal(cents).toFixed(2), currency: 'USD', livemode: key.livemode };
  }
}
