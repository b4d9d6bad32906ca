import { MikroORM } from '@mikro-orm/postgresql';
import Stripe from 'stripe';

import { Dispute } from '../src/disputes/dispute.entity';
import { Payment } from '../src/invoices/payment.entity';
import type { FakeReply, RecordedRequest } from './support/fake-http-server';
import { fakeStripe, NO_RETRY, unrecognized } from './support/fake-stripe';
import { PDF } from './support/people-fixtures';
import { paidInvoice } from './support/refund-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

// Stripe disputes: the adapter's evidence submission and acceptance against a local server
// speaking Stripe's documented HTTP API (https://docs.stripe.com/api/disputes/update,
// /api/disputes/close, /api/files/create), and charge.dispute.* webhooks, signed with Stripe's
// own helper, through the real API into the dispute intake and the dispute process.

const SECRET = 'whsec_dispute_secret';

function dispute(id: string, status: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    object: 'dispute',
    amount: 12550,
    currency: 'usd',
    charge: 'ch_disputed',
    payment_intent: 'pi_disputed',
    reason: 'fraudulent',
    status,
    evidence_details: { due_by: 1900000000, has_evidence: status !== 'needs_response', past_due: false, submission_count: status === 'needs_response' ? 0 : 1 },
    livemode: false,
    metadata: {},
    ...extra,
  };
}

function answer(req: RecordedRequest): FakeReply {
  if (req.method === 'POST' && req.path === '/v1/files') {
    return {
      status: 200,
      body: { id: `file_${req.headers['idempotency-key']?.toString().slice(-1)}`, object: 'file', purpose: 'dispute_evidence', size: PDF.length, type: 'pdf' },
    };
  }
  if (req.method === 'POST' && req.path === '/v1/disputes/dp_open') return { status: 200, body: dispute('dp_open', 'under_review') };
  if (req.method === 'POST' && req.path === '/v1/disputes/dp_open/close') return { status: 200, body: dispute('dp_open', 'lost') };
  if (req.method === 'POST' && req.path.startsWith('/v1/disputes/dp_closed')) {
    return {
      status: 400,
      headers: NO_RETRY,
      body: { error: { type: 'invalid_request_error', code: 'dispute_already_closed', message: 'This dispute is already closed' } },
    };
  }
  return unrecognized(req);
}

