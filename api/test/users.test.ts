import { local, PDF, PNG, refusal, SESSION, sessionIds, uploadBytes, userIdOf } from './support/people-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

const USERS = `query($first: Int, $page: Int, $search: String, $roles: [Int!], $sort: String, $dir: String, $org: ID, $locked: Boolean) {
  users(first: $first, page: $page, searchParam: $search, roles: $roles, sortField: $sort, sortDirection: $dir, organizationId: $org, locked: $locked) {
    count items { id name surname email role locked organizationId organization { name } }
  }
}`;
const USER = 'query($id: ID!) { user(id: $id) { id name role locked organization { name } avatar { url } } }';
const INVITE = 'mutation($input: InviteUserInput!) { inviteUser(input: $input) { id email role locked organizationId } }';
const LOCK = 'mutation($id: ID!) { lockUser(user: { id: $id }) { id locked } }';
const UNLOCK = 'mutation($id: ID!) { unlockUser(user: { id: $id }) { id locked } }';
const UPDATE = 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id name surname role } }';
const AVATAR = 'mutation($file: UploadAvatarInput!) { uploadUserAvatar(file: $file) { id url cloudFrontUrl } }';
const HISTORY = 'query($id: ID) { events(organizationId: $id, first: 50) { items { name meta user { email } } } }';

interface ListedUser {
  id: string;
  name: string;
  email: string;
  role: number;
  locked: boolean;
  organizationId: string;
  organization: { name: string };
}
type UsersData = { users: { count: number; items: ListedUser[] } };

