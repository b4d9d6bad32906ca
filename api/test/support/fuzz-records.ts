import { randomUUID } from 'node:crypto';

import { MikroORM } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';

import { Organization } from '../../src/organizations/organization.entity';
import { ARGON2_OPTIONS } from '../../src/users/argon2-options';
import { User } from '../../src/users/user.entity';
import { UserTokensService } from '../../src/users/user-tokens.service';
import { eventually, type TestApp } from '../test-app';
import { type MerchantKeyResult, restCheckout } from './checkout-fixtures';
import { disputeOf, paidWithDisputeCard, upload } from './dispute-fixtures';
import { createInvoice, doiId, invoiceInput } from './invoice-fixtures';
import { PDF } from './people-fixtures';
import { APPROVE, MERCHANT_APPROVE, refundInput, requestRefund } from './refund-fixtures';
import { sandboxToken } from './sandbox-spy';

// Fresh records in the state a mutation needs, for the fuzz cases whose success uses them up.

export const unique = () => randomUUID().slice(0, 8);

/** A verified user of Paro Valley Hotel made in the database: one per case, so throttles and resets touch nobody else. */
export async function plainUser(t: TestApp, email: string): Promise<string> {
  const em = t.app.get(MikroORM).em.fork();
  const hotel = await em.findOneOrFail(Organization, { name: 'Paro Valley Hotel' });
  const user = em.create(User, {
    email,
    name: 'Fuzz',
    surname: 'Tester',
    role: 4,
    passwordHash: await hash('Demo1234!', ARGON2_OPTIONS),
    emailVerifiedAt: new Date(),
    organization: hotel,
  });
  await em.flush();
  return user.id;
}

export async function resetToken(t: TestApp, userId: string): Promise<string> {
  const em = t.app.get(MikroORM).em.fork();
  const token = t.app.get(UserTokensService).issue(em, em.getReference(User, userId), 'reset-password', 3_600_000);
  await em.flush();
  return token;
}

export interface Tokens {
  owner: string;
  admin: string;
  bank: string;
  pg: string;
}

/** A refund of a fresh paid invoice at the stage `stage`: the merchant's, the bank's or the platform's. */
export async function refundAt(t: TestApp, tokens: Tokens, invoiceId: string, stage: 'merchant' | 'bank' | 'platform'): Promise<string> {
  const refund = await requestRefund(t, tokens.owner, refundInput(invoiceId, [{ description: 'Night', amount: 1 }]));
  if (stage !== 'merchant') await t.gql(MERCHANT_APPROVE, { id: refund.id }, tokens.owner);
  // The platform resolves after its own approval (refunds.test.ts: bank, then platform approve).
  if (stage === 'platform') {
    for (const token of [tokens.bank, tokens.pg]) {
      await eventually(async () => ((await t.gql(APPROVE, { id: refund.id }, token)).errors ? undefined : true));
    }
  }
  // The process moves the row on: wait until the stage's actor is the one awaited.
  const actor = stage === 'merchant' ? tokens.admin : stage === 'bank' ? tokens.bank : tokens.pg;
  await eventually(async () => {
    const r = await t.gql<{ refund: { awaitingMyAction: boolean } }>('query($id: ID!) { refund(id: $id) { awaitingMyAction } }', { id: refund.id }, actor);
    return r.data?.refund.awaitingMyAction ? true : undefined;
  });
  return refund.id;
}

/** A dispute waiting for the merchant, with an uploaded supporting document. */
export async function openDispute(t: TestApp, owner: string): Promise<Record<string, unknown>> {
  const { invoice } = await paidWithDisputeCard(t, owner, `fuzz-dispute-${unique()}`);
  // Many fuzz lanes and other suites share the machine: the Sandbox's dispute may open late.
  const dispute = await disputeOf(t, owner, invoice.id, 60_000);
  const doc = await upload(t, owner, PDF);
  return {
    id: dispute.id,
    reasonToWinDispute: 'other',
    otherReasonDescription: 'Tour delivered',
    productServiceTypeProvided: 'bookingOrReservation',
    supportingDocument: { path: doc, caption: 'terms.pdf' },
  };
}

/** payInvoice's arguments for a new unpaid invoice and a new Sandbox card token. */
export async function invoiceToPay(t: TestApp, owner: string): Promise<Record<string, unknown>> {
  const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
  return {
    invoiceId: invoice.id,
    accessKey: invoice.accessKey,
    stripeToken: await sandboxToken(t),
    provider: 'sandbox',
    customerName: 'Jane Payer',
    zipCode: '11001',
    phoneNumber: '+975 17 000000',
    idempotencyKey: unique(),
  };
}

/** payWebPayment's arguments for a new checkout made over REST and a new Sandbox card token. */
export async function checkoutToPay(t: TestApp, key: MerchantKeyResult): Promise<Record<string, unknown>> {
  const checkout = await restCheckout(t, key, { orderId: `ORD-${unique()}` });
  return {
    webPaymentId: checkout.id,
    accessKey: checkout.accessKey,
    stripeToken: await sandboxToken(t),
    provider: 'sandbox',
    customerName: 'Jane Payer',
    customerEmail: 'jane@example.test',
    zipCode: '11001',
    phoneNumber: '+975 17 000000',
    idempotencyKey: unique(),
  };
}
