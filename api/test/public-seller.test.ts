import { MikroORM } from '@mikro-orm/postgresql';

import { WebPayment } from '../src/checkouts/web-payment.entity';
import { Invoice } from '../src/invoices/invoice.entity';
import { SELLER_PRIVATE_FIELDS } from '../src/organizations/seller-privacy';
import { User } from '../src/users/user.entity';
import { otherMerchantOwner } from './support/invoice-fixtures';
import { createTestApp, type TestApp } from './test-app';

// Issue 46 s5 / review F4: the pay pages (invoice and checkout by access key) tell a payer the
// seller's name, logo and refund policy, never its licence number (the sign-up proof), contact
// details or the platform's fees. Staff and the organization's own members still see them.

const OWNER_FIELDS = `id name refundPolicyLink refundPolicyTerms logo { id } ${SELLER_PRIVATE_FIELDS.join(' ')}`;
const BY_INVOICE_KEY = `query($k: String!) { invoice(accessKey: $k) { owner { ${OWNER_FIELDS} } } }`;
const BY_CHECKOUT_KEY = `query($k: String!) { webPayment(accessKey: $k) { owner { ${OWNER_FIELDS} } } }`;

type Owner = Record<string, unknown>;
const privateOf = (owner: Owner) => Object.fromEntries(SELLER_PRIVATE_FIELDS.map((f) => [f, owner[f]]));
const WITHHELD = Object.fromEntries(SELLER_PRIVATE_FIELDS.map((f) => [f, null]));

describe('public pay pages and the seller', () => {
  let t: TestApp;
  let invoiceKey: string;
  let checkoutKey: string;

  beforeAll(async () => {
    t = await createTestApp();
    const em = t.app.get(MikroORM).em.fork();
    const owner = await em.findOneOrFail(User, { email: 'owner@demo.test' });
    invoiceKey = (await em.findOneOrFail(Invoice, { owner: owner.organization.id }, { orderBy: { createdAt: 'asc' } })).accessKey;
    checkoutKey = (await em.findOneOrFail(WebPayment, { owner: owner.organization.id }, { orderBy: { createdAt: 'asc' } })).accessKey;
  });
  afterAll(() => t.close());

  const ownerBy = async (query: string, key: string, token?: string): Promise<Owner> => {
    const r = await t.gql<{ invoice?: { owner: Owner }; webPayment?: { owner: Owner } }>(query, { k: key }, token);
    expect(r.errors).toBeUndefined();
    return (r.data!.invoice ?? r.data!.webPayment)!.owner;
  };

  it.each([
    ['invoice', BY_INVOICE_KEY, () => invoiceKey],
    ['checkout', BY_CHECKOUT_KEY, () => checkoutKey],
  ])('an anonymous payer of a %s gets the name but no licence number, contact or fee', async (_kind, query, key) => {
    const owner = await ownerBy(query, key());
    expect(owner.name).toEqual(expect.any(String));
    expect(privateOf(owner)).toEqual(WITHHELD);
  });

  it('a member of another organization holding the pay link gets none of them either', async () => {
    const other = await otherMerchantOwner(t);
    expect(privateOf(await ownerBy(BY_INVOICE_KEY, invoiceKey, other))).toEqual(WITHHELD);
    expect(privateOf(await ownerBy(BY_CHECKOUT_KEY, checkoutKey, other))).toEqual(WITHHELD);
  });

  it('the organization itself and the platform still read them', async () => {
    for (const email of ['owner@demo.test', 'pg.admin@demo.test']) {
      const owner = await ownerBy(BY_INVOICE_KEY, invoiceKey, await t.login(email));
      expect({ email, licenseNumber: owner.licenseNumber, platformFee: owner.platformFee }).toEqual({
        email,
        licenseNumber: expect.any(String),
        platformFee: expect.any(Number),
      });
    }
  });
});
