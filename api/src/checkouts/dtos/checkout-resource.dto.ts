import { ApiProperty } from '@nestjs/swagger';
import { CHECKOUT_CURRENCIES, CHECKOUT_STATUSES } from '@pg/domain';

import type { CheckoutResource } from '../checkout-resource';

/** CheckoutResource (checkout-resource.ts) for the OpenAPI document. */
export class CheckoutResourceDto implements CheckoutResource {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['checkout'] }) object!: 'checkout';
  @ApiProperty({ example: 'CHK-2026-000123' }) code!: string;
  @ApiProperty({ enum: CHECKOUT_STATUSES }) status!: string;
  @ApiProperty({ example: '450.00', description: 'Decimal string: what the merchant asked for' }) amount!: string;
  @ApiProperty({ example: '11.21', description: "The customer's fee on top" }) transactionFee!: string;
  @ApiProperty({ example: '461.21', description: 'What the customer pays' }) total!: string;
  @ApiProperty({ enum: CHECKOUT_CURRENCIES }) currency!: string;
  @ApiProperty({ type: String, nullable: true }) orderId!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) metadata!: Record<string, string>;
  @ApiProperty({ format: 'uri' }) responseUrl!: string;
  @ApiProperty({ format: 'uri' }) cancelUrl!: string;
  @ApiProperty({ format: 'uri', description: 'The hosted pay page: send the customer there' }) url!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt!: string | null;
  @ApiProperty({ description: 'false for a test checkout (created with a pk_test_ key): paid at the Sandbox, never paid out' }) livemode!: boolean;
}

export class CheckoutListDto {
  @ApiProperty({ enum: ['list'] }) object!: 'list';
  @ApiProperty({ type: [CheckoutResourceDto], description: 'Newest first' }) data!: CheckoutResourceDto[];
  @ApiProperty({ description: 'More after the last one: pass its id as starting_after' }) has_more!: boolean;
}