// Spec 002 users: list scope per role, invite rules, lock/activate rules, role changes, avatars,
// and the history rows, on real PostgreSQL with a real Temporal worker (the invite e-mail).
describe('users administration', () => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let pg: string;
  let finance: string;
  let tour: { userId: string; organizationId: string };
  let bankOrg: string;
  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    [owner, admin, pg, finance] = await Promise.all(
      ['owner@demo.test', 'admin@demo.test', 'pg.admin@demo.test', 'bank.finance@demo.test'].map((e) => t.login(e)),
    );
    tour = await sessionIds(t, owner);
    bankOrg = (await sessionIds(t, finance)).organizationId;
  }, 60_000);
  afterAll(() => t.close());

  const list = async (token: string, vars: Record<string, unknown> = {}) => (await t.gql<UsersData>(USERS, vars, token)).data!.users;

  describe('list and tenancy', () => {
    it('shows a merchant only their own organization, paged with a count', async () => {
      const first = await list(owner, { first: 10, page: 1 });
      expect(first.count).toBe(13);
      expect(first.items).toHaveLength(10);
      expect(new Set(first.items.map((u) => u.organizationId))).toEqual(new Set([tour.organizationId]));
      const second = await list(owner, { first: 10, page: 2 });
      expect(second.items).toHaveLength(3);
      expect(second.items.map((u) => u.id)).not.toContain(first.items[0].id);
      // Another organization's filter gives nothing, not its users.
      expect((await list(owner, { org: bankOrg })).count).toBe(0);
    });

    it('sorts, searches and filters by role and lock', async () => {
      const byName = await list(owner, { first: 100, sort: 'name', dir: 'ASC' });
      const names = byName.items.map((u) => u.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect((await list(owner, { search: 'wangmo' })).items.map((u) => u.email)).toEqual(['sonam.wangmo@demo.test']);
      expect((await list(owner, { roles: [64] })).items.map((u) => u.email)).toEqual(['owner@demo.test']);
      expect((await list(owner, { locked: true })).items.map((u) => u.email)).toEqual(['locked@demo.test']);
    });

    it('shows staff every organization, with the organization named', async () => {
      const all = await list(pg, { first: 100 });
      const orgs = new Set(all.items.map((u) => u.organization.name));
      expect([...orgs]).toEqual(expect.arrayContaining(['BhutanPay Platform', 'Bank of Bhutan', 'Druk Heritage Tours', 'Thunder Dragon Treks']));
      expect((await list(finance, { first: 100 })).count).toBe(all.count);
      expect((await list(pg, { roles: [1, 3] })).items.map((u) => u.email).sort()).toEqual(['bank.admin@demo.test', 'pg.admin@demo.test']);
    });

    it('reads another tenant’s user as not found', async () => {
      const bankUser = await userIdOf(t, pg, 'bank.admin@demo.test');
      expect(refusal(await t.gql(USER, { id: bankUser }, owner)).code).toBe('NOT_FOUND');
      expect(refusal(await t.gql(USER, { id: 'not-a-uuid' }, owner)).code).toBe('NOT_FOUND');
      const own = await t.gql<{ user: { name: string } }>(USER, { id: await userIdOf(t, pg, 'user@demo.test') }, owner);
      expect(own.data!.user.name).toBe('Ugyen');
      expect(refusal(await t.gql(USERS, {}, await t.login('user@demo.test'))).code).toBe('FORBIDDEN');
    });
  });

  describe('invite', () => {
    const input = (over: Record<string, unknown> = {}) => ({
      name: 'Deki',
      surname: 'Yangchen',
      email: 'deki.yangchen@demo.test',
      password: 'Valley#2026',
      organizationId: tour.organizationId,
      role: 4,
      ...over,
    });

    it('refuses with the spec messages, and roles the inviter may not give', async () => {
      const blank = await t.gql(INVITE, { input: { name: ' ', email: '', password: '', organizationId: null, role: null } }, owner);
      expect(blank.errors?.[0].extensions?.fields).toEqual({
        name: 'Name is required',
        email: 'E-mail is required',
        password: 'Password is required',
        organizationId: 'Please select organization',
        role: 'Please select role',
      });
      expect(refusal(await t.gql(INVITE, { input: input({ email: 'x@y' }) }, owner)).message).toBe('Invalid email address');
      // An Owner gives Admin or User only: never Owner, Bank Admin or PG Admin.
      for (const role of [64, 3, 1, 6]) expect(refusal(await t.gql(INVITE, { input: input({ role }) }, owner)).message).toBe('Please select role');
      // Bank finance gives bank roles only.
      expect(refusal(await t.gql(INVITE, { input: input({ role: 5, organizationId: bankOrg }) }, finance)).message).toBe('Please select role');
      // Into one's own organization only (the picker is the platform's).
      expect(refusal(await t.gql(INVITE, { input: input({ organizationId: bankOrg }) }, owner)).message).toBe('Please select organization');
      expect(refusal(await t.gql(INVITE, { input: input({ email: 'user@demo.test' }) }, owner)).message).toBe('A user with this e-mail already exists.');
    });

    it('creates an active, verified account, e-mails the invite with a set-password link, and the user signs in', async () => {
      const r = await t.gql<{ inviteUser: { id: string; role: number; locked: boolean; organizationId: string } }>(
        INVITE,
        { input: input({ email: ' Deki.Yangchen@Demo.test ' }) },
        owner,
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.inviteUser).toMatchObject({ role: 4, locked: false, organizationId: tour.organizationId });
      const mail = await eventually(async () => (await t.outbox()).find((m) => m.text.includes('deki.yangchen@demo.test') && m.text.includes('invited')));
      const text = mail.text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(text).toContain('Tashi Tshering has created a BhutanPay account for you at Druk Heritage Tours (User)');
      expect(text).not.toContain('Valley#2026');
      const link = text.match(/\/reset-password\/([^/\s]+)\/([^\s]+)/)!;
      expect(decodeURIComponent(link[1])).toBe(r.data!.inviteUser.id);
      const invited = await t.login('deki.yangchen@demo.test', 'Valley#2026');
      expect((await t.gql<{ session: { user: { role: number } } }>(SESSION, {}, invited)).data!.session.user.role).toBe(4);
      // The link sets a password of their own.
      const reset = await t.gql('mutation($u: ID!, $k: String!, $p: String!) { updatePassword(userId: $u, token: $k, password: $p) { success } }', {
        u: decodeURIComponent(link[1]),
        k: decodeURIComponent(link[2]),
        p: 'Mine#2026x',
      });
      expect(reset.data).toEqual({ updatePassword: { success: true } });
      await t.login('deki.yangchen@demo.test', 'Mine#2026x');
      const history = await t.gql<{ events: { items: { name: string; user: { email: string } }[] } }>(HISTORY, { id: tour.organizationId }, owner);
      expect(history.data!.events.items).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'User Invited', user: { email: 'owner@demo.test' } })]),
      );
    });

    it('lets bank finance invite bank staff into the bank, and the platform a tour operator’s user', async () => {
      const bank = await t.gql<{ inviteUser: { role: number } }>(
        INVITE,
        { input: input({ email: 'new.finance@demo.test', role: 6, organizationId: bankOrg }) },
        finance,
      );
      expect(bank.data!.inviteUser.role).toBe(6);
      const byPlatform = await t.gql<{ inviteUser: { organizationId: string } }>(INVITE, { input: input({ email: 'pg.invited@demo.test', role: 5 }) }, pg);
      expect(byPlatform.data!.inviteUser.organizationId).toBe(tour.organizationId);
      // Only into an active tour operator: not a hotel, not a locked one.
      const hotel = (
        await t.gql<{ organizationList: { items: { id: string; name: string }[] } }>('{ organizationList(first: 50) { items { id name } } }', {}, pg)
      ).data!.organizationList.items;
      for (const name of ['Paro Valley Hotel', 'Thunder Dragon Treks']) {
        const org = hotel.find((o) => o.name === name)!.id;
        expect(refusal(await t.gql(INVITE, { input: input({ email: `x.${org.slice(0, 4)}@demo.test`, organizationId: org }) }, pg)).message).toBe(
          'Please select organization',
        );
      }
    });
  });

  describe('lock and activate', () => {
    it('never locks one’s own account', async () => {
      expect(refusal(await t.gql(LOCK, { id: tour.userId }, owner)).message).toBe('You can not lock your own account.');
      const pgId = (await sessionIds(t, pg)).userId;
      expect(refusal(await t.gql(LOCK, { id: pgId }, pg)).message).toBe('You can not lock your own account.');
    });

    it('locks an active user: their sessions end, signing in again shows them locked; activation lets them back and tells them', async () => {
      const id = await userIdOf(t, pg, 'karma.yangzom@demo.test');
      const before = await t.login('karma.yangzom@demo.test');
      expect((await t.gql<{ lockUser: { locked: boolean } }>(LOCK, { id }, owner)).data!.lockUser.locked).toBe(true);
      // Issue 44: the lock ends their open sessions at once.
      expect(refusal(await t.gql('{ invoices { total } }', {}, before)).code).toBe('AUTH_REQUIRED');
      const victim = await t.login('karma.yangzom@demo.test');
      expect(refusal(await t.gql('{ invoices { total } }', {}, victim)).code).toBe('ACCOUNT_LOCKED');
      expect((await t.gql<{ session: { user: { locked: boolean } } }>(SESSION, {}, victim)).data!.session.user.locked).toBe(true);
      expect(refusal(await t.gql(LOCK, { id }, owner)).message).toBe('This user is already locked.');
      expect((await t.gql<{ unlockUser: { locked: boolean } }>(UNLOCK, { id }, owner)).data!.unlockUser.locked).toBe(false);
      expect(refusal(await t.gql(UNLOCK, { id }, owner)).message).toBe('This user is not locked.');
      expect((await t.gql('{ invoices { total } }', {}, victim)).errors).toBeUndefined();
      await eventually(async () => (await t.outbox()).find((m) => m.text.includes('karma.yangzom@demo.test') && m.text.includes('Your account is active')));
      const history = (
        await t.gql<{ events: { items: { name: string; meta: string; user: { email: string } }[] } }>(HISTORY, { id: tour.organizationId }, owner)
      ).data!.events.items;
      const names = history.filter((e) => e.meta?.includes(id)).map((e) => `${e.name} by ${e.user.email}`);
      expect(names).toEqual(expect.arrayContaining(['User Locked by owner@demo.test', 'User Activated by owner@demo.test']));
    });

    it('keeps Admins off the Owner, merchants off staff, bank finance off merchants, everyone off Bank and PG Admins', async () => {
      expect(refusal(await t.gql(LOCK, { id: tour.userId }, admin)).code).toBe('FORBIDDEN');
      const bankAdmin = await userIdOf(t, pg, 'bank.admin@demo.test');
      expect(refusal(await t.gql(LOCK, { id: bankAdmin }, owner)).code).toBe('NOT_FOUND');
      expect(refusal(await t.gql(LOCK, { id: bankAdmin }, pg)).message).toBe('This user can not be locked.');
      expect(refusal(await t.gql(LOCK, { id: bankAdmin }, finance)).message).toBe('This user can not be locked.');
      const tourUser = await userIdOf(t, pg, 'tenzin.norbu@demo.test');
      expect(refusal(await t.gql(LOCK, { id: tourUser }, finance)).code).toBe('FORBIDDEN');
      const pgId = (await sessionIds(t, pg)).userId;
      expect(refusal(await t.gql(LOCK, { id: pgId }, finance)).code).toBe('FORBIDDEN');
      expect((await t.gql<{ lockUser: { locked: boolean } }>(LOCK, { id: tourUser }, pg)).data!.lockUser.locked).toBe(true);
      expect((await t.gql<{ unlockUser: { locked: boolean } }>(UNLOCK, { id: tourUser }, admin)).data!.unlockUser.locked).toBe(false);
    });

    it('treats the users of a locked (suspended) organization as locked', async () => {
      const treks = await t.login('treks.owner@demo.test');
      expect((await t.gql<{ session: { user: { locked: boolean } } }>(SESSION, {}, treks)).data!.session.user.locked).toBe(true);
      expect(refusal(await t.gql('{ invoices { total } }', {}, treks)).code).toBe('ACCOUNT_LOCKED');
      // Signing in says so at once, so the app goes to the locked screen before any dashboard.
      const signIn = await t.gql<{ createSession: { user: { locked: boolean; organization: { status: string } } } }>(
        'mutation($i: CreateSessionInput!) { createSession(input: $i) { user { locked organization { status } } } }',
        { i: { email: 'treks.owner@demo.test', password: 'Demo1234!' } },
      );
      expect(signIn.data!.createSession.user).toEqual({ locked: true, organization: { status: 'suspended' } });
    });
  });

  describe('edit name and role', () => {
    it('changes a managed user’s role within the grant, never above it or one’s own', async () => {
      const id = await userIdOf(t, pg, 'pema.dema@demo.test');
      const r = await t.gql<{ updateUser: { role: number; name: string } }>(UPDATE, { input: { id, name: 'Pema', surname: 'Dema', role: 5 } }, owner);
      expect(r.data!.updateUser).toMatchObject({ role: 5 });
      for (const role of [64, 1, 3, 6, 99]) {
        expect(refusal(await t.gql(UPDATE, { input: { id, name: 'Pema', role } }, owner)).message).toBe('You are not allowed to give this role.');
      }
      const adminId = (await sessionIds(t, admin)).userId;
      expect(refusal(await t.gql(UPDATE, { input: { id: adminId, name: 'Dechen', role: 4 } }, admin)).message).toBe('You can not change your own role.');
      expect(refusal(await t.gql(UPDATE, { input: { id: tour.userId, name: 'X' } }, admin)).code).toBe('FORBIDDEN');
      const bankAdmin = await userIdOf(t, pg, 'bank.admin@demo.test');
      expect(refusal(await t.gql(UPDATE, { input: { id: bankAdmin, name: 'Karma', role: 6 } }, pg)).message).toBe('You are not allowed to give this role.');
      expect(
        (await t.gql<{ updateUser: { role: number } }>(UPDATE, { input: { id: bankAdmin, name: 'Karma', surname: 'Dorji', role: 3 } }, finance)).data!
          .updateUser.role,
      ).toBe(3);
      expect(refusal(await t.gql(UPDATE, { input: { id, name: '  ' } }, owner)).message).toBe('Name is required');
      const history = (await t.gql<{ events: { items: { name: string; meta: string }[] } }>(HISTORY, { id: tour.organizationId }, owner)).data!.events.items;
      expect(history.find((e) => e.name === 'User Updated' && e.meta.includes('"toRole":5'))).toBeDefined();
    });
  });

  describe('avatar', () => {
    it('uploads one’s own avatar: the session shows it, a new one replaces it', async () => {
      const me = await sessionIds(t, admin);
      const path = await uploadBytes(t, admin, PNG);
      const r = await t.gql<{ uploadUserAvatar: { id: string; url: string } }>(AVATAR, { file: { userId: me.userId, type: 'avatar', path } }, admin);
      expect(r.errors).toBeUndefined();
      const session = (await t.gql<{ session: { user: { avatar: { id: string; url: string } } } }>(SESSION, {}, admin)).data!.session.user;
      expect(session.avatar.id).toBe(r.data!.uploadUserAvatar.id);
      const image = await fetch(local(t, session.avatar.url));
      expect(image.headers.get('content-type')).toBe('image/png');
      const second = await t.gql<{ uploadUserAvatar: { id: string } }>(
        AVATAR,
        { file: { userId: me.userId, type: 'avatar', path: await uploadBytes(t, admin, PNG) } },
        admin,
      );
      expect(second.data!.uploadUserAvatar.id).not.toBe(r.data!.uploadUserAvatar.id);
      expect((await fetch(local(t, session.avatar.url))).status).toBe(404);
    });

    it('takes images only, and only for users the caller may edit', async () => {
      const me = await sessionIds(t, owner);
      const pdf = await t.gql(
        AVATAR,
        { file: { userId: me.userId, type: 'avatar', path: await uploadBytes(t, owner, PDF, 'application/pdf', 'a.pdf') } },
        owner,
      );
      expect(refusal(pdf).message).toBe('Only image files can be uploaded.');
      const bankAdmin = await userIdOf(t, pg, 'bank.admin@demo.test');
      expect(refusal(await t.gql(AVATAR, { file: { userId: bankAdmin, type: 'avatar', path: await uploadBytes(t, owner, PNG) } }, owner)).code).toBe(
        'NOT_FOUND',
      );
      const staff = await userIdOf(t, pg, 'dawa.tshering@demo.test');
      const byOwner = await t.gql<{ uploadUserAvatar: { url: string } }>(
        AVATAR,
        { file: { userId: staff, type: 'avatar', path: await uploadBytes(t, owner, PNG) } },
        owner,
      );
      expect(byOwner.errors).toBeUndefined();
      expect((await t.gql<{ user: { avatar: { url: string } } }>(USER, { id: staff }, owner)).data!.user.avatar.url).toContain('/files/');
      // Someone else's upload cannot be claimed.
      const foreign = await uploadBytes(t, admin, PNG);
      expect(refusal(await t.gql(AVATAR, { file: { userId: me.userId, type: 'avatar', path: foreign } }, owner)).message).toBe(
        'Upload not found. Please upload the file again.',
      );
    });
  });
});
