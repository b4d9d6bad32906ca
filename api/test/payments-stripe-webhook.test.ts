import 'reflect-metadata';

import type { Server } from 'node:http';

import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import Stripe from 'stripe';

import { AppModule } from '../src/app.module';
import { StripeEventHandlers } from '../src/payments/stripe/stripe-event-handlers';
import { createMigratedDatabase } from './test-database';

// POST /webhooks/stripe on the real API started like main.ts (rawBody: true): signatures are
// made with Stripe's own test helper and checked against the exact bytes sent.

const SECRET = 'whsec_test_secret';

describe('payments: Stripe webhook', () => {
  let app: INestApplication<Server>;
  let url: string;
  let drop: () => Promise<void>;
  const seen: Stripe.Event[] = [];

  beforeAll(async () => {
    const db = await createMigratedDatabase('api');
    drop = db.drop;
    Object.assign(process.env, {
      DATABASE_URL: db.url,
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: SECRET,
      PORT: '0',
    });
    app = await NestFactory.create(AppModule, { logger: ['error'], rawBody: true });
    const handlers = app.get(StripeEventHandlers);
    handlers.on('charge.dispute.created', (event) => {
      seen.push(event);
    });
    handlers.on('payment_intent.succeeded', (event) => {
      seen.push(event);
    });
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app.close();
    await drop();
    for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) delete process.env[k];
  });

  // Stripe sends pretty-printed JSON; re-serialising it would change the bytes and the signature.
  const payload = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${type}`, object: 'event', type, api_version: '2026-10-28', created: 1700000000, livemode: false, data: { object } }, null, 2);

  const send = (body: string, signature?: string) =>
    fetch(`${url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
      body,
    });

  it('passes a signed charge.dispute.created and payment_intent.succeeded to the registered handlers', async () => {
    const dispute = payload('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      charge: 'ch_1',
      amount: 12550,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    const res = await send(dispute, Stripe.webhooks.generateTestHeaderString({ payload: dispute, secret: SECRET }));
    expect(res.status).toBe(200);
    // This test's handler and the disputes intake (which ignores a charge the platform never took).
    expect(await res.json()).toEqual({ received: true, handled: 2 });
    const succeeded = payload('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', amount: 12550, status: 'succeeded' });
    expect((await send(succeeded, Stripe.webhooks.generateTestHeaderString({ payload: succeeded, secret: SECRET }))).status).toBe(200);
    expect(seen.map((e) => [e.type, (e.data.object as { id: string }).id])).toEqual([
      ['charge.dispute.created', 'dp_1'],
      ['payment_intent.succeeded', 'pi_1'],
    ]);
  });

  it('acknowledges events nobody handles', async () => {
    const other = payload('customer.created', { id: 'cus_1', object: 'customer' });
    const res = await send(other, Stripe.webhooks.generateTestHeaderString({ payload: other, secret: SECRET }));
    expect(await res.json()).toEqual({ received: true, handled: 0 });
  });

  it('refuses a missing, wrong or tampered signature', async () => {
    const body = payload('charge.dispute.created', { id: 'dp_2', object: 'dispute' });
    expect((await send(body)).status).toBe(400);
    expect((await send(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' }))).status).toBe(400);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    expect((await send(body.replace('dp_2', 'dp_3'), signed)).status).toBe(400);
    expect(seen.map((e) => (e.data.object as { id: string }).id)).not.toContain('dp_3');
  });
});
