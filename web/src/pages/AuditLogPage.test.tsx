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
  user: { __typename: 'EventUser', name: 'Pema Wangchuk', email: 'bank.admin@demo.test' },
  organization: { __typename: 'AuditLogOrganization', id: 'org-1', name: 'Druk Heritage Tours' },
  ...over,
});

describe('/audit-log', () => {
  it('lists events with who did what to which record, filters them and loads more by cursor', async () => {
    const { user, view } = renderPage(Role.PG_ADMIN, '/audit-log', {
      AuditLog: (variables) =>
        variables.after
          ? {
              data: {
                auditLog: {
                  __typename: 'AuditLogPage',
                  endCursor: null,
                  items: [ENTRY('e3', { name: 'Invoice Paid', subjectType: 'invoice', subjectId: 'inv-9', user: null })],
                },
              },
            }
          : {
              data: {
                auditLog: {
                  __typename: 'AuditLogPage',
                  endCursor: 'c1',
                  items: [ENTRY('e1'), ENTRY('e2', { subjectType: 'organization', subjectId: 'org-1', name: 'Organization Locked' })],
                },
              },
            },
    });
    const table = await screen.findByRole('table', { name: 'Audit Log' }, SLOW);
    const first = (await within(table).findByText('Refund approved by bank')).closest('tr') as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Refund' })).toHaveAttribute('href', '/refunds/details/ref-e1');
    expect(within(first).getByText('Pema Wangchuk (bank.admin@demo.test)')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Organization' })).toHaveAttribute('href', '/organizations/org-1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const paid = (await within(table).findByText('Invoice Paid')).closest('tr') as HTMLElement;
    expect(within(paid).getByText('the platform')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The page's own search field, not the header's search across records.
    await user.type(within(screen.getByRole('main')).getByLabelText('Search'), 'bank.admin');
    await waitFor(() => expect(view.calls.filter((c) => c.operationName === 'AuditLog').at(-1)?.variables).toMatchObject({ search: 'bank.admin' }));
  });
});
