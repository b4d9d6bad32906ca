import { Role } from '@pg/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { organizationEventsResponse, organizationRowFixture } from '../modules/organizations/test/organizationFixtures';
import type { FakeResolver } from '../test/fakeLink';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

/** User-event typing through a whole form: generous when the machine is busy (20 s was exceeded with 40% of the CPU taken by the host). */
const LONG = 60_000;

afterEach(() => window.localStorage.clear());

const CREATED: FakeResolver = () => ({ data: { createOrganization: { __typename: 'Organization', id: 'org-new' } } });

function setup(role: Role, createOrganization: FakeResolver = CREATED) {
  const view = renderApp({
    path: '/organizations/create',
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }, { type: 'bank' }),
      CreateOrganization: createOrganization,
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
  it(
    'validates with the spec messages, creates, toasts and opens the organization',
    async () => {
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
        input: {
          name: 'Gangtey Eco Lodge',
          email: 'lodge@gangtey.test',
          licenseNumber: 'HT-2101',
          type: 'hotel',
          industry: 'TourismHotel',
          address: null,
          phoneNumber: null,
          website: 'https://gangtey.test',
        },
      });
    },
    LONG,
  );

  it(
    'says "Please select Type" and "Please select Industry" for a select left without a choice',
    async () => {
      const { user } = setup(Role.BANK_FINANCE);
      const type = await screen.findByRole('combobox', { name: 'Type' }, { timeout: 5000 });
      await user.click(type);
      await user.tab();
      expect(type).toHaveAccessibleDescription('Please select Type');
      const industry = screen.getByRole('combobox', { name: 'Industry' });
      await user.click(industry);
      await user.tab();
      expect(industry).toHaveAccessibleDescription('Please select Industry');
      await pick(user, 'Type', 'Hotel');
      expect(type).not.toHaveAccessibleDescription();
    },
    LONG,
  );

  it(
    'says so on a phone number or website that is not one',
    async () => {
      const { user } = setup(Role.BANK_FINANCE);
      const phone = await screen.findByLabelText('Phone Number', {}, { timeout: 5000 });
      await user.type(phone, 'call us');
      await user.tab();
      expect(phone).toHaveAccessibleDescription('Please enter a valid phone number');
      const website = screen.getByLabelText('Website');
      await user.type(website, 'not a url');
      await user.tab();
      expect(website).toHaveAccessibleDescription('Please enter a valid website');
    },
    LONG,
  );

  it(
    "shows the API's refusal of a taken e-mail and licence on those fields, keeping what was typed",
    async () => {
      const taken = {
        email: 'This e-mail is already used by another organization',
        licenseNumber: 'This license number is already used by another organization',
      };
      const { user, view } = setup(Role.BANK_FINANCE, () => ({
        data: null,
        errors: [{ message: taken.email, extensions: { code: 'BAD_USER_INPUT', fields: taken } }],
      }));
      await user.type(await screen.findByLabelText('Organization Name', {}, { timeout: 5000 }), 'Haa Valley Lodge');
      await user.type(screen.getByLabelText('Email'), 'stay@parovalley.test');
      await user.type(screen.getByLabelText('License Number'), 'HT-2001');
      await pick(user, 'Type', 'Hotel');
      await pick(user, 'Industry', 'Hotel');
      const save = screen.getByRole('button', { name: 'Save' });
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      const email = screen.getByLabelText('Email');
      await waitFor(() => expect(email).toHaveAccessibleDescription(taken.email));
      expect(screen.getByLabelText('License Number')).toHaveAccessibleDescription(taken.licenseNumber);
      expect(email).toHaveValue('stay@parovalley.test');
      expect(view.location()).toBe('/organizations/create');
      // Save waits for a changed e-mail and licence; changing one clears only its message.
      expect(save).toBeDisabled();
      await user.clear(email);
      await user.type(email, 'stay@haavalley.test');
      expect(email).not.toHaveAccessibleDescription();
      expect(screen.getByLabelText('License Number')).toHaveAccessibleDescription(taken.licenseNumber);
      expect(save).toBeDisabled();
    },
    LONG,
  );

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
