import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { OrganizationRow } from '../modules/organizations/graphql/organizations';
import { organizationEventsResponse, organizationRowFixture } from '../modules/organizations/test/organizationFixtures';
import type { FakeResolver } from '../test/fakeLink';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

/** User-event typing through a whole form: generous when the machine is busy. */
const LONG = 20_000;

afterEach(() => window.localStorage.clear());

function setup(role: Role, org: Partial<OrganizationRow> = {}, extra: Record<string, FakeResolver> = {}) {
  let current = organizationRowFixture(org);
  const view = renderApp({
    path: `/organizations/${current.id}`,
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }, { type: 'bank' }),
      OrganizationDetails: () => ({ data: { organization: current } }),
      OrganizationEvents: () => organizationEventsResponse(['Organization Created']),
      UpdateOrganizationDetails: (vars) => {
        current = { ...current, ...(vars.input as Partial<OrganizationRow>) };
        return { data: { updateOrganization: current } };
      },
      UpdateOrganizationPlatformFee: (vars) => {
        current = { ...current, platformFee: vars.platformFee as number };
        return { data: { updateOrganizationPlatformFee: { __typename: 'SuccessResult', success: true } } };
      },
      SuspendOrganization: () => {
        current = { ...current, status: 'suspended' };
        return { data: { suspendOrganization: current } };
      },
      ...extra,
    },
  });
  return { view, user: userEvent.setup() };
}

describe('organization details (spec 002 s2, s4, s5)', () => {
  it(
    'edits the business details under the admin rules and sends only the spec fields',
    async () => {
      const { user, view } = setup(Role.PG_ADMIN);
      await screen.findByRole('heading', { name: 'Organization Details' }, { timeout: 5000 });
      const form = screen.getByRole('form', { name: 'Business details' });
      await user.clear(within(form).getByLabelText('Website'));
      await user.tab();
      expect(await within(form).findByText('Website is required')).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.type(within(form).getByLabelText('Website'), 'parovalley.bt');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Organization Updated Successfully')).toBeInTheDocument();
      expect(view.calls.find((c) => c.operationName === 'UpdateOrganizationDetails')?.variables).toEqual({
        input: {
          id: 'org-2',
          name: 'Paro Valley Hotel',
          mccCode: '',
          address: 'Paro',
          phoneNumber: '+975 8 272222',
          shortDescription: '',
          licenseNumber: 'HT-2001',
          website: 'https://parovalley.bt',
          email: 'stay@parovalley.test',
        },
      });
    },
    LONG,
  );

  it(
    'updates the platform fee, with the spec typo when empty',
    async () => {
      const { user, view } = setup(Role.BANK_FINANCE);
      const fee = await screen.findByLabelText('Platform Fee (%)', {}, { timeout: 5000 });
      await user.clear(fee);
      await user.tab();
      expect(await screen.findByText('Platfrom Fee is required')).toBeInTheDocument();
      await user.type(fee, '3.5');
      await user.click(within(screen.getByRole('form', { name: 'Platform fee' })).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Organization Platform Fee Updated')).toBeInTheDocument();
      expect(view.calls.find((c) => c.operationName === 'UpdateOrganizationPlatformFee')?.variables).toEqual({ id: 'org-2', platformFee: 3.5 });
    },
    LONG,
  );

  it(
    'locks an active merchant after a confirmation; the buttons follow the status',
    async () => {
      const { user } = setup(Role.PG_ADMIN);
      const lock = await screen.findByRole('button', { name: 'Lock Account' }, { timeout: 5000 });
      expect(screen.getByRole('button', { name: 'Activate Account' })).toBeDisabled();
      await user.click(lock);
      await user.click(within(await screen.findByRole('dialog', { name: 'Lock Account' })).getByRole('button', { name: 'Lock' }));
      expect(await screen.findByText('Organization Locked Successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Activate Account' })).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Lock Account' })).toBeDisabled();
    },
    LONG,
  );

  it('keeps a bank’s status buttons disabled', async () => {
    setup(Role.PG_ADMIN, { type: 'bank', licenseNumber: '' });
    expect(await screen.findByRole('button', { name: 'Lock Account' }, { timeout: 5000 })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activate Account' })).toBeDisabled();
  });

  it('shows the history when opened', async () => {
    const { user } = setup(Role.PG_ADMIN);
    await user.click(await screen.findByRole('button', { name: 'View Organization History' }, { timeout: 5000 }));
    expect(await screen.findByText('Organization Created')).toBeInTheDocument();
    expect(screen.getByText('Sonam Choden')).toBeInTheDocument();
  });
});
