import { ApiProperty } from '@nestjs/swagger';
import { DISPUTE_PROGRESS_STATUSES, DISPUTE_STATUSES, REFUND_PARENT_TYPES } from '@pg/domain';

import type { DisputeResource } from '../dispute-resource';

/** DisputeResource (dispute-resource.ts) for the OpenAPI document. */
export class DisputeResourceDto implements DisputeResource {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['dispute'] }) object!: 'dispute';
  @ApiProperty({ example: 'DSP-2026-000042' }) code!: string;
  @ApiProperty({ enum: REFUND_PARENT_TYPES, description: 'What was disputed' }) type!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) checkoutId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) invoiceId!: string | null;
  @ApiProperty({ enum: DISPUTE_STATUSES }) status!: string;
  @ApiProperty({ enum: DISPUTE_PROGRESS_STATUSES, description: 'Where the dispute stands: received awaits your answer' }) progressStatus!: string;
  @ApiProperty({ example: '120.00', description: 'The disputed amount, a decimal string' }) amount!: string;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ description: "The card network's reason" }) reason!: string;
  @ApiProperty({ example: '0.00', description: 'What accepting it costs you, a decimal string' }) acceptanceFee!: string;
  @ApiProperty({ format: 'date-time', description: 'Answer by then, or the dispute is accepted for you' }) responseDueAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolvedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'false for a dispute of a test checkout' }) livemode!: boolean;
}

/** GET /api/v1/disputes: a page of disputes. */
export class DisputeListDto {
  @ApiProperty({ enum: ['list'] }) object!: 'list';
  @ApiProperty({ type: [DisputeResourceDto], description: 'Newest first' }) data!: DisputeResourceDto[];
  @ApiProperty({ description: 'More after the last one: pass its id as starting_after' }) has_more!: boolean;
}
