import type { IncomingMessage } from 'node:http';

import { Controller, Headers, HttpCode, HttpException, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import Stripe from 'stripe';

import { PAYMENTS_CONFIG, type PaymentsConfig } from '../payments-config';
import { StripeEventHandlers } from './stripe-event-handlers';

type RawRequest = IncomingMessage & { rawBody?: Buffer };

// Stripe's signed webhooks (https://docs.stripe.com/webhooks/signature). The signature covers
// the exact bytes sent, so it is checked against the raw body (Nest's `rawBody: true`).
@Controller('webhooks')
export class StripeWebhookController {
  constructor(
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly handlers: StripeEventHandlers,
  ) {}

  @Post('stripe')
  @HttpCode(HttpStatus.OK)
  async receive(@Req() req: RawRequest, @Headers('stripe-signature') signature?: string): Promise<{ received: true; handled: number }> {
    const secret = this.config.stripe?.webhookSecret;
    if (!secret) throw new HttpException({ message: 'Stripe webhooks are not configured' }, HttpStatus.NOT_FOUND);
    if (!Buffer.isBuffer(req.rawBody)) {
      throw new HttpException({ message: 'Raw request body unavailable' }, HttpStatus.INTERNAL_SERVER_ERROR);
    }
    if (!signature) throw new HttpException({ message: 'Missing Stripe-Signature header' }, HttpStatus.BAD_REQUEST);
    let event: Stripe.Event;
    try {
      // Verification is local HMAC work; the SDK's static helper needs no API key.
      event = Stripe.webhooks.constructEvent(req.rawBody, signature, secret);
    } catch {
      throw new HttpException({ message: 'Invalid Stripe signature' }, HttpStatus.BAD_REQUEST);
    }
    return { received: true, handled: await this.handlers.dispatch(event) };
  }
}
