import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES } from '@pg/domain';

/** An event as GET /api/v1/events and the webhooks carry it (OpenAPI document). */
export class EventResourceDto {
  @ApiProperty({ example: 'evt_3f1c9a0b7d2e4c58a1b6', description: 'Unique: deduplicate deliveries by it' }) id!: string;
  @ApiProperty({ enum: ['event'] }) object!: 'event';
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) type!: string;
  @ApiProperty({ description: 'Unix seconds' }) created!: number;
  @ApiProperty({ example: '2026-11-25' }) api_version!: string;
  @ApiProperty({ description: 'false when the object is a test object (made with a test key)' }) livemode!: boolean;
  @ApiProperty({
    description: 'The object as the REST API shows it (a checkout, refund, invoice, dispute or transfer)',
    type: 'object',
    properties: { object: { type: 'object', additionalProperties: true } },
  })
  data!: { object: Record<string, unknown> };
}

export class EventListDto {
  @ApiProperty({ enum: ['list'] }) object!: 'list';
  @ApiProperty({ type: [EventResourceDto], description: 'Newest first' }) data!: EventResourceDto[];
  @ApiProperty({ description: 'More after the last one: pass its id as starting_after' }) has_more!: boolean;
}
