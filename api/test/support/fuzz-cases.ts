import type { TestApp } from '../test-app';
import { createKey } from './checkout-fixtures';
import { checkoutToPay, invoiceToPay, openDispute, plainUser, refundAt, resetToken, type Tokens, unique } from './fuzz-records';
import { createInvoice, doiId, invoiceInput } from './invoice-fixtures';
import { organizationIdOf, sessionIds } from './people-fixtures';
import { createTransfer, paidInvoiceOf } from './transfer-fixtures';
import { createEndpoint } from './webhook-receiver';

// One valid base per mutation a web form sends; the fuzz varies each leaf of it in turn.

export interface FuzzCase {
  mutation: string;
  token?: string;
  /** Valid variables; called again after a success when `consumable`. */
  base: () => Promise<Record<string, unknown>>;
  /** Consumable bases that do not depend on each other (each its own invoice): made ahead, in parallel. */
  makeAhead?: boolean;
  /** A success uses the record up (a paid invoice, a decided refund, a taken e-mail). */
  consumable?: boolean;
  /** Every variant needs a new record (a Sandbox card token is single-use, even when the charge fails). */
  freshEach?: boolean;
  /** Cases of one group run one after another (refund processes share the worker and the pool). */
  group?: string;
}

export interface AllTokens extends Tokens {
  finance: string;
}

