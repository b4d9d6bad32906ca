import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';

/** A webhook endpoint on /developer; `secret` only in the answers of create and roll. */
@ObjectType('WebhookEndpoint')
export class WebhookEndpointType {
  @Field(() => ID) id!: string;
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => [String], { description: 'Event types sent to it; empty: every type' }) eventTypes!: string[];
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Boolean, { description: 'Events are delivered one at a time, in the order they were recorded; a failing one holds back the later ones' })
  ordered!: boolean;
  @Field(() => String, { nullable: true, description: 'Why the platform disabled it (failing for 3 days)' }) disabledReason!: string | null;
  @Field(() => String, { nullable: true, description: 'The signing secret: returned only by createWebhookEndpoint and rollWebhookEndpointSecret' })
  secret!: string | null;
  @Field(() => DateTimeScalar, { nullable: true, description: 'Until when the secret before the last roll still signs' }) previousSecretExpiresAt!: Date | null;
  @Field(() => DateTimeScalar, { nullable: true }) failingSince!: Date | null;
  @Field(() => DateTimeScalar) createdAt!: Date;
}

@InputType()
export class WebhookEndpointInput {
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [String], { description: 'Empty: every type' }) eventTypes!: string[];
  @Field(() => Boolean, { nullable: true }) enabled?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Deliver in order; left out: unchanged (off for a new endpoint)' }) ordered?: boolean | null;
}

@ObjectType('WebhookEvent')
export class WebhookEventType {
  @Field(() => ID) id!: string;
  @Field(() => String) type!: string;
  @Field(() => String) apiVersion!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => Boolean, { description: 'false: an event about a test object (test mode)' }) livemode!: boolean;
  @Field(() => String, { description: 'The event as delivered (JSON)' }) payload!: string;
}

@ObjectType('WebhookEventList')
export class WebhookEventListType {
  @Field(() => [WebhookEventType]) items!: WebhookEventType[];
  @Field(() => Boolean) hasMore!: boolean;
}

@ObjectType('WebhookAttempt')
export class WebhookAttemptType {
  @Field(() => ID) id!: string;
  @Field(() => DateTimeScalar) attemptedAt!: Date;
  @Field(() => Int, { nullable: true, description: 'The HTTP status; null when there was no answer' }) statusCode!: number | null;
  @Field(() => Int) durationMs!: number;
  @Field(() => String, { nullable: true, description: 'The start of the answer, at most 500 characters' }) responseExcerpt!: string | null;
  @Field(() => String, { nullable: true }) error!: string | null;
}

@ObjectType('WebhookDelivery')
export class WebhookDeliveryType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Its Temporal process: its own, or for an ordered endpoint the queue webhook-endpoint-<endpointId>' })
  workflowId!: string;
  @Field(() => ID) eventId!: string;
  @Field(() => ID) endpointId!: string;
  @Field(() => String) endpointUrl!: string;
  @Field(() => String, { description: 'pending, succeeded, failed or skipped' }) status!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => DateTimeScalar, { nullable: true }) finishedAt!: Date | null;
  @Field(() => [WebhookAttemptType]) attempts!: WebhookAttemptType[];
}
