import { MikroORM } from '@mikro-orm/postgresql';
import { ALL_ROLES, RESTRICTED_FIELDS, type RestrictedField, Role, ROLE_NAMES, specAllowsOperation, specCanSeeField } from '@pg/domain';
import { getNamedType, isListType, isNonNullType, isObjectType } from 'graphql';

import { WebPayment } from '../src/checkouts/web-payment.entity';
import { Dispute } from '../src/disputes/dispute.entity';
import { Invoice } from '../src/invoices/invoice.entity';
import { Transfer } from '../src/transfers/transfer.entity';
import { User } from '../src/users/user.entity';
import { committedSchema, DEMO_ACCOUNTS } from './support/people-fixtures';
import { createTestApp, type TestApp } from './test-app';

// Every field of FIELD_ACCESS (domain/src/field-access.ts), asked by each of the six roles on
// demo records that hold a value for it: it must come back (non-null, non-empty) exactly for the
// roles the matrix lists. The selections are built from the matrix, so a new field of a type
// below is tested with no change here; a field of a new type needs its reads added to READS
// (the type check asks for it).

const schema = committedSchema();
const ACCOUNTS = DEMO_ACCOUNTS;
/** What a role that may not read the record at all gets; the fields are then not sent either. */
const REFUSED = new Set(['FORBIDDEN', 'NOT_FOUND']);

type TypeName<K extends string> = K extends `${infer T}.${string}` ? T : never;
type RestrictedType = TypeName<RestrictedField>;
const typeOf = (key: RestrictedField) => key.split('.')[0] as RestrictedType;
const fieldName = (key: RestrictedField) => key.split('.')[1];

/** The demo records the reads ask for: each holds a value for every restricted field of its type. */
interface Records {
  invoiceId: string;
  disputeId: string;
  webPaymentId: string;
  transferId: string;
}

/** A read returning objects of one type: the query for a selection, and where the objects are in the answer. */
interface Read {
  name: string;
  query: (r: Records, selection: string) => string;
  objects: (data: Record<string, unknown>) => Record<string, unknown>[];
}

const one = (root: string) => (data: Record<string, unknown>) => [data[root] as Record<string, unknown>];
const items = (root: string) => (data: Record<string, unknown>) => (data[root] as { items: Record<string, unknown>[] }).items;

const READS: Record<RestrictedType, Read[]> = {
  Transfer: [
    { name: 'transfer', query: (r, s) => `{ transfer(id: "${r.transferId}") { ${s} } }`, objects: one('transfer') },
    { name: 'transfers', query: (_r, s) => `{ transfers(first: 100) { items { ${s} } } }`, objects: items('transfers') },
  ],
  Dispute: [{ name: 'dispute', query: (r, s) => `{ dispute(id: "${r.disputeId}") { ${s} } }`, objects: one('dispute') }],
  Invoice: [{ name: 'invoice', query: (r, s) => `{ invoice(id: "${r.invoiceId}") { ${s} } }`, objects: one('invoice') }],
  WebPayment: [{ name: 'webPayment', query: (r, s) => `{ webPayment(id: "${r.webPaymentId}") { ${s} } }`, objects: one('webPayment') }],
  ProcessTimeline: [
    { name: 'processTimeline', query: (r, s) => `{ processTimeline(kind: INVOICE, id: "${r.invoiceId}") { ${s} } }`, objects: one('processTimeline') },
  ],
};

/** The selection of a matrix field: object types by __typename, scalars as they are. */
function select(key: RestrictedField): string {
  const type = schema.getType(typeOf(key));
  const field = isObjectType(type) ? type.getFields()[fieldName(key)] : undefined;
  if (!field) throw new Error(`${key} is not in api/schema.graphql`);
  return isObjectType(getNamedType(field.type)) ? `${field.name} { __typename }` : field.name;
}

const present = (value: unknown) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);