export async function fuzzCases(t: TestApp, k: AllTokens): Promise<FuzzCase[]> {
  const doi = await doiId(t, k.owner);
  const me = await sessionIds(t, k.owner);
  const hotel = await organizationIdOf(t, k.pg, 'Paro Valley Hotel');
  const airline = (await t.gql<{ organizations: { id: string }[] }>('{ organizations(type: [airline]) { id } }', {}, k.owner)).data!.organizations[0].id;
  const sandboxGateway = (
    await t.gql<{ paymentGateways: { id: string; name: string }[] }>('{ paymentGateways { id name } }', {}, k.pg)
  ).data!.paymentGateways.find((g) => g.name === 'sandbox')!.id;
  const draft = await createInvoice(t, k.owner, invoiceInput(doi));
  const paid = await paidInvoiceOf(t, k.owner, `fuzz-paid-${unique()}`);
  const transfer = (await createTransfer(t, k.bank, { invoiceIds: [(await paidInvoiceOf(t, k.owner, `fuzz-transfer-${unique()}`)).id] })).data!
    .createTransaction;
  const card = await t.gql<{ createCard: { id: string } }>(
    'mutation($n: String, $g: ID) { createCard(name: $n, paymentGatewayId: $g) { id } }',
    { n: `Fuzz ${unique()}`, g: sandboxGateway },
    k.pg,
  );
  const key = await createKey(t, k.owner);
  const endpoint = await createEndpoint(t, k.owner, { url: 'https://shop.example/hooks' });
  const signInUser = `fuzz.signin.${unique()}@demo.test`;
  await plainUser(t, signInUser);
  const resetUser = await plainUser(t, `fuzz.reset.${unique()}@demo.test`);
  // Refunds of one invoice wait on each other: each refund case pays its own.
  const ownPaid = async () => (await paidInvoiceOf(t, k.owner, `fuzz-own-${unique()}`)).id;
  const fixed = (vars: Record<string, unknown>) => () => Promise.resolve(vars);
  const fresh = (make: () => Record<string, unknown>) => () => Promise.resolve(make());

  return [
    { mutation: 'createSession', base: fixed({ input: { email: signInUser, password: 'Demo1234!' } }) },
    {
      mutation: 'createUser',
      consumable: true,
      base: fresh(() => ({
        input: {
          name: 'Nima',
          surname: 'Yangzom',
          email: `fuzz.${unique()}@parovalley.test`,
          password: 'Valley#2026',
          organizationId: hotel,
          licenseNumber: 'HT-2001',
        },
      })),
    },
    { mutation: 'sendResetPasswordLink', base: fixed({ email: 'nobody@demo.test' }) },
    {
      mutation: 'updatePassword',
      consumable: true,
      base: async () => ({ userId: resetUser, token: await resetToken(t, resetUser), password: 'NewPass#2026' }),
    },
    {
      mutation: 'requestToAddOrganization',
      consumable: true,
      base: fresh(() => ({
        input: { name: `Lodge ${unique()}`, email: `stay.${unique()}@lodge.test`, industry: 'TourismHotel', licenseNumber: `HT-${unique()}` },
      })),
    },
    {
      mutation: 'createOrganization',
      token: k.finance,
      consumable: true,
      base: fresh(() => ({
        input: {
          name: `Lodge ${unique()}`,
          email: `hello.${unique()}@lodge.test`,
          licenseNumber: `HT-${unique()}`,
          type: 'hotel',
          industry: 'TourismHotel',
          website: 'lodge.test',
          address: 'Thimphu',
          phoneNumber: '+975 17 000000',
        },
      })),
    },
    {
      mutation: 'updateOrganization',
      token: k.owner,
      base: fixed({ input: { id: me.organizationId, name: 'Druk Heritage Tours', address: 'Thimphu', shortDescription: 'Tours', merchantProcessingFee: 2.5 } }),
    },
    { mutation: 'updateOrganizationPlatformFee', token: k.finance, base: fixed({ id: hotel, platformFee: 3.75 }) },
    {
      mutation: 'inviteUser',
      token: k.owner,
      consumable: true,
      base: fresh(() => ({
        input: { name: 'Deki', surname: 'Yangchen', email: `deki.${unique()}@demo.test`, password: 'Valley#2026', organizationId: me.organizationId, role: 4 },
      })),
    },
    { mutation: 'updateUser', token: k.owner, base: fixed({ input: { id: me.userId, name: 'Tashi', surname: 'Dema' } }) },
    { mutation: 'createInvoice', token: k.owner, base: fixed({ invoice: invoiceInput(doi, { refundPolicyTerms: undefined }) }) },
    {
      mutation: 'updateInvoice',
      token: k.owner,
      base: fixed({
        invoice: {
          id: draft.id,
          name: 'Renamed group',
          recipientName: 'Jane',
          recipientSurName: 'Payer',
          recipientEmail: 'jane@example.test',
          merchantPO: 'PO-1',
          numberOfPax: 2,
          merchantProcessingFee: 2.5,
        },
      }),
    },
    { mutation: 'saveInvoiceItem', token: k.owner, base: fixed({ invoiceItem: { invoiceId: draft.id, description: 'Guide', quantity: 1, price: 10 } }) },
    { mutation: 'saveDisbursement', token: k.owner, base: fixed({ disbursement: { invoiceId: draft.id, recipientId: airline, amount: 1 } }) },
    { mutation: 'createDisbursement', token: k.owner, base: fixed({ disbursement: { invoiceId: draft.id, recipientId: airline, amount: 1 } }) },
    {
      mutation: 'saveInvoicePayout',
      token: k.pg,
      base: fixed({ payout: { invoiceId: draft.id, amount: 1, remarks: 'Advance', payoutDate: '2026-11-20T00:00:00.000Z' } }),
    },
    {
      mutation: 'requestRefund',
      token: k.owner,
      group: 'refunds',
      base: fixed({
        refund: {
          parentEntityId: paid.id,
          type: 'invoice',
          reason: 'cancellationByCustomer',
          notes: 'Guest left early',
          pointOfContact: 'Jane',
          lineItems: [{ description: 'Night', amount: 0.01 }],
        },
      }),
    },
    {
      mutation: 'merchantDecline',
      token: k.admin,
      consumable: true,
      group: 'refunds',
      base: async () => ({
        id: await refundAt(t, k, await ownPaid(), 'merchant'),
        merchantDeclineReason: 'serviceWasProvided',
        merchantDeclineExplanation: 'The dinner was served',
      }),
    },
    {
      mutation: 'denyRefund',
      token: k.bank,
      consumable: true,
      group: 'refunds',
      base: async () => ({ id: await refundAt(t, k, await ownPaid(), 'bank'), reason: 'Service was delivered' }),
    },
    {
      mutation: 'resolvedAsNotRefunded',
      token: k.pg,
      consumable: true,
      group: 'refunds',
      base: async () => ({ id: await refundAt(t, k, await ownPaid(), 'platform'), reason: 'Paid back in cash' }),
    },
    { mutation: 'merchantDenyDispute', token: k.owner, consumable: true, makeAhead: true, base: async () => ({ dispute: await openDispute(t, k.owner) }) },
    { mutation: 'createKeys', token: k.owner, base: fixed({ name: 'Booking site' }) },
    {
      mutation: 'updateWebhookEndpoint',
      token: k.owner,
      base: fixed({ id: endpoint.id, input: { url: 'https://shop.example/hooks', description: 'Shop', eventTypes: ['checkout.paid'], enabled: false } }),
    },
    { mutation: 'createCard', token: k.pg, consumable: true, base: fresh(() => ({ name: `Card ${unique()}`, paymentGatewayId: sandboxGateway })) },
    { mutation: 'updateCard', token: k.pg, base: fixed({ id: card.data!.createCard.id, name: `Card ${unique()}`, paymentGatewayId: sandboxGateway }) },
    { mutation: 'updateTransferNotes', token: k.bank, base: fixed({ id: transfer.id, notes: 'Paid on Monday' }) },
    { mutation: 'summaryOfOrganization', token: k.pg, base: fixed({ searchParam: 'Druk' }) },
    { mutation: 'payInvoice', consumable: true, freshEach: true, base: () => invoiceToPay(t, k.owner) },
    { mutation: 'payWebPayment', consumable: true, freshEach: true, base: () => checkoutToPay(t, key) },
  ];
}

/** Arguments that come from links, pickers and card widgets, never from typing: only the no-generic-error rule applies. */
export const HIDDEN_LEAVES = new Set([
  'accessKey',
  'stripeToken',
  'authorizeNetToken',
  'authorizeNetTokenDescriptor',
  'idempotencyKey',
  'token',
  'path',
  'provider',
]);
