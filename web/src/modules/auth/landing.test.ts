import { Role } from '@pg/domain';

import { organizationFixture, userFixture } from '../../test/fixtures';
import { landingAfterSignIn } from './landing';

describe('landingAfterSignIn (spec 000 section 4)', () => {
  it('sends a locked user to /locked', () => {
    expect(landingAfterSignIn(userFixture({ locked: true }), organizationFixture(), '/').path).toBe('/locked');
  });

  it.each([Role.OWNER, Role.ADMIN, Role.USER])('sends merchant role %s with an incomplete profile to account settings', (role) => {
    const landing = landingAfterSignIn(userFixture({ role }), organizationFixture({ isBusinessProfileComplete: false }), '/');
    expect(landing).toEqual({
      path: '/account-settings?complete_business_info=true',
      notice: 'Please complete your business information',
    });
  });

  it.each([Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE])('exempts staff role %s from the business profile check', (role) => {
    const landing = landingAfterSignIn(userFixture({ role }), organizationFixture({ isBusinessProfileComplete: false }), '/');
    expect(landing).toEqual({ path: '/' });
  });

  it('keeps a deep link the role may visit, and drops one it may not', () => {
    expect(landingAfterSignIn(userFixture({ role: Role.PG_ADMIN }), organizationFixture(), '/organizations/4').path).toBe('/organizations/4');
    expect(landingAfterSignIn(userFixture({ role: Role.USER }), organizationFixture(), '/organizations/4').path).toBe('/');
    expect(landingAfterSignIn(userFixture(), organizationFixture(), '/signin').path).toBe('/');
  });

  it('lands on home from any address that is no page of the signed-in app', () => {
    for (const address of ['/sign-in', '/login', '/signup', '/forgot-password', '/no-such-page', '/invoicesX'])
      expect(landingAfterSignIn(userFixture({ role: Role.OWNER }), organizationFixture(), address).path).toBe('/');
  });
});