describe('payments: Stripe disputes', () => {
  describe("the adapter against Stripe's HTTP API", () => {
    const fake = fakeStripe(answer);

    it('uploads the files as dispute_evidence, then submits the evidence with the idempotency key', async () => {
      const result = await fake.stripe.submitDisputeEvidence({
        disputeId: 'dp_open',
        idempotencyKey: 'dispute-DSP-1/evidence',
        explanation: 'Why the merchant should win: Transaction is non-refundable.',
        productDescription: 'Booking or reservation: Travel Related Expense',
        refundExplanation: null,
        files: [
          { kind: 'supportingDocument', name: 'terms.pdf', mimetype: 'application/pdf', bytes: PDF },
          { kind: 'refundProof', name: 'receipt.pdf', mimetype: 'application/pdf', bytes: PDF },
        ],
      });
      expect(result).toEqual({ status: 'succeeded', processorStatus: 'under_review' });
      const [file1, file2, update] = fake.server.requests;
      expect(file1.path).toBe('/v1/files');
      expect(file1.headers['content-type']).toContain('multipart/form-data');
      expect(file1.body).toContain('name="purpose"');
      expect(file1.body).toContain('dispute_evidence');
      expect(file1.body).toContain('filename="terms.pdf"');
      expect(file1.headers['idempotency-key']).toBe('dispute-DSP-1/evidence/file-0');
      expect(file2.headers['idempotency-key']).toBe('dispute-DSP-1/evidence/file-1');
      expect(update.path).toBe('/v1/disputes/dp_open');
      expect(update.headers['idempotency-key']).toBe('dispute-DSP-1/evidence');
      const form = new URLSearchParams(update.body);
      expect(form.get('submit')).toBe('true');
      expect(form.get('evidence[uncategorized_text]')).toBe('Why the merchant should win: Transaction is non-refundable.');
      expect(form.get('evidence[product_description]')).toBe('Booking or reservation: Travel Related Expense');
      expect(form.get('evidence[uncategorized_file]')).toBe('file_0');
      expect(form.get('evidence[receipt]')).toBe('file_1');
    });

    it('accepting closes the dispute; a closed dispute refuses both, as a processor failure', async () => {
      expect(await fake.stripe.acceptDispute({ disputeId: 'dp_open', idempotencyKey: 'dispute-DSP-1/accept' })).toEqual({
        status: 'succeeded',
        processorStatus: 'lost',
      });
      expect(fake.server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/disputes/dp_open/close' });
      expect(fake.server.requests[0].headers['idempotency-key']).toBe('dispute-DSP-1/accept');
      expect(await fake.stripe.acceptDispute({ disputeId: 'dp_closed', idempotencyKey: 'k' })).toMatchObject({
        status: 'failed',
        failMessage: 'This dispute is already closed',
      });
      expect(
        await fake.stripe.submitDisputeEvidence({
          disputeId: 'dp_closed',
          idempotencyKey: 'k2',
          explanation: 'x',
          productDescription: null,
          refundExplanation: null,
          files: [],
        }),
      ).toMatchObject({ status: 'failed', errorType: 'invalid_request_error', failMessage: 'This dispute is already closed' });
    });
  });

  describe('charge.dispute.* webhooks into the dispute intake', () => {
    let t: TestApp;
    let invoiceId: string;
    beforeAll(async () => {
      // The invoices are paid at the Sandbox beside Stripe's keys: the explicit opt-in (decision 0123).
      Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: SECRET, SANDBOX_LIVE_PAYMENTS: '1' });
      t = await createTestApp({ worker: true });
      const owner = await t.login('owner@demo.test');
      const { invoice } = await paidInvoice(t, owner, 'stripe-dispute');
      invoiceId = invoice.id;
      // The payment as the Stripe adapter records it: by PaymentIntent id.
      await t.app.get(MikroORM).em.fork().nativeUpdate(Payment, { invoice: invoice.id }, { processor: 'stripe', chargeId: 'pi_disputed' });
    });
    afterAll(async () => {
      await t.close();
      for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SANDBOX_LIVE_PAYMENTS']) delete process.env[k];
    });

    // Stripe sends pretty-printed JSON; the signature covers those exact bytes.
    const send = (id: string, type: string, object: Record<string, unknown>) => {
      const body = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28', created: 1700000000, livemode: false, data: { object } }, null, 2);
      return fetch(`${t.url}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }),
        },
        body,
      });
    };
    const row = () => t.app.get(MikroORM).em.fork().findOne(Dispute, { processor: 'stripe', processorDisputeId: 'dp_open' });

    it('created makes the dispute under the invoice paid by that PaymentIntent; a redelivery writes nothing', async () => {
      expect((await send('evt_created', 'charge.dispute.created', dispute('dp_open', 'needs_response'))).status).toBe(200);
      const created = await row();
      expect(created).toMatchObject({
        progressStatus: 'received',
        status: 'open',
        disputeAmountCents: 12550,
        chargeId: 'ch_disputed',
        processorStatus: 'needs_response',
        reason: 'fraudulent',
      });
      expect(created!.invoice!.id).toBe(invoiceId);
      expect(created!.merchantResponseDueDate.toISOString()).toBe(new Date(1900000000 * 1000).toISOString());
      expect((await send('evt_created', 'charge.dispute.created', dispute('dp_open', 'needs_response'))).status).toBe(200);
      expect(await t.app.get(MikroORM).em.fork().count(Dispute, { processor: 'stripe' })).toBe(1);
    });

    it('updated moves the processor status and due date; closed with won ends the process as overturned', async () => {
      expect(
        (await send('evt_updated', 'charge.dispute.updated', dispute('dp_open', 'under_review', { evidence_details: { due_by: 1900086400 } }))).status,
      ).toBe(200);
      expect(await row()).toMatchObject({ processorStatus: 'under_review', progressStatus: 'received' });
      expect((await row())!.merchantResponseDueDate.toISOString()).toBe(new Date(1900086400 * 1000).toISOString());
      expect((await send('evt_closed', 'charge.dispute.closed', dispute('dp_open', 'won'))).status).toBe(200);
      const closed = await eventually(async () => {
        const d = await row();
        return d?.progressStatus === 'overturned' ? d : undefined;
      });
      expect(closed).toMatchObject({ status: 'closed', processorStatus: 'won' });
      // A late redelivery of the outcome changes nothing.
      expect((await send('evt_closed', 'charge.dispute.closed', dispute('dp_open', 'won'))).status).toBe(200);
      expect(await row()).toMatchObject({ progressStatus: 'overturned', processorStatus: 'won' });
    });

    it('a charge not recorded yet is answered 503 while the dispute is recent (Stripe retries), acknowledged once it is old', async () => {
      const unknown = (created: number) => dispute('dp_unknown', 'needs_response', { charge: 'ch_unknown', payment_intent: 'pi_unknown', created });
      const recent = await send('evt_unknown_recent', 'charge.dispute.created', unknown(Math.floor(Date.now() / 1000)));
      expect(recent.status).toBe(503);
      expect(await recent.json()).toMatchObject({ message: 'No payment with charge ch_unknown is recorded yet; deliver the event again later.' });
      expect((await send('evt_unknown_old', 'charge.dispute.created', unknown(1700000000))).status).toBe(200);
      expect(await t.app.get(MikroORM).em.fork().count(Dispute, { processorDisputeId: 'dp_unknown' })).toBe(0);
    });
  });
});
