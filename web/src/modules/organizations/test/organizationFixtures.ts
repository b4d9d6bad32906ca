import type { OrganizationEventsQuery, OrganizationListQuery } from '../../../gql/graphql';
import type { OrganizationRow } from '../graphql/organizations';

/** An organization as the organization screens receive it (contract type Organization). */
export function organizationRowFixture(overrides: Partial<OrganizationRow> = {}): OrganizationRow & { __typename: 'Organization' } {
  return {
    __typename: 'Organization',
    id: 'org-2',
    name: 'Paro Valley Hotel',
    email: 'stay@parovalley.test',
    type: 'hotel',
    industry: 'TourismHotel',
    status: 'active',
    address: 'Paro',
    licenseNumber: 'HT-2001',
    phoneNumber: '+975 8 272222',
    website: 'https://parovalley.test',
    shortDescription: null,
    mccCode: null,
    merchantProcessingFee: null,
    platformFee: 4.99,
    refundPolicyTerms: null,
    verified: true,
    createdAt: '2026-11-02T08:00:00.000Z',
    logo: [],
    ...overrides,
  };
}

export function organizationListResponse(items: ReturnType<typeof organizationRowFixture>[]): { data: OrganizationListQuery } {
  return { data: { organizationList: { __typename: 'OrganizationList', total: items.length, items } } };
}

export function organizationEventsResponse(names: string[] = []): { data: OrganizationEventsQuery } {
  return {
    data: {
      events: {
        __typename: 'EventList',
        total: names.length,
        items: names.map((name, i) => ({
          __typename: 'Event',
          id: `e${i}`,
          name,
          createdAt: '2026-11-03T09:30:00.000Z',
          user: { __typename: 'EventUser', name: 'Sonam', surname: 'Choden', email: 'bank.finance@demo.test' },
        })),
      },
    },
  };
}
