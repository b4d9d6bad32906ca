import { ApiProperty } from '@nestjs/swagger';
import { REFUND_PARENT_TYPES, REFUND_PROGRESS_STATUSES, REFUND_REASONS, REFUND_STATUSES } from '@pg/domain';

import type { RefundResource } from '../refund-resource';

/** RefundResource (refund-resource.ts) for the OpenAPI document. */
export class RefundResourceDto implements RefundResource {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['refund'] }) object!: 'refund';
  @ApiProperty({ example: 'REF-2026-000123' }) code!: string;
  @ApiProperty({ enum: REFUND_PARENT_TYPES, description: 'What it refunds' }) type!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) checkoutId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) invoiceId!: string | null;
  @ApiProperty({ enum: REFUND_STATUSES }) status!: string;
  @ApiProperty({
    enum: REFUND_PROGRESS_STATUSES,
    description:
      'The stage of the three-stage approval: initiated (awaits the merchant), merchantApproved or merchantDeclined (awaits the bank), bankApproved or pgApproved (awaits the platform), or its end',
  })
  progressStatus!: string;
  @ApiProperty({ example: '104.99', description: "Decimal string: the amount plus the refund fee when the checkout's terms are fullRefund" })
  requestedAmount!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Set when the platform approves' }) approvedAmount!: string | null;
  @ApiProperty({ enum: REFUND_REASONS }) reason!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt!: string | null;
  @ApiProperty({ description: 'false for the refund of a test checkout (test mode)' }) livemode!: boolean;
}

/** GET /api/v1/refunds: a page of refunds. */
export class RefundListDto {
  @ApiProperty({ enum: ['list'] }) object!: 'list';
  @ApiProperty({ type: [RefundResourceDto], description: 'Newest first' }) data!: RefundResourceDto[];
  @ApiProperty({ description: 'More after the last one: pass its id as starting_after' }) has_more!: boolean;
}
