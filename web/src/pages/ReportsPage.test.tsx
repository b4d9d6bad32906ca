import { Role, SCHEDULED_REPORT_MESSAGES as M } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';

import { renderPage, SLOW } from '../modules/transfers/test/renderPage';

const report = (over: Record<string, unknown>) => ({
  __typename: 'ScheduledReport',
  id: 'sr-1',
  kind: 'checkouts',
  period: 'DAILY',
  paused: false,
  pausedReason: null,
  nextRunAt: '2026-11-28T06:00:00.000Z',
  lastSentAt: '2026-11-27T06:00:02.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const PAUSED = report({
  id: 'sr-2',
  kind: 'refunds',
  period: 'MONTHLY',
  paused: true,
  pausedReason: 'The account is locked',
  nextRunAt: null,
  lastSentAt: null,
});

// /reports: the form (reports the role may open, the domain's messages, the API's field
// refusal), the list with its states, and Pause / Send now / Delete with its confirmation.
describe('/reports', () => {
  it('a merchant chooses among the four lists it may open; an empty form says what is missing; a schedule lands in the list', async () => {
    let rows: ReturnType<typeof report>[] = [];
    const { view, user } = renderPage(Role.OWNER, '/reports', {
      ScheduledReports: () => ({ data: { scheduledReports: rows } }),
      CreateScheduledReport: (v) => {
        rows = [report({ id: 'sr-9', kind: v.kind, period: v.period, lastSentAt: null })];
        return { data: { createScheduledReport: rows[0] } };
      },
    });
    expect(await screen.findByText('No scheduled reports yet', {}, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Schedule Report' }));
    expect(screen.getByText(M.kindRequired)).toBeInTheDocument();
    expect(screen.getByText(M.periodRequired)).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'CreateScheduledReport')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Report' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Checkouts', 'Invoices', 'Refunds', 'Disputes']);
    await user.click(screen.getByRole('option', { name: 'Invoices' }));
    await user.click(screen.getByRole('combobox', { name: 'How often' }));
    await user.click(screen.getByRole('option', { name: 'Weekly' }));
    expect(screen.getByText('Every Monday at 06:00 UTC, for the week before (Monday to Sunday)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule Report' }));

    expect(await screen.findByRole('heading', { name: 'Invoices, Weekly' })).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'CreateScheduledReport')?.variables).toEqual({ kind: 'invoices', period: 'WEEKLY' });
    expect(screen.getByText('Report Scheduled')).toBeInTheDocument();
    expect(screen.getByText('Not sent yet')).toBeInTheDocument();
  });

  it("staff may schedule transfers and the ledger too; the API's refusal shows on the field", async () => {
    const { user } = renderPage(Role.BANK_FINANCE, '/reports', {
      ScheduledReports: () => ({ data: { scheduledReports: [] } }),
      CreateScheduledReport: () => ({ data: null, errors: [{ message: M.duplicate, extensions: { code: 'BAD_USER_INPUT', fields: { kind: M.duplicate } } }] }),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Report' }, SLOW));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Checkouts', 'Invoices', 'Refunds', 'Disputes', 'Transfers', 'Ledger']);
    await user.click(screen.getByRole('option', { name: 'Ledger' }));
    await user.click(screen.getByRole('combobox', { name: 'How often' }));
    await user.click(screen.getByRole('option', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Schedule Report' }));
    // On the field, and in the app's notice.
    await waitFor(() => expect(screen.getAllByText(M.duplicate).length).toBeGreaterThanOrEqual(2));
  });

  it('lists status, next run and last sent in UTC; Pause, Send now, and Delete after confirming', async () => {
    let rows = [report({}), PAUSED];
    const { view, user } = renderPage(Role.ADMIN, '/reports', {
      ScheduledReports: () => ({ data: { scheduledReports: rows } }),
      PauseScheduledReport: () => {
        rows = [report({ paused: true, nextRunAt: null }), PAUSED];
        return { data: { pauseScheduledReport: rows[0] } };
      },
      SendScheduledReportNow: () => ({ data: { sendScheduledReportNow: rows[0] } }),
      DeleteScheduledReport: () => {
        rows = rows.filter((r) => r.id !== 'sr-2');
        return { data: { deleteScheduledReport: { success: true } } };
      },
    });
    const list = await screen.findByRole('list', { name: 'Your scheduled reports' }, SLOW);
    const [daily, monthly] = within(list).getAllByRole('listitem');
    expect(within(daily).getByText('Active')).toBeInTheDocument();
    expect(within(daily).getByText('28-Nov-2026 06:00 UTC')).toBeInTheDocument();
    expect(within(daily).getByText('27-Nov-2026 06:00 UTC')).toBeInTheDocument();
    expect(within(monthly).getByText('Paused')).toBeInTheDocument();
    expect(within(monthly).getByText('Paused by itself: The account is locked')).toBeInTheDocument();
    expect(within(monthly).getByText('None while paused')).toBeInTheDocument();
    expect(within(monthly).getByRole('button', { name: 'Resume Refunds, Monthly' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send now: Checkouts, Daily' }));
    expect(await screen.findByText('Report sent: it arrives in your e-mail shortly')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'SendScheduledReportNow')?.variables).toEqual({ id: 'sr-1' });

    await user.click(screen.getByRole('button', { name: 'Pause Checkouts, Daily' }));
    expect(await screen.findByRole('button', { name: 'Resume Checkouts, Daily' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Refunds, Monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Scheduled Report' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(view.calls.some((c) => c.operationName === 'DeleteScheduledReport')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Refunds, Monthly' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Scheduled Report' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Refunds, Monthly' })).not.toBeInTheDocument());
    expect(view.calls.find((c) => c.operationName === 'DeleteScheduledReport')?.variables).toEqual({ id: 'sr-2' });
  });

  it('a list that could not load says so and tries again', async () => {
    let fail = true;
    const { user } = renderPage(Role.USER, '/reports', {
      ScheduledReports: () => (fail ? new Error('network down') : { data: { scheduledReports: [report({})] } }),
    });
    expect(await screen.findByText('Could not load your scheduled reports', {}, SLOW)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Checkouts, Daily' })).toBeInTheDocument();
  });
});
