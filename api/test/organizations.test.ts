import { MikroORM } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';
import { Role } from '@pg/domain';

import { Organization } from '../src/organizations/organization.entity';
import { DEMO_PASSWORD } from '../src/seeders/demo-data';
import { ARGON2_OPTIONS } from '../src/users/argon2-options';
import { User } from '../src/users/user.entity';
import { createTestApp, type TestApp } from './test-app';

const SESSION = '{ session { user { id } organization { id name isBusinessProfileComplete merchantProcessingFee platformFee refundPolicyTerms } } }';
const ORG = 'query($id: ID!) { organization(id: $id) { id name phoneNumber website } }';
const UPDATE =
  'mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { id phoneNumber website merchantProcessingFee refundPolicyTerms name } }';

interface SessionData {
  session: { user: { id: string }; organization: { id: string; isBusinessProfileComplete: boolean; merchantProcessingFee: number; platformFee: number } };
}

describe('organizations: tenancy, business profile, history, closing', () => {
  let t: TestApp;
  let ownerToken: string;
  let tourId: string;
  let bankId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ownerToken = await t.login('owner@demo.test');
    tourId = (await t.gql<SessionData>(SESSION, {}, ownerToken)).data!.session.organization.id;
    bankId = (await t.gql<SessionData>(SESSION, {}, await t.login('bank.admin@demo.test'))).data!.session.organization.id;
  });
  afterAll(() => t.close());

  it('shows the demo tour operator as a complete profile with fees in percent', async () => {
    const s = (await t.gql<SessionData>(SESSION, {}, ownerToken)).data!.session.organization;
    expect(s).toMatchObject({ isBusinessProfileComplete: true, merchantProcessingFee: 2.5, platformFee: 4.99 });
  });

  it('hides another organization from a merchant, shows it to staff', async () => {
    const stranger = await t.gql(ORG, { id: bankId }, ownerToken);
    expect(stranger.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const staff = await t.gql(ORG, { id: tourId }, await t.login('bank.finance@demo.test'));
    expect(staff.data).toMatchObject({ organization: { id: tourId } });
  });

  it('refuses a merchant editing another organization', async () => {
    const r = await t.gql(UPDATE, { input: { id: bankId, phoneNumber: '123' } }, await t.login('admin@demo.test'));
    expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('updates the own business profile, normalises the website, keeps the name, records history', async () => {
    const r = await t.gql<{ updateOrganization: Record<string, unknown> }>(
      UPDATE,
      {
        input: {
          id: tourId,
          phoneNumber: '+975 17 999999',
          website: 'drukheritage.bt',
          merchantProcessingFee: 3.25,
          refundPolicyTerms: 'processingFeeNotRefunded',
          name: 'Renamed',
        },
      },
      ownerToken,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateOrganization).toMatchObject({
      phoneNumber: '+975 17 999999',
      website: 'https://drukheritage.bt',
      merchantProcessingFee: 3.25,
      refundPolicyTerms: 'processingFeeNotRefunded',
      name: 'Druk Heritage Tours',
    });
    const events = await t.gql<{ currentOrganizationEvents: { items: { name: string; user: { email: string } }[] } }>(
      '{ currentOrganizationEvents { total items { name user { email } } } }',
      {},
      ownerToken,
    );
    expect(events.data!.currentOrganizationEvents.items[0]).toMatchObject({ name: 'Business Profile Updated', user: { email: 'owner@demo.test' } });
  });

  it('rejects a fee above 4.99 and an emptied phone number with the spec messages, changing nothing', async () => {
    const high = await t.gql(UPDATE, { input: { id: tourId, merchantProcessingFee: 5 } }, ownerToken);
    expect(high.errors?.[0].message).toBe('Processing Fee must be between 0 and 4.99');
    const empty = await t.gql(UPDATE, { input: { id: tourId, phoneNumber: '  ' } }, ownerToken);
    expect(empty.errors?.[0].message).toBe('Phone Number is required');
    const org = await t.gql<{ organization: { phoneNumber: string } }>(ORG, { id: tourId }, ownerToken);
    expect(org.data!.organization.phoneNumber).toBe('+975 17 999999');
  });

  it("refuses a business profile phone number or website that is not one, with the field's message, changing nothing", async () => {
    type Refused = { errors?: { message: string; extensions?: { fields?: Record<string, string> } }[] };
    const r: Refused = await t.gql(UPDATE, { input: { id: tourId, phoneNumber: 'call the office', website: 'not a url' } }, ownerToken);
    expect(r.errors?.[0].message).toBe('Please enter a valid phone number');
    expect(r.errors?.[0].extensions?.fields).toEqual({ phoneNumber: 'Please enter a valid phone number', website: 'Please enter a valid website' });
    const org = await t.gql<{ organization: { phoneNumber: string; website: string } }>(ORG, { id: tourId }, ownerToken);
    expect(org.data!.organization).toMatchObject({ phoneNumber: '+975 17 999999', website: 'https://drukheritage.bt' });
  });

  it('updates the own name only', async () => {
    const me = (await t.gql<SessionData>(SESSION, {}, ownerToken)).data!.session.user.id;
    const q = 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { name surname } }';
    expect((await t.gql(q, { input: { id: me, name: 'Tashi', surname: 'Dema' } }, ownerToken)).data).toEqual({
      updateUser: { name: 'Tashi', surname: 'Dema' },
    });
    // An Admin sees the Owner (same organization) but may not edit them.
    const other = await t.gql(q, { input: { id: me, name: 'X' } }, await t.login('admin@demo.test'));
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const blank = await t.gql(q, { input: { id: me, name: ' ' } }, ownerToken);
    expect(blank.errors?.[0].message).toBe('Name is required');
  });

  it("answers too-long texts, a fee with three decimals and a changed licence with the field's message, never a generic error", async () => {
    const refusal = async (input: Record<string, unknown>, token = ownerToken) => {
      const r = await t.gql(UPDATE, { input: { id: tourId, ...input } }, token);
      return { code: r.errors?.[0]?.extensions?.code, message: r.errors?.[0]?.message };
    };
    expect(await refusal({ address: 'A'.repeat(600) })).toEqual({ code: 'BAD_USER_INPUT', message: 'Address can have at most 255 characters' });
    expect(await refusal({ phoneNumber: '9'.repeat(300) })).toEqual({ code: 'BAD_USER_INPUT', message: 'Phone Number can have at most 255 characters' });
    expect(await refusal({ merchantProcessingFee: 2.555 })).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/^Processing Fee/) });
    expect(await refusal({ licenseNumber: 'TO-9999' })).toEqual({ code: 'BAD_USER_INPUT', message: 'License Number can only be changed by the bank' });
    const finance = await t.login('bank.finance@demo.test');
    expect(await refusal({ name: 'N'.repeat(300) }, finance)).toEqual({ code: 'BAD_USER_INPUT', message: 'Name can have at most 255 characters' });
    // Dzongkha and emoji are text like any other.
    const ok = await t.gql<{ updateOrganization: { phoneNumber: string } }>(UPDATE, { input: { id: tourId, address: 'ཐིམ་ཕུ་ 🏔️ Thimphu' } }, ownerToken);
    expect(ok.errors).toBeUndefined();
  });

  it('refuses to close an organization with a balance or a refund or dispute in progress, saying what is open', async () => {
    const r = await t.gql('mutation($id: ID!) { closeOrganization(id: $id) { success } }', { id: tourId }, ownerToken);
    expect(r.errors?.[0].message).toMatch(
      /^This organization can not be closed while its balance of \$[\d,]+\.\d\d has not been transferred and \d+ refunds?, \d+ disputes? (is|are) in progress\.$/,
    );
    expect((await t.gql(SESSION, {}, ownerToken)).data).not.toEqual({ session: null });
  });

  it('closes an account with nothing open: the token stops working and sign-in is refused', async () => {
    const em = t.app.get(MikroORM).em.fork();
    const org = em.create(Organization, {
      name: 'Quiet Valley Tours',
      type: 'agency',
      industry: 'TourismTourOperator',
      status: 'active',
      verified: true,
      email: 'hello@quietvalley.test',
    });
    em.create(User, {
      email: 'quiet.owner@demo.test',
      name: 'Kezang',
      surname: 'Dema',
      role: Role.OWNER,
      locked: false,
      passwordHash: await hash(DEMO_PASSWORD, ARGON2_OPTIONS),
      emailVerifiedAt: new Date(),
      organization: org,
    });
    await em.flush();
    const quietOwner = await t.login('quiet.owner@demo.test');
    const r = await t.gql('mutation($id: ID!) { closeOrganization(id: $id) { success } }', { id: org.id }, quietOwner);
    expect(r.data).toEqual({ closeOrganization: { success: true } });
    expect((await t.gql(SESSION, {}, quietOwner)).data).toEqual({ session: null });
    // Issue 44: its people's sessions are ended, not only refused while the organization is closed.
    const sessions = await em
      .getConnection()
      .execute<{ ended_reason: string | null }[]>('select s.ended_reason from auth_session s join app_user u on u.id = s.user_id where u.email = ?', [
        'quiet.owner@demo.test',
      ]);
    expect(sessions.map((s) => s.ended_reason)).toEqual(['organization-closed']);
    const login = await t.gql(`mutation { createSession(input: { email: "quiet.owner@demo.test", password: "${DEMO_PASSWORD}" }) { token } }`);
    expect(login.errors?.[0].message).toBe('This account has been closed.');
  });
});