describe('fields the spec shows to some roles only', () => {
  let t: TestApp;
  let records: Records;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ALL_ROLES) tokens.set(role, await t.login(ACCOUNTS[role]));
    const em = t.app.get(MikroORM).em.fork();
    // The merchant roles' own organization, so they may read every record and only the fields are withheld.
    const owner = await em.findOneOrFail(User, { email: ACCOUNTS[Role.OWNER] });
    const org = owner.organization.id;
    const invoice = await em.findOneOrFail(Invoice, { owner: org, transferId: { $ne: null }, gatewayTransactionId: { $ne: null } });
    const dispute = await em.findOneOrFail(Dispute, { owner: org, processorDisputeId: { $ne: null }, processorStatus: { $ne: null } });
    const webPayment = await em.findOneOrFail(WebPayment, { owner: org, gatewayTransactionId: { $ne: null } });
    const transfer = await em.findOneOrFail(Transfer, { status: 'completed', notes: { $ne: null }, transferredBy: { $ne: null } });
    records = { invoiceId: invoice.id, disputeId: dispute.id, webPaymentId: webPayment.id, transferId: transfer.id };
    // The demo data has no payouts: the platform records one on the invoice.
    const payout = await t.gql(
      `mutation($p: InvoicePayoutInput!) { saveInvoicePayout(payout: $p) { id } }`,
      { p: { invoiceId: invoice.id, amount: 10, payoutDate: new Date().toISOString(), remarks: 'field access test' } },
      tokens.get(Role.PG_ADMIN),
    );
    expect(payout.errors).toBeUndefined();
  });
  afterAll(() => t.close());

  it('names fields of the schema that can be withheld (nullable, or a list answered empty)', () => {
    for (const key of RESTRICTED_FIELDS) {
      const type = schema.getType(typeOf(key));
      const field = isObjectType(type) ? type.getFields()[fieldName(key)] : undefined;
      expect({ key, found: field !== undefined }).toEqual({ key, found: true });
      const withholdable = !isNonNullType(field!.type) || isListType(field!.type.ofType);
      expect({ key, withholdable }).toEqual({ key, withholdable: true });
    }
  });

  it.each(ALL_ROLES.map((role) => ({ role, name: ROLE_NAMES[role] })))("sends $name exactly the fields the spec's matrix allows it", async ({ role }) => {
    const seen = new Map<RestrictedField, boolean>(RESTRICTED_FIELDS.map((key) => [key, false]));
    for (const type of Object.keys(READS) as RestrictedType[]) {
      const keys = RESTRICTED_FIELDS.filter((key) => typeOf(key) === type);
      const selection = ['id', ...keys.map(select)].join(' ');
      for (const read of READS[type]) {
        const r = await t.gql(read.query(records, selection), {}, tokens.get(role));
        const code = r.errors?.[0]?.extensions?.code;
        if (r.errors) {
          // A refusal of the whole record is fine (the role may not read it); anything else is a failure.
          expect({ read: read.name, code, refused: REFUSED.has(String(code)) }).toEqual({ read: read.name, code, refused: true });
          continue;
        }
        for (const object of read.objects(r.data!)) {
          for (const key of keys) if (present(object[fieldName(key)])) seen.set(key, true);
        }
      }
    }
    // the spec's literal rows (spec-matrix.ts), not FIELD_ACCESS, which the API itself reads
    const expected = Object.fromEntries(RESTRICTED_FIELDS.map((key) => [key, specCanSeeField(key, role)]));
    expect(Object.fromEntries(seen)).toEqual(expected);
  });

  it('does not let a role search by notes it may not read', async () => {
    const search = `{ transfers(searchParam: "Weekly payout") { total } }`;
    const listers = ALL_ROLES.filter((role) => specAllowsOperation('transfers', role));
    const totals = await Promise.all(
      listers.map(async (role) => {
        const r = await t.gql<{ transfers: { total: number } }>(search, {}, tokens.get(role));
        return [ROLE_NAMES[role], r.data?.transfers.total ?? -1] as const;
      }),
    );
    expect(Object.fromEntries(totals)).toEqual(Object.fromEntries(listers.map((role) => [ROLE_NAMES[role], specCanSeeField('Transfer.notes', role) ? 1 : 0])));
  });
});
