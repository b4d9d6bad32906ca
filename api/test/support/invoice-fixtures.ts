import { MikroORM } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';

import { APP_CONFIG, type AppConfig } from '../../src/config/app-config';
import { Organization } from '../../src/organizations/organization.entity';
import { enrolWithDemoKey } from '../../src/seeders/demo-second-factor';
import { ARGON2_OPTIONS } from '../../src/users/argon2-options';
import { User } from '../../src/users/user.entity';
import type { TestApp } from '../test-app';

export const INVOICE_FIELDS = `id code status accessKey name type numberOfPax merchantProcessingFee platformFeePercent transactionFee ownerId
  totals { subtotal fee total merchantFee disbursements net }
  lineItems { id description quantity price total sort }
  disbursements { id amount recipientId type isDefault recipient { name } }`;

export const CREATE = `mutation($invoice: CreateInvoiceInput!) { createInvoice(invoice: $invoice) { ${INVOICE_FIELDS} } }`;
export const PAY = `mutation($invoiceId: ID, $accessKey: String, $token: String, $key: String) {
  payInvoice(invoiceId: $invoiceId, accessKey: $accessKey, stripeToken: $token, provider: sandbox, customerName: "Jane Payer", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: $key) { id status amount platformFee } }`;

export interface CreatedInvoice {
  id: string;
  code: string;
  status: string;
  accessKey: string;
  totals: { subtotal: number; fee: number; total: number; merchantFee: number; disbursements: number; net: number };
}

export async function doiId(t: TestApp, token: string): Promise<string> {
  const r = await t.gql<{ organizations: { id: string; name: string }[] }>('{ organizations(type: [government]) { id name type } }', {}, token);
  return r.data!.organizations.find((o) => o.name === 'Department Of Immigration')!.id;
}

export function invoiceInput(doi: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Alpine Trekkers',
    recipientName: 'Jane',
    recipientSurName: 'Payer',
    recipientEmail: 'jane.payer@example.test',
    type: 'postTripSettlement',
    numberOfPax: 4,
    dateOfService: '2026-12-01T00:00:00.000Z',
    merchantProcessingFee: 2.5,
    merchantPO: 'PO-77',
    lineItems: [
      { description: 'Daily tariff', quantity: 4, price: 250 },
      { description: 'Guide', quantity: 1, price: 120.5 },
    ],
    disbursements: [{ recipientId: doi, amount: 0 }],
    ...overrides,
  };
}

export async function createInvoice(t: TestApp, token: string, input: Record<string, unknown>): Promise<CreatedInvoice> {
  const r = await t.gql<{ createInvoice: CreatedInvoice }>(CREATE, { invoice: input }, token);
  if (!r.data?.createInvoice) throw new Error(`createInvoice failed: ${JSON.stringify(r.errors)}`);
  return r.data.createInvoice;
}

/** A second merchant organization with an owner, to check tenant isolation. */
export async function otherMerchantOwner(t: TestApp): Promise<string> {
  const em = t.app.get(MikroORM).em.fork();
  const hotel = await em.findOneOrFail(Organization, { name: 'Paro Valley Hotel' });
  const owner = em.create(User, {
    email: 'hotel.owner@demo.test',
    name: 'Hotel',
    surname: 'Owner',
    role: 64,
    passwordHash: await hash('Demo1234!', ARGON2_OPTIONS),
    emailVerifiedAt: new Date(),
    organization: hotel,
  });
  // An Owner with a second factor, as the demo Owner (decision 0178: API keys and webhook
  // endpoints need one); t.login passes the second step with the demo key.
  enrolWithDemoKey(em, owner, t.app.get<AppConfig>(APP_CONFIG).webhookSecretsKey);
  await em.flush();
  return t.login('hotel.owner@demo.test');
}
