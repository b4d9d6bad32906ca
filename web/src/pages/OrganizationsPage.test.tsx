import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { organizationListResponse, organizationRowFixture } from '../modules/organizations/test/organizationFixtures';
import type { FakeResolver } from '../test/fakeLink';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

/** User-event typing through a whole form: generous when the machine is busy. */
const LONG = 20_000;

afterEach(() => window.localStorage.clear());

const ROWS = [
  organizationRowFixture(),
  organizationRowFixture({ id: 'org-3', name: 'Bumthang Valley Lodge', status: 'requested', email: 'stay@bumthang.test' }),
  organizationRowFixture({ id: 'bank', name: 'Bank of Bhutan', type: 'bank', email: 'cards@bob.test' }),
];

function setup(role: Role, rows = ROWS, extra: Record<string, FakeResolver> = {}) {
  const view = renderApp({
    path: '/organizations',
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }, { type: role === Role.PG_ADMIN ? 'pg' : 'bank' }),
      OrganizationList: () => organizationListResponse(rows),
      SummaryOfOrganization: () => ({ data: { summaryOfOrganization: { __typename: 'SuccessResult', success: true } } }),
      ...extra,
    },
  });
  return { view, user: userEvent.setup() };
}

const lastList = (view: ReturnType<typeof setup>['view']) => view.calls.filter((c) => c.operationName === 'OrganizationList').at(-1)?.variables;

describe('organization list (spec 002 s2, s4, s6)', () => {
  it('lists logo, name, type and status, with create for bank finance', async () => {
    const { view } = setup(Role.BANK_FINANCE);
    const table = await screen.findByRole('table', { name: 'Organizations' }, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Name', 'Type', 'Status']));
    expect(await within(table).findByText('Requested')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Organization' })).toBeEnabled();
    expect(lastList(view)?.type).toEqual(['government', 'airline', 'hotel', 'agency', 'bank']);
  });

  it('keeps create disabled for the platform and lists every type for it', async () => {
    const { view } = setup(Role.PG_ADMIN);
    await screen.findByRole('table', { name: 'Organizations' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Create Organization' })).toBeDisabled();
    // Issue 50: the disabled button says why, in text a screen reader reads with it.
    expect(screen.getByRole('button', { name: 'Create Organization' })).toHaveAccessibleDescription('Only Bank Finance creates organizations.');
    expect(lastList(view)?.type).toEqual(expect.arrayContaining(['bank', 'pg']));
  });

  it(
    'filters requested ones and searches',
    async () => {
      const { user, view } = setup(Role.PG_ADMIN);
      await screen.findByRole('table', { name: 'Organizations' }, { timeout: 5000 });
      await user.click(screen.getByRole('checkbox', { name: 'Requested' }));
      await user.type(screen.getByPlaceholderText('Search Organization'), 'lodge');
      await waitFor(() => expect(lastList(view)).toMatchObject({ status: ['requested'], searchParam: 'lodge', page: 1 }));
    },
    LONG,
  );

  it(
    'enables Lock and Activate by the status rules in the side summary',
    async () => {
      const { user } = setup(Role.PG_ADMIN);
      const table = await screen.findByRole('table', { name: 'Organizations' }, { timeout: 5000 });
      await user.click(await within(table).findByText('stay@bumthang.test'));
      let summary = await screen.findByLabelText('Organization summary');
      expect(within(summary).getByRole('button', { name: 'Activate' })).toBeEnabled();
      expect(within(summary).getByRole('button', { name: 'Lock' })).toBeDisabled();
      await user.click(within(table).getByText('cards@bob.test'));
      await waitFor(() => expect(within(screen.getByLabelText('Organization summary')).getByText('Bank')).toBeInTheDocument());
      summary = screen.getByLabelText('Organization summary');
      expect(within(summary).getByRole('button', { name: 'Lock' })).toBeDisabled();
      expect(within(summary).getByRole('button', { name: 'Activate' })).toBeDisabled();
      expect(within(summary).getByRole('button', { name: 'View Details' })).toBeEnabled();
    },
    LONG,
  );

  it(
    'activates after a confirmation with the spec toast',
    async () => {
      const approved = { ...ROWS[1], status: 'active' as const };
      const { user, view } = setup(Role.PG_ADMIN, ROWS, { ApproveOrganization: () => ({ data: { approveOrganization: approved } }) });
      await user.click(await screen.findByText('stay@bumthang.test', {}, { timeout: 5000 }));
      await user.click(within(await screen.findByLabelText('Organization summary')).getByRole('button', { name: 'Activate' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Activate Account' })).getByRole('button', { name: 'Activate' }));
      expect(await screen.findByText('Organization Activated Successfully')).toBeInTheDocument();
      expect(view.calls.find((c) => c.operationName === 'ApproveOrganization')?.variables).toEqual({ id: 'org-3' });
    },
    LONG,
  );

  it('sends the report and says so', async () => {
    const { user, view } = setup(Role.BANK_FINANCE);
    await user.click(await screen.findByRole('button', { name: 'Organization Report' }, { timeout: 5000 }));
    expect(await screen.findByText('Organization Report Successfully Sent')).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'SummaryOfOrganization')).toBe(true);
  });

  it('says No Organization found', async () => {
    setup(Role.PG_ADMIN, []);
    expect(await screen.findByText('No Organization found', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
