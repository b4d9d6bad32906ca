import { Role } from '@pg/domain';

import type { SessionQuery } from '../gql/graphql';
import type { SessionOrganization, SessionUser } from '../modules/app/session/types';

export function organizationFixture(overrides: Partial<SessionOrganization> = {}): SessionOrganization & { __typename: 'Organization' } {
  return {
    __typename: 'Organization',
    id: 'org-1',
    name: 'Druk Adventures',
    email: 'hello@drukadventures.bt',
    type: 'agency',
    industry: 'TourismTourOperator',
    status: 'active',
    address: 'Norzin Lam, Thimphu',
    licenseNumber: 'LIC-001',
    phoneNumber: '+975 2 333 444',
    website: 'https://drukadventures.bt',
    mccCode: '4722',
    refundPolicyTerms: 'fullRefund',
    refundPolicyLink: null,
    merchantProcessingFee: 2.5,
    platformFee: 4.99,
    isBusinessProfileComplete: true,
    logo: [],
    ...overrides,
  };
}

export function userFixture(overrides: Partial<SessionUser> = {}): SessionUser & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: 'user-1',
    name: 'Karma',
    surname: 'Wangchuk',
    email: 'karma@drukadventures.bt',
    role: Role.OWNER,
    locked: false,
    organizationId: 'org-1',
    avatar: null,
    ...overrides,
  };
}

export function sessionResponse(
  user: Partial<SessionUser> = {},
  organization: Partial<SessionOrganization> = {},
  { secondFactorEnrolmentRequired = false } = {},
): { data: SessionQuery } {
  return {
    data: { session: { __typename: 'Session', user: userFixture(user), organization: organizationFixture(organization), secondFactorEnrolmentRequired } },
  };
}
