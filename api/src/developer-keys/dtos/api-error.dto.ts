import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The REST API's error (api-error.ts), as the OpenAPI document describes it. */
export class ApiErrorDetailDto {
  @ApiProperty({
    enum: ['invalid_request_error', 'authentication_error', 'permission_error', 'idempotency_error', 'rate_limit_error', 'api_error'],
    description: 'The kind of error: what the merchant should do about it',
  })
  type!: string;

  @ApiProperty({ description: 'A short machine code, e.g. parameter_invalid, resource_missing, invalid_api_key, idempotency_key_reused, rate_limited' })
  code!: string;

  @ApiProperty({ description: 'A sentence for the developer' })
  message!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The request parameter at fault (the first one when several are)' })
  param!: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Every parameter at fault with its message, when validation failed',
  })
  fields?: Record<string, string>;

  @ApiProperty({ type: String, nullable: true, description: 'The X-Request-Id of the answer: quote it to support' })
  request_id!: string | null;
}

export class ApiErrorDto {
  @ApiProperty({ type: ApiErrorDetailDto })
  error!: ApiErrorDetailDto;
}
