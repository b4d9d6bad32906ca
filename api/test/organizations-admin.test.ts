import { MikroORM } from '@mikro-orm/postgresql';
import { ORGANIZATION_TYPE_LABELS, type OrganizationType } from '@pg/domain';

import { Organization } from '../src/organizations/organization.entity';
import { flushOrganization } from '../src/organizations/organization-contact';
import { PDF, PNG, refusal, SESSION, sessionIds, uploadBytes } from './support/people-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

const LIST = `query($first: Int, $page: Int, $search: String, $status: [OrganizationStatus!], $type: [OrganizationType!], $sort: String, $dir: String) {
  organizationList(first: $first, page: $page, searchParam: $search, status: $status, type: $type, sortField: $sort, sortDirection: $dir) {
    total items { id name type status email platformFee logo { id url } }
  }
}`;
const ORG = 'query($id: ID!) { organization(id: $id) { id name status type email website platformFee logo { id url cloudFrontUrl } } }';
const APPROVE = 'mutation($id: ID!) { approveOrganization(id: $id) { id status } }';
const SUSPEND = 'mutation($id: ID!) { suspendOrganization(id: $id) { id status } }';
const FEE = 'mutation($id: ID!, $fee: Float) { updateOrganizationPlatformFee(id: $id, platformFee: $fee) { success } }';
const CREATE = 'mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { id name status type } }';
const UPDATE = 'mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { id name website phoneNumber } }';
const HISTORY = 'query($id: ID) { events(organizationId: $id, first: 50) { total items { name meta user { email } } } }';
const CREATE_LOGO = 'mutation($file: CreateFileInput!) { createFile(file: $file) { id type } }';
const REMOVE_LOGO = 'mutation($id: ID!) { removeLogo(id: $id) { success } }';
const REPORT = 'mutation($status: [OrganizationStatus!]) { summaryOfOrganization(status: $status) { success } }';
const AUTOCOMPLETE = 'query($name: String) { organizationAutocomplete(name: $name) { edges { id name } } }';

interface ListedOrg {
  id: string;
  name: string;
  type: string;
  status: string;
  platformFee: number;
  logo: { id: string }[];
}
type ListData = { organizationList: { total: number; items: ListedOrg[] } };

