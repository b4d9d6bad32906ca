import { MikroORM } from '@mikro-orm/postgresql';

import { Organization } from '../src/organizations/organization.entity';
import { basic, checkoutBody, createKey, restCreate } from './support/checkout-fixtures';
import { organizationIdOf, sessionIds } from './support/people-fixtures';
import { createTestApp, type TestApp } from './test-app';

// Issue 46 s5: every URL a user stores is http(s) only. Each URL input of the API, asked with
// javascript:, data: and ftp: addresses, answers with that field's message; http(s) is saved.
// (Webhook endpoint URLs have their own stricter rule and tests: webhooks.test.ts.)

const BAD = ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example.com/policy.pdf'];
const GOOD = ['https://example.com/refunds', 'http://example.com/refunds'];
const WEBSITE = 'Please enter a valid website';
const LINK = 'Please enter a valid http:// or https:// link';

const UPDATE = 'mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { id website refundPolicyLink } }';
const CREATE = 'mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { id } }';

type Refused = { data?: unknown; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] };
const fieldsOf = (r: Refused) => ({ code: r.errors?.[0]?.extensions?.code, fields: r.errors?.[0]?.extensions?.fields });

describe('URL fields take http(s) only', () => {
  let t: TestApp;
  let owner: string;
  let pg: string;
  let finance: string;
  let ownOrg: string;
  let hotel: string;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, pg, finance] = await Promise.all(['owner@demo.test', 'pg.admin@demo.test', 'bank.finance@demo.test'].map((e) => t.login(e)));
    ownOrg = (await sessionIds(t, owner)).organizationId;
    hotel = await organizationIdOf(t, pg, 'Paro Valley Hotel');
  });
  afterAll(() => t.close());

  describe.each([
    ['the merchant', () => owner, () => ownOrg],
    ['the platform', () => pg, () => ownOrg],
  ])('updateOrganization by %s', (_who, token, org) => {
    it.each(BAD)('refuses refundPolicyLink %s on the field', async (bad) => {
      expect(fieldsOf(await t.gql(UPDATE, { input: { id: org(), refundPolicyLink: bad } }, token()))).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { refundPolicyLink: LINK },
      });
    });

    it.each(BAD)('refuses website %s on the field', async (bad) => {
      expect(fieldsOf(await t.gql(UPDATE, { input: { id: org(), website: bad } }, token()))).toEqual({ code: 'BAD_USER_INPUT', fields: { website: WEBSITE } });
    });

    it.each(GOOD)('saves %s as refundPolicyLink and website', async (good) => {
      const r = await t.gql<{ updateOrganization: { website: string; refundPolicyLink: string } }>(
        UPDATE,
        { input: { id: org(), refundPolicyLink: good, website: good } },
        token(),
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.updateOrganization).toMatchObject({ website: good, refundPolicyLink: good });
    });
  });

  it.each(BAD)('createOrganization refuses website %s on the field', async (bad) => {
    const input = { name: 'Link Test Lodge', email: 'stay@linktest.test', licenseNumber: 'HT-9901', type: 'hotel', industry: 'TourismHotel', website: bad };
    expect(fieldsOf(await t.gql(CREATE, { input }, finance))).toEqual({ code: 'BAD_USER_INPUT', fields: { website: WEBSITE } });
  });

  it('never sends out a refund policy link an older row holds in another scheme', async () => {
    const em = t.app.get(MikroORM).em.fork();
    await em.nativeUpdate(Organization, { id: hotel }, { refundPolicyLink: 'javascript:alert(1)' });
    const r = await t.gql<{ organization: { refundPolicyLink: string | null } }>(
      'query($id: ID!) { organization(id: $id) { refundPolicyLink } }',
      { id: hotel },
      pg,
    );
    expect(r.data!.organization.refundPolicyLink).toBeNull();
  });

  describe('REST checkouts', () => {
    let auth: string;
    beforeAll(async () => {
      const key = await createKey(t, owner, 'URL fields');
      auth = basic(key.apiKey, key.secretKey!);
    });

    it.each(BAD.flatMap((bad) => [['responseUrl', bad] as const, ['cancelUrl', bad] as const]))('refuses %s %s on the field', async (field, bad) => {
      const r = await restCreate(t, auth, checkoutBody({ [field]: bad }));
      expect({ status: r.status, fields: r.body.error?.fields }).toEqual({
        status: 400,
        fields: { [field]: `${field} must be an absolute http:// or https:// URL` },
      });
    });

    it.each(GOOD)('accepts %s', async (good) => {
      const r = await restCreate(t, auth, checkoutBody({ responseUrl: good, cancelUrl: good }));
      expect(r.status).toBe(201);
      expect({ responseUrl: r.body.responseUrl, cancelUrl: r.body.cancelUrl }).toEqual({ responseUrl: good, cancelUrl: good });
    });
  });
});
