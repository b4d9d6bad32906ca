import { createTestApp, type TestApp } from './test-app';

const SESSION = '{ session { user { id } organization { id name isBusinessProfileComplete merchantProcessingFee platformFee refundPolicyTerms } } }';
const ORG = 'query($id: ID!) { organization(id: $id) { id name phoneNumber website } }';
const UPDATE = 'mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { id phoneNumber website merchantProcessingFee refundPolicyTerms name } }';

interface SessionData { session: { user: { id: string }; organization: { id: string; isBusinessProfileComplete: boolean; merchantProcessingFee: number; platformFee: number } } }

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
    const r = await t.gql<{ updateOrganization: Record<string, unknown> }>(UPDATE, {
      input: { id: tourId, phoneNumber: '+975 17 999999', website: 'drukheritage.bt', merchantProcessingFee: 3.25, refundPolicyTerms: 'processingFeeNotRefunded', name: 'Renamed' },
    }, ownerToken);
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateOrganization).toMatchObject({
      phoneNumber: '+975 17 999999', website: 'https://drukheritage.bt', merchantProcessingFee: 3.25, refundPolicyTerms: 'processingFeeNotRefunded', name: 'Druk Heritage Tours',
    });
    const events = await t.gql<{ currentOrganizationEvents: { items: { name: string; user: { email: string } }[] } }>('{ currentOrganizationEvents { total items { name user { email } } } }', {}, ownerToken);
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

  it('updates the own name only', async () => {
    const me = (await t.gql<SessionData>(SESSION, {}, ownerToken)).data!.session.user.id;
    const q = 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { name surname } }';
    expect((await t.gql(q, { input: { id: me, name: 'Tashi', surname: 'Dema' } }, ownerToken)).data).toEqual({ updateUser: { name: 'Tashi', surname: 'Dema' } });
    // An Admin sees the Owner (same organization) but may not edit them.
    const other = await t.gql(q, { input: { id: me, name: 'X' } }, await t.login('admin@demo.test'));
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const blank = await t.gql(q, { input: { id: me, name: ' ' } }, ownerToken);
    expect(blank.errors?.[0].message).toBe('Name is required');
  });

  it('closes the account: the token stops working and sign-in is refused', async () => {
    const r = await t.gql('mutation($id: ID!) { closeOrganization(id: $id) { success } }', { id: tourId }, ownerToken);
    expect(r.data).toEqual({ closeOrganization: { success: true } });
    expect((await t.gql(SESSION, {}, ownerToken)).data).toEqual({ session: null });
    const login = await t.gql('mutation { createSession(input: { email: "user@demo.test", password: "Demo1234!" }) { token } }');
    expect(login.errors?.[0].message).toBe('This account has been closed.');
  });
});