// Spec 002 organizations: list scope, approve/lock rules, platform fee, create, staff edits,
// history, logos and the e-mailed CSV report, on real PostgreSQL with a real Temporal worker.
describe('organizations administration', () => {
  let t: TestApp;
  let pg: string;
  let finance: string;
  let owner: string;
  let orgs: Map<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    [pg, finance, owner] = await Promise.all(['pg.admin@demo.test', 'bank.finance@demo.test', 'owner@demo.test'].map((e) => t.login(e)));
    const all = (await t.gql<ListData>(LIST, { first: 100 }, pg)).data!.organizationList.items;
    orgs = new Map(all.map((o) => [o.name, o.id]));
  }, 60_000);
  afterAll(() => t.close());

  const list = async (token: string, vars: Record<string, unknown> = {}) => (await t.gql<ListData>(LIST, vars, token)).data!.organizationList;
  const id = (name: string) => orgs.get(name)!;

  describe('list', () => {
    it('shows the platform every type; bank finance everything but the platform', async () => {
      const all = await list(pg, { first: 100 });
      expect(all.items.map((o) => o.name)).toEqual(
        expect.arrayContaining(['BhutanPay Platform', 'Bank of Bhutan', 'Druk Heritage Tours', 'Bumthang Valley Lodge', 'Thunder Dragon Treks']),
      );
      const bank = await list(finance, { first: 100 });
      expect(bank.total).toBe(all.total - 1);
      expect(bank.items.map((o) => o.name)).not.toContain('BhutanPay Platform');
      expect((await list(finance, { type: ['pg'] })).total).toBe(0);
      expect(refusal(await t.gql(LIST, {}, owner)).code).toBe('FORBIDDEN');
    });

    it('filters requested ones, searches, sorts and pages', async () => {
      expect((await list(pg, { status: ['requested'] })).items.map((o) => o.name)).toEqual(['Bumthang Valley Lodge']);
      expect((await list(pg, { search: 'dragon' })).items.map((o) => o.name).sort()).toEqual(['Dragon Wings Airline', 'Thunder Dragon Treks']);
      const byType = (await list(pg, { first: 100, sort: 'type', dir: 'DESC' })).items.map((o) => ORGANIZATION_TYPE_LABELS[o.type as OrganizationType]);
      expect(byType).toEqual([...byType].sort((a, b) => a.localeCompare(b)).reverse());
      const page1 = await list(pg, { first: 3, page: 1, sort: 'name' });
      const page2 = await list(pg, { first: 3, page: 2, sort: 'name' });
      expect(page1.items).toHaveLength(3);
      expect(page2.items[0].name.localeCompare(page1.items[2].name)).toBeGreaterThan(0);
    });
  });

  describe('activate and lock', () => {
    it('sorts by the type the user sees (its label), not by its stored code', async () => {
      type L = { organizationList: { items: { type: OrganizationType }[] } };
      const labels = async (dir: string) =>
        (await t.gql<L>(LIST, { first: 50, sort: 'type', dir }, pg)).data!.organizationList.items.map((o) => ORGANIZATION_TYPE_LABELS[o.type]);
      const asc = await labels('ASC');
      expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)));
      expect(asc.at(-1)).toBe('Tour Operator');
      const desc = await labels('DESC');
      expect(desc[0]).toBe('Tour Operator');
    });

    it('approves a requested business: active, listed for sign-up, told by e-mail, in its history', async () => {
      const lodge = id('Bumthang Valley Lodge');
      expect(
        (await t.gql<{ organizationAutocomplete: { edges: unknown[] } }>(AUTOCOMPLETE, { name: 'Bumthang' })).data!.organizationAutocomplete.edges,
      ).toEqual([]);
      expect((await t.gql<{ approveOrganization: { status: string } }>(APPROVE, { id: lodge }, pg)).data!.approveOrganization.status).toBe('active');
      expect(
        (await t.gql<{ organizationAutocomplete: { edges: { id: string }[] } }>(AUTOCOMPLETE, { name: 'Bumthang' })).data!.organizationAutocomplete.edges,
      ).toEqual([expect.objectContaining({ id: lodge })]);
      await eventually(async () => (await t.outbox()).find((m) => m.text.includes('stay@bumthanglodge.test') && m.text.includes('/signup')));
      const history = (await t.gql<{ events: { items: { name: string; user: { email: string } | null }[] } }>(HISTORY, { id: lodge }, finance)).data!.events
        .items;
      expect(history.map((e) => e.name)).toEqual(['Organization Approved', 'Organization Requested']);
      expect(history[0].user).toEqual({ email: 'pg.admin@demo.test' });
      expect(refusal(await t.gql(APPROVE, { id: lodge }, pg)).message).toBe('This organization can not be activated.');
    });

    it('locks an active merchant: its users are locked out; activates it again', async () => {
      const tour = id('Druk Heritage Tours');
      const before = await t.login('user@demo.test');
      expect((await t.gql<{ suspendOrganization: { status: string } }>(SUSPEND, { id: tour }, finance)).data!.suspendOrganization.status).toBe('suspended');
      // Issue 44: the suspension ends its people's sessions at once; signing in again shows them locked.
      expect((await t.gql(SESSION, {}, before)).data).toEqual({ session: null });
      const user = await t.login('user@demo.test');
      expect((await t.gql<{ session: { user: { locked: boolean } } }>(SESSION, {}, user)).data!.session.user.locked).toBe(true);
      expect(refusal(await t.gql('{ invoices { total } }', {}, user)).code).toBe('ACCOUNT_LOCKED');
      expect(refusal(await t.gql(SUSPEND, { id: tour }, pg)).message).toBe('This organization can not be locked.');
      expect((await t.gql<{ approveOrganization: { status: string } }>(APPROVE, { id: tour }, pg)).data!.approveOrganization.status).toBe('active');
      expect((await t.gql('{ invoices { total } }', {}, user)).errors).toBeUndefined();
      const names = (await t.gql<{ events: { items: { name: string }[] } }>(HISTORY, { id: tour }, pg)).data!.events.items.map((e) => e.name);
      expect(names[0]).toBe('Organization Activated');
      // Recorded in one flush: the same moment, in either order.
      expect(names.slice(1, 3).sort()).toEqual(['Organization Locked', 'Sessions Ended']);
      // The tour operator's Owner signs in again for the tests that follow.
      owner = await t.login('owner@demo.test');
    });

    it('never locks the bank or the platform, nor activates the bank', async () => {
      for (const name of ['Bank of Bhutan', 'BhutanPay Platform']) {
        expect(refusal(await t.gql(SUSPEND, { id: id(name) }, pg)).message).toBe('This organization can not be locked.');
      }
      expect(refusal(await t.gql(APPROVE, { id: id('Bank of Bhutan') }, pg)).message).toBe('This organization can not be activated.');
      expect(refusal(await t.gql(SUSPEND, { id: id('Paro Valley Hotel') }, owner)).code).toBe('FORBIDDEN');
      expect(refusal(await t.gql(SUSPEND, { id: '00000000-0000-4000-8000-000000000000' }, pg)).code).toBe('NOT_FOUND');
    });
  });

  describe('platform fee, create and edit', () => {
    it('updates the platform fee with the spec’s typo for a missing one', async () => {
      const hotel = id('Paro Valley Hotel');
      expect(refusal(await t.gql(FEE, { id: hotel, fee: null }, finance)).message).toBe('Platfrom Fee is required');
      expect(refusal(await t.gql(FEE, { id: hotel, fee: 120 }, finance)).message).toBe('Platform Fee must be between 0 and 100');
      expect((await t.gql(FEE, { id: hotel, fee: 3.75 }, finance)).data).toEqual({ updateOrganizationPlatformFee: { success: true } });
      expect((await t.gql<{ organization: { platformFee: number } }>(ORG, { id: hotel }, pg)).data!.organization.platformFee).toBe(3.75);
      const history = (await t.gql<{ events: { items: { name: string; meta: string; user: { email: string } }[] } }>(HISTORY, { id: hotel }, pg)).data!.events
        .items;
      expect(history[0]).toMatchObject({ name: 'Platform Fee Updated', user: { email: 'bank.finance@demo.test' } });
      expect(JSON.parse(history[0].meta)).toEqual({ from: 4.99, to: 3.75 });
    });

    it('creates an active merchant organization (bank finance only) with the spec’s messages', async () => {
      const missing = await t.gql(CREATE, { input: { name: '', email: 'nope', licenseNumber: '', type: null, industry: null } }, finance);
      expect(missing.errors?.[0].extensions?.fields).toEqual({
        name: 'Name is required',
        email: 'Invalid email address',
        licenseNumber: 'License Number is required',
        type: 'Please select Type',
        industry: 'Please select Industry',
      });
      const input = {
        name: 'Gangtey Eco Lodge',
        email: 'Hello@Gangtey.test',
        licenseNumber: 'HT-2101',
        type: 'hotel',
        industry: 'TourismHotel',
        website: 'gangtey.test',
      };
      expect(refusal(await t.gql(CREATE, { input: { ...input, type: 'bank' } }, finance)).message).toBe('Please select Type');
      expect(refusal(await t.gql(CREATE, { input }, pg)).code).toBe('FORBIDDEN');
      const created = await t.gql<{ createOrganization: { id: string; status: string } }>(CREATE, { input }, finance);
      expect(created.data!.createOrganization.status).toBe('active');
      const org = (await t.gql<{ organization: { email: string; website: string } }>(ORG, { id: created.data!.createOrganization.id }, finance)).data!
        .organization;
      expect(org).toMatchObject({ email: 'hello@gangtey.test', website: 'https://gangtey.test' });
      expect(refusal(await t.gql(CREATE, { input: { ...input, name: 'gangtey eco lodge' } }, finance)).message).toBe(
        'An organization with this name already exists.',
      );
      expect(
        refusal(
          await t.gql(
            'mutation { requestToAddOrganization(input: { name: "Gangtey Eco Lodge", email: "a@b.test", industry: TourismHotel, licenseNumber: "X" }) { success } }',
          ),
        ).message,
      ).toBe('An organization with this name already exists.');
    });

    it('refuses a phone number or website that is not one, and an e-mail or licence another organization has, on the field, in every mutation', async () => {
      type Refused = { errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] };
      const fields = (r: Refused) => ({ code: r.errors?.[0]?.extensions?.code, fields: r.errors?.[0]?.extensions?.fields });
      const PHONE = 'Please enter a valid phone number';
      const WEBSITE = 'Please enter a valid website';
      const EMAIL_TAKEN = 'This e-mail is already used by another organization';
      const LICENSE_TAKEN = 'This license number is already used by another organization';
      const REQUEST = 'mutation($input: RequestOrganizationInput!) { requestToAddOrganization(input: $input) { success } }';
      const input = { name: 'Haa Valley Lodge', email: 'stay@haavalley.test', licenseNumber: 'HT-2301', type: 'hotel', industry: 'TourismHotel' };

      // createOrganization: a typed phone and website must be one; Paro Valley Hotel's e-mail and licence, in other case and spaces, are taken.
      expect(fields(await t.gql(CREATE, { input: { ...input, phoneNumber: 'call us', website: 'not a url' } }, finance))).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { phoneNumber: PHONE, website: WEBSITE },
      });
      const taken = await t.gql(CREATE, { input: { ...input, email: ' STAY@ParoValley.test ', licenseNumber: ' ht-2001 ' } }, finance);
      expect(fields(taken)).toEqual({ code: 'BAD_USER_INPUT', fields: { email: EMAIL_TAKEN, licenseNumber: LICENSE_TAKEN } });
      expect(refusal(taken).message).toBe(EMAIL_TAKEN);

      // requestToAddOrganization (a visitor): the same fields, the same words.
      const request = { name: 'Haa Valley Lodge', email: 'Stay@ParoValley.test', industry: 'TourismHotel', licenseNumber: 'HT-2001' };
      expect(fields(await t.gql(REQUEST, { input: request }))).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { email: EMAIL_TAKEN, licenseNumber: LICENSE_TAKEN },
      });
      expect(fields(await t.gql(REQUEST, { input: { ...request, licenseNumber: 'HT-2301' } }))).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { email: EMAIL_TAKEN },
      });
      expect((await list(pg, { search: 'Haa Valley' })).total).toBe(0);

      // updateOrganization by staff: another's e-mail or licence is refused; the organization's own, in any case, is not a clash.
      const airline = id('Dragon Wings Airline');
      const base = { id: airline, phoneNumber: '+975 2 111', address: 'Paro', website: 'dragonwings.test' };
      expect(fields(await t.gql(UPDATE, { input: { ...base, email: 'stay@parovalley.test' } }, pg))).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { email: EMAIL_TAKEN },
      });
      expect(fields(await t.gql(UPDATE, { input: { ...base, licenseNumber: 'Ht-2001' } }, pg))).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { licenseNumber: LICENSE_TAKEN },
      });
      expect(fields(await t.gql(UPDATE, { input: { ...base, phoneNumber: '12', website: 'dragonwings' } }, pg))).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { phoneNumber: PHONE, website: WEBSITE },
      });
      expect((await t.gql(UPDATE, { input: { ...base, email: 'SALES@dragonwings.test', licenseNumber: 'AL-3001' } }, pg)).errors).toBeUndefined();
      expect((await t.gql<{ organization: { email: string } }>(ORG, { id: airline }, pg)).data!.organization.email).toBe('sales@dragonwings.test');
    });

    it('refuses a duplicate e-mail or licence in the database too, with the field’s message (two requests at once)', async () => {
      // The service's check passed for both; the unique index decides, and says which field.
      const em = t.app.get(MikroORM).em.fork();
      em.create(Organization, {
        name: 'Twin Lodge',
        type: 'hotel',
        industry: 'TourismHotel',
        status: 'active',
        email: 'STAY@parovalley.test',
        licenseNumber: 'HT-2401',
      });
      await expect(flushOrganization(em)).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', fields: { email: 'This e-mail is already used by another organization' } },
      });
      const again = t.app.get(MikroORM).em.fork();
      again.create(Organization, {
        name: 'Twin Lodge',
        type: 'hotel',
        industry: 'TourismHotel',
        status: 'active',
        email: 'twin@lodge.test',
        licenseNumber: 'ht-2001',
      });
      await expect(flushOrganization(again)).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', fields: { licenseNumber: 'This license number is already used by another organization' } },
      });
    });

    it('lets staff edit another organization under the admin rules, recorded as an organization update', async () => {
      const airline = id('Dragon Wings Airline');
      expect(refusal(await t.gql(UPDATE, { input: { id: airline, phoneNumber: '+975 2 111', address: 'Paro', website: '' } }, pg)).message).toBe(
        'Website is required',
      );
      const r = await t.gql<{ updateOrganization: { name: string; website: string } }>(
        UPDATE,
        {
          input: { id: airline, name: 'Dragon Wings Air', phoneNumber: '+975 2 111', address: 'Paro', website: 'dragonwings.test', licenseNumber: 'AL-3001' },
        },
        pg,
      );
      expect(r.data!.updateOrganization).toMatchObject({ name: 'Dragon Wings Air', website: 'https://dragonwings.test' });
      const bank = id('Bank of Bhutan');
      // A bank needs no licence number.
      expect((await t.gql(UPDATE, { input: { id: bank, licenseNumber: '' } }, finance)).errors).toBeUndefined();
      const history = (await t.gql<{ events: { items: { name: string; user: { email: string } }[] } }>(HISTORY, { id: airline }, finance)).data!.events.items;
      expect(history[0]).toMatchObject({ name: 'Organization Updated', user: { email: 'pg.admin@demo.test' } });
    });

    it('keeps another organization’s history from a merchant', async () => {
      expect(refusal(await t.gql(HISTORY, { id: id('Paro Valley Hotel') }, owner)).code).toBe('NOT_FOUND');
      expect((await t.gql(HISTORY, { id: id('Druk Heritage Tours') }, owner)).errors).toBeUndefined();
    });
  });

  describe('logo', () => {
    it('lets the owner set their logo, staff any, removes it, and refuses others', async () => {
      const tour = id('Druk Heritage Tours');
      const created = await t.gql<{ createFile: { id: string } }>(
        CREATE_LOGO,
        { file: { type: 'logo', organizationId: tour, path: await uploadBytes(t, owner, PNG) } },
        owner,
      );
      expect(created.errors).toBeUndefined();
      const session = (await t.gql<{ session: { organization: { logo: { id: string }[] } } }>(SESSION, {}, owner)).data!.session.organization;
      expect(session.logo.map((l) => l.id)).toEqual([created.data!.createFile.id]);
      // Lists show it too (one query for all logos).
      expect((await list(pg, { search: 'Druk Heritage' })).items[0].logo.map((l) => l.id)).toEqual([created.data!.createFile.id]);

      const hotel = id('Paro Valley Hotel');
      expect(refusal(await t.gql(CREATE_LOGO, { file: { type: 'logo', organizationId: hotel, path: await uploadBytes(t, owner, PNG) } }, owner)).code).toBe(
        'NOT_FOUND',
      );
      const user = await t.login('user@demo.test');
      expect(refusal(await t.gql(CREATE_LOGO, { file: { type: 'logo', organizationId: tour, path: await uploadBytes(t, user, PNG) } }, user)).code).toBe(
        'FORBIDDEN',
      );
      expect(
        refusal(
          await t.gql(CREATE_LOGO, { file: { type: 'logo', organizationId: tour, path: await uploadBytes(t, owner, PDF, 'application/pdf', 'x.pdf') } }, owner),
        ).message,
      ).toBe('Only image files can be uploaded.');
      const byStaff = await t.gql<{ createFile: { id: string } }>(
        CREATE_LOGO,
        { file: { type: 'logo', organizationId: hotel, path: await uploadBytes(t, finance, PNG) } },
        finance,
      );
      expect(byStaff.errors).toBeUndefined();

      expect(refusal(await t.gql(REMOVE_LOGO, { id: byStaff.data!.createFile.id }, owner)).code).toBe('NOT_FOUND');
      expect((await t.gql(REMOVE_LOGO, { id: created.data!.createFile.id }, owner)).data).toEqual({ removeLogo: { success: true } });
      expect((await t.gql<{ organization: { logo: unknown[] } }>(ORG, { id: tour }, owner)).data!.organization.logo).toEqual([]);
      const names = (await t.gql<{ events: { items: { name: string }[] } }>(HISTORY, { id: tour }, owner)).data!.events.items.map((e) => e.name);
      expect(names.slice(0, 2)).toEqual(['Logo Removed', 'Logo Added']);
    });
  });

  describe('report', () => {
    it('e-mails the requester a CSV of the organizations they see', async () => {
      const before = (await t.outbox()).length;
      expect((await t.gql(REPORT, {}, finance)).data).toEqual({ summaryOfOrganization: { success: true } });
      const mail = await eventually(async () => (await t.outbox()).slice(before).find((m) => m.text.includes('Organization report')));
      expect(mail.text).toContain('To: bank.finance@demo.test');
      const attachment = mail.text.match(/Content-Disposition: attachment; filename=organizations-[\d-]+\.csv\r?\n(?:.*\r?\n)*?\r?\n([\s\S]+?)\r?\n--/);
      expect(attachment).not.toBeNull();
      const csv = Buffer.from(attachment![1].replace(/\s+/g, ''), 'base64').toString('utf8');
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe(
        'Name,Type,Industry,Status,E-mail,Phone Number,Address,Website,License Number,MCC Code,Merchant Processing Fee (%),Platform Fee (%),Refund Policy Terms,Active Users,Locked Users,Invoices,Paid Invoice Volume,Date Created',
      );
      const tour = lines.find((l) => l.startsWith('Druk Heritage Tours,'))!;
      expect(tour).toMatch(/^Druk Heritage Tours,Tour Operator,Tour Operator,Active,hello@drukheritage\.test,/);
      expect(lines.some((l) => l.startsWith('BhutanPay Platform,'))).toBe(false);
      expect(lines).toHaveLength(1 + (await list(finance, { first: 100 })).total);

      const requested = (await t.outbox()).length;
      await t.gql(REPORT, { status: ['suspended'] }, pg);
      const filtered = await eventually(async () => (await t.outbox()).slice(requested).find((m) => m.text.includes('To: pg.admin@demo.test')));
      expect(filtered.text).toContain('(1 organization, CSV)');
      const history = (await t.gql<{ events: { items: { name: string }[] } }>(HISTORY, { id: (await sessionIds(t, pg)).organizationId }, pg)).data!.events
        .items;
      expect(history.map((e) => e.name)).toContain('Organization Report Sent');
    });
  });
});
