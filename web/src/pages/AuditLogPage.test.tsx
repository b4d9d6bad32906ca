import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';

import { renderPage, SLOW } from '../modules/transfers/test/renderPage';

afterEach(() => window.localStorage.clear());

const ENTRY = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: 'AuditLogEntry',
  id,
  name: 'Refund approved by bank',
  createdAt: '2026-11-25T03:00:00.000Z',
  subjectType: 'refund',
  subjectId: `ref-${id}`,
  meta: null,
  actorRole: Role.BANK_ADMIN,
  sourceIp: null,
  changes: [],
  user: { __typename: 'EventUser', name: 'Pema', surname: 'Wangchuk', email: 'bank.admin@demo.test' },
  organization: { __typename: 'AuditLogOrganization', id: 'org-1', name: 'Druk Heritage Tours' },
  ...over,
});
const CHANGE = (field: string, before: unknown, after: unknown) => ({
  __typename: 'AuditFieldChange',
  field,
  before: JSON.stringify(before),
  after: JSON.stringify(after),
});
const PAGE = (items: unknown[], endCursor: string | null = null) => ({ data: { auditLog: { __typename: 'AuditLogPage', endCursor, items } } });

describe('/audit-log', () => {
  it('lists who did what to which record from where, filters them and loads more by cursor', async () => {
    const { user, view } = renderPage(Role.PG_ADMIN, '/audit-log', {
      AuditLog: (variables) =>
        variables.after
          ? PAGE([ENTRY('e3', { name: 'Invoice Paid', subjectType: 'invoice', subjectId: 'inv-9', user: null, actorRole: null })])
          : PAGE(
              [
                ENTRY('e1', { sourceIp: '203.0.113.7' }),
                ENTRY('e2', { subjectType: 'organization', subjectId: 'org-1', name: 'Organization Locked', actorRole: Role.PG_ADMIN }),
              ],
              'c1',
            ),
    });
    const table = await screen.findByRole('table', { name: 'Audit Log' }, SLOW);
    const first = (await within(table).findByText('Refund approved by bank')).closest('tr') as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Refund' })).toHaveAttribute('href', '/refunds/details/ref-e1');
    expect(within(first).getByText('Pema Wangchuk')).toBeInTheDocument();
    expect(within(first).getByText('bank.admin@demo.test')).toBeInTheDocument();
    expect(within(first).getByText('Bank Admin')).toBeInTheDocument();
    expect(within(first).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Organization' })).toHaveAttribute('href', '/organizations/org-1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const paid = (await within(table).findByText('Invoice Paid')).closest('tr') as HTMLElement;
    expect(within(paid).getByText('The platform')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The page's own search field, not the header's search across records.
    const main = within(screen.getByRole('main'));
    await user.type(main.getByLabelText('Search'), 'bank.admin');
    await waitFor(() => expect(view.calls.filter((c) => c.operationName === 'AuditLog').at(-1)?.variables).toMatchObject({ search: 'bank.admin' }));
    expect(main.getByLabelText('Organization')).toBeInTheDocument();
  });

  it("opens an entry's before and after by keyboard", async () => {
    const { user } = renderPage(Role.PG_ADMIN, '/audit-log', {
      AuditLog: () =>
        PAGE([
          ENTRY('e1', {
            name: 'Platform Fee Updated',
            subjectType: 'organization',
            subjectId: 'org-1',
            actorRole: Role.PG_ADMIN,
            sourceIp: '10.0.0.9',
            changes: [CHANGE('platformFeeBps', 325, 350), CHANGE('verified', false, true)],
          }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Audit Log' }, SLOW);
    const button = await within(table).findByRole('button', { name: /^2 fields changed, details of Platform Fee Updated/ });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Platform Fee Updated' });
    const changes = within(dialog).getByRole('table', { name: 'What changed' });
    const fee = within(changes).getByRole('row', { name: /Platform fee bps/ });
    expect(
      within(fee)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['325', '350']);
    expect(
      within(within(changes).getByRole('row', { name: /Verified/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['No', 'Yes']);
    expect(within(dialog).getByText('10.0.0.9')).toBeInTheDocument();
    // The organization is named, not shown by its id.
    expect(within(dialog).getByText('Organization Druk Heritage Tours')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a merchant Owner its organization's log without an organization filter, staff by role", async () => {
    const { view } = renderPage(Role.OWNER, '/audit-log', {
      AuditLog: () =>
        PAGE([
          ENTRY('e1', { name: 'Platform Fee Updated', subjectType: 'organization', subjectId: 'org-1', user: null, actorRole: Role.PG_ADMIN }),
          ENTRY('e2', {
            name: 'User Locked',
            subjectType: 'organization',
            subjectId: 'org-1',
            meta: JSON.stringify({ userId: 'u-7', email: 'user@demo.test' }),
            actorRole: Role.OWNER,
            user: { __typename: 'EventUser', name: 'Tashi', surname: 'Tshering', email: 'owner@demo.test' },
          }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Audit Log' }, SLOW);
    const row = (await within(table).findByText('Platform Fee Updated')).closest('tr') as HTMLElement;
    expect(within(row).getByText('PG Admin')).toBeInTheDocument();
    // An Owner may not open /organizations/{id}: the record is plain text.
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).getByText('Organization')).toBeInTheDocument();
    // A user's change, kept in the organization's history, links to the user.
    const locked = within(table).getByText('User Locked').closest('tr') as HTMLElement;
    expect(within(locked).getByRole('link', { name: 'User' })).toHaveAttribute('href', '/users/u-7');
    expect(within(screen.getByRole('main')).queryByLabelText('Organization')).not.toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'AuditLog')?.variables).toMatchObject({ organizationId: null });
  });
});
