import { Role } from '@pg/domain';

import { organizationFixture, userFixture } from '../../test/fixtures';
import type { SessionOrganization, SessionUser } from '../app/session/types';
import { landingAfterSignIn, signInEntry } from './landing';

// Every entry x every case of issue 44 ("Where sign-in lands"), expected paths written out.
// The entries: the sign-in screen at / and at /signin, a deep link every role may open, and a
// deep link only PG Admin may open (/gateway-settings, spec 000 section 2).
const ENTRIES = ['/', '/signin', '/invoices/42?status=paid', '/gateway-settings'] as const;
type Entry = (typeof ENTRIES)[number];

const LOCKED = '/locked';
const COMPLETE = '/account-settings?complete_business_info=true';
const NOTICE = 'Please complete your business information';

interface Case {
  name: string;
  user: Partial<SessionUser>;
  organization?: Partial<SessionOrganization>;
  lands: Record<Entry, string>;
}

const everywhere = (path: string): Record<Entry, string> => ({ '/': path, '/signin': path, '/invoices/42?status=paid': path, '/gateway-settings': path });

const CASES: Case[] = [
  { name: 'locked Owner', user: { role: Role.OWNER, locked: true }, lands: everywhere(LOCKED) },
  { name: 'locked PG Admin', user: { role: Role.PG_ADMIN, locked: true }, lands: everywhere(LOCKED) },
  {
    name: 'locked Owner of an organization without business information',
    user: { role: Role.OWNER, locked: true },
    organization: { isBusinessProfileComplete: false },
    lands: everywhere(LOCKED),
  },
  { name: 'Owner of a suspended organization', user: { role: Role.OWNER }, organization: { status: 'suspended' }, lands: everywhere(LOCKED) },
  { name: 'User of a suspended organization', user: { role: Role.USER }, organization: { status: 'suspended' }, lands: everywhere(LOCKED) },
  { name: 'Owner missing business information', user: { role: Role.OWNER }, organization: { isBusinessProfileComplete: false }, lands: everywhere(COMPLETE) },
  { name: 'Admin missing business information', user: { role: Role.ADMIN }, organization: { isBusinessProfileComplete: false }, lands: everywhere(COMPLETE) },
  { name: 'User missing business information', user: { role: Role.USER }, organization: { isBusinessProfileComplete: false }, lands: everywhere(COMPLETE) },
  {
    name: 'PG Admin (staff are exempt from business information)',
    user: { role: Role.PG_ADMIN },
    organization: { isBusinessProfileComplete: false },
    lands: { '/': '/', '/signin': '/', '/invoices/42?status=paid': '/invoices/42?status=paid', '/gateway-settings': '/gateway-settings' },
  },
  {
    name: 'Bank Admin (staff)',
    user: { role: Role.BANK_ADMIN },
    organization: { isBusinessProfileComplete: false },
    lands: { '/': '/', '/signin': '/', '/invoices/42?status=paid': '/invoices/42?status=paid', '/gateway-settings': '/' },
  },
  {
    name: 'Bank Finance (staff)',
    user: { role: Role.BANK_FINANCE },
    organization: { isBusinessProfileComplete: false },
    lands: { '/': '/', '/signin': '/', '/invoices/42?status=paid': '/invoices/42?status=paid', '/gateway-settings': '/' },
  },
  {
    name: 'Owner with complete business information',
    user: { role: Role.OWNER },
    lands: { '/': '/', '/signin': '/', '/invoices/42?status=paid': '/invoices/42?status=paid', '/gateway-settings': '/' },
  },
  {
    name: 'User with complete business information',
    user: { role: Role.USER },
    lands: { '/': '/', '/signin': '/', '/invoices/42?status=paid': '/invoices/42?status=paid', '/gateway-settings': '/' },
  },
];

const TABLE = CASES.flatMap((c) => ENTRIES.map((entry) => [c.name, entry, c] as const));

describe('landingAfterSignIn: every entry x every case (issue 44, spec 000 section 4)', () => {
  it.each(TABLE)('%s signing in at %s', (_name, entry, c) => {
    const landing = landingAfterSignIn(userFixture(c.user), organizationFixture(c.organization), entry);
    expect(landing.path).toBe(c.lands[entry]);
    // The notice comes with account settings, and with nothing else.
    expect(landing.notice).toBe(landing.path === COMPLETE ? NOTICE : undefined);
  });
});

describe('landingAfterSignIn: addresses', () => {
  it('keeps a deep link the role may open with its query, and drops one it may not', () => {
    expect(landingAfterSignIn(userFixture({ role: Role.PG_ADMIN }), organizationFixture(), '/organizations/4').path).toBe('/organizations/4');
    expect(landingAfterSignIn(userFixture({ role: Role.USER }), organizationFixture(), '/organizations/4').path).toBe('/');
    expect(landingAfterSignIn(userFixture({ role: Role.USER }), organizationFixture(), '/invoices/add').path).toBe('/invoices/add');
    expect(landingAfterSignIn(userFixture({ role: Role.BANK_ADMIN }), organizationFixture(), '/invoices/add').path).toBe('/');
  });

  it('lands on home from any address that is no page of the signed-in app', () => {
    for (const address of ['/sign-in', '/login', '/signup', '/forgot-password', '/no-such-page', '/invoicesX', '/locked', '/404', '/signin/', '/signin?x=1'])
      expect(landingAfterSignIn(userFixture({ role: Role.OWNER }), organizationFixture(), address).path).toBe('/');
  });

  it('tells the entries apart', () => {
    expect(signInEntry('/')).toEqual({ kind: 'home' });
    expect(signInEntry('/?next=1')).toEqual({ kind: 'home' });
    expect(signInEntry('/signin')).toEqual({ kind: 'signIn' });
    expect(signInEntry('/signin/')).toEqual({ kind: 'signIn' });
    expect(signInEntry('/refunds?page=2')).toEqual({ kind: 'deepLink', target: '/refunds?page=2' });
  });
});
