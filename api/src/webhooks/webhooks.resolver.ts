import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { SuccessResult } from '../common/dtos/success-result.type';
import { WebhookDeliveryType, WebhookEndpointInput, WebhookEndpointType, WebhookEventListType } from './dtos/webhook.types';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WebhookEventsService } from './webhook-events.service';

// /developer, webhooks (issue 14): endpoints, their secrets, the events and the delivery log.
@Resolver(() => WebhookEndpointType)
export class WebhooksResolver {
  constructor(
    private readonly endpoints: WebhookEndpointsService,
    private readonly events: WebhookEventsService,
  ) {}

  @Query(() => [WebhookEndpointType], { description: "The caller's organization's webhook endpoints" })
  webhookEndpoints(@CurrentUser() user: AuthUser): Promise<WebhookEndpointType[]> {
    return this.endpoints.list(user);
  }

  @Mutation(() => WebhookEndpointType, { description: 'A new endpoint; its signing secret is in this answer only' })
  createWebhookEndpoint(@CurrentUser() user: AuthUser, @Args('input') input: WebhookEndpointInput): Promise<WebhookEndpointType> {
    return this.endpoints.create(user, input);
  }

  @Mutation(() => WebhookEndpointType)
  updateWebhookEndpoint(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: WebhookEndpointInput,
  ): Promise<WebhookEndpointType> {
    return this.endpoints.update(user, id, input);
  }

  @Mutation(() => WebhookEndpointType, { description: 'A new signing secret (in this answer only); the old one signs too for 24 hours' })
  rollWebhookEndpointSecret(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<WebhookEndpointType> {
    return this.endpoints.rollSecret(user, id);
  }

  @Mutation(() => SuccessResult)
  async deleteWebhookEndpoint(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<SuccessResult> {
    await this.endpoints.remove(user, id);
    return SuccessResult.ok;
  }

  @Query(() => WebhookEventListType, { description: "The organization's events, newest first" })
  webhookEvents(
    @CurrentUser() user: AuthUser,
    @Args('type', { type: () => String, nullable: true }) type?: string | null,
    @Args('startingAfter', { type: () => ID, nullable: true }) startingAfter?: string | null,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
  ): Promise<WebhookEventListType> {
    return this.events.list(user.organizationId, { type, startingAfter, first });
  }

  @Query(() => [WebhookDeliveryType], { description: "An event's deliveries and their attempts (the delivery log)" })
  webhookDeliveries(@CurrentUser() user: AuthUser, @Args('eventId', { type: () => ID }) eventId: string): Promise<WebhookDeliveryType[]> {
    return this.events.deliveries(user.organizationId, eventId);
  }

  @Mutation(() => [WebhookDeliveryType], { description: 'Sends an event again, to one endpoint or every enabled endpoint that wants it' })
  resendWebhookEvent(
    @CurrentUser() user: AuthUser,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('endpointId', { type: () => ID, nullable: true }) endpointId?: string | null,
  ): Promise<WebhookDeliveryType[]> {
    return this.events.resend(user.organizationId, eventId, endpointId);
  }
}
