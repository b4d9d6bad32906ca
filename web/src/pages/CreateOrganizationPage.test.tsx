import { Role } from '@pg/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organizationEventsResponse, organizationRowFixture } from '../modules/organizations/test/organizationFixtures';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

/** User-event typing through a whole form: generous when the machine is busy. */
const LONG = 20_000;

afterEach(() => window.localStorage.clear());

function setup(role: Role) {
  const view = renderApp({
    path: '/organizations/create',
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }, { type: 'bank' }),
      CreateOrganization: () => ({ data: { createOrganization: { __typename: 'Organization', id: 'org-new' } } }),
      OrganizationDetails: () => ({ data: { organization: organizationRowFixture({ id: 'org-new', name: 'Gangtey Eco Lodge' }) } }),
      OrganizationEvents: () => organizationEventsResponse(['Organization Created']),
    },
  });
  return { view, user: userEvent.setup() };
}

async function pick(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('organization create (spec 002 s2, s5)', () => {
  it('validates with the spec messages, creates, toasts and opens the organization', async () => {
    const { user, view } = setup(Role.BANK_FINANCE);
    await screen.findByRole('heading', { name: 'Create Organization' }, { timeout: 5000 });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(screen.getByLabelText('Organization Name'));
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'lodge@');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Organization Name'), 'Gangtey Eco Lodge');
    await user.type(screen.getByLabelText('Email'), 'gangtey.test');
    await user.type(screen.getByLabelText('License Number'), 'HT-2101');
    await pick(user, 'Type', 'Hotel');
    await pick(user, 'Industry', 'Hotel');
    await user.type(screen.getByLabelText('Website'), 'gangtey.test');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Organization Created')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/organizations/org-new'));
    expect(view.calls.find((c) => c.operationName === 'CreateOrganization')?.variables).toEqual({
      input: { name: 'Gangtey Eco Lodge', email: 'lodge@gangtey.test', licenseNumber: 'HT-2101', type: 'hotel', industry: 'TourismHotel', address: null, phoneNumber: null, website: 'https://gangtey.test' },
    });
  }, LONG);

  it('offers merchant types only', async () => {
    const { user } = setup(Role.BANK_FINANCE);
    await user.click(await screen.findByRole('combobox', { name: 'Type' }, { timeout: 5000 }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Government', 'Airline', 'Hotel', 'Tour Operator']);
  });

  it('is not for the platform admin', async () => {
    setup(Role.PG_ADMIN);
    expect(await screen.findByText('You are not allowed to view this page', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
