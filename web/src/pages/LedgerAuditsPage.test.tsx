import { Role } from '@pg/domain';
import { screen, waitFor } from '@testing-library/react';

import { renderPage, SLOW } from '../modules/transfers/test/renderPage';

const run = (over: Record<string, unknown>) => ({
  __typename: 'LedgerAuditRun',
  id: 'run-1',
  trigger: 'schedule',
  status: 'clean',
  startedAt: '2026-11-24T02:00:00.000Z',
  finishedAt: '2026-11-24T02:00:01.000Z',
  checks: 9,
  differenceCount: 0,
  differences: [],
  error: null,
  mailedAt: null,
  ...over,
});
const FAILED = run({ id: 'run-3', status: 'failed', checks: 0, error: 'Connection terminated unexpectedly', mailedAt: '2026-11-26T02:00:03.000Z' });

// /ledger/audits beyond the list in LedgerPage.test: a failed night, no runs yet, and a run on
// demand that lands at the top of the list.
describe('/ledger/audits', () => {
  it('a failed run says the books were not checked and why', async () => {
    renderPage(Role.PG_ADMIN, '/ledger/audits', { LedgerAuditRuns: () => ({ data: { ledgerAuditRuns: [FAILED, run({})] } }) });
    expect(await screen.findByText('Failed', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('The audit could not finish: Connection terminated unexpectedly')).toBeInTheDocument();
    expect(screen.getByText(/the books were not checked · nightly · report e-mailed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Differences' })).not.toBeInTheDocument();
  });

  it('no runs yet; Run audit now shows its progress and then the new run', async () => {
    let runs: ReturnType<typeof run>[] = [];
    let finish: () => void = () => undefined;
    const { view, user } = renderPage(Role.PG_ADMIN, '/ledger/audits', {
      LedgerAuditRuns: () => ({ data: { ledgerAuditRuns: runs } }),
      RunLedgerAudit: () =>
        new Promise((resolve) => {
          finish = () => {
            runs = [run({ id: 'run-9', trigger: 'manual' })];
            resolve({ data: { runLedgerAudit: runs[0] } });
          };
        }),
    });
    expect(await screen.findByText('No audit runs yet', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run audit now' }));
    expect(await screen.findByRole('progressbar', { name: 'Checking the books' })).toBeInTheDocument();
    finish();
    expect(await screen.findByText('Clean')).toBeInTheDocument();
    expect(screen.getByText(/9 checks · run by hand/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Checking the books' })).not.toBeInTheDocument());
    expect(view.calls.filter((c) => c.operationName === 'LedgerAuditRuns').length).toBeGreaterThanOrEqual(2);
  });

  it('is PG Admin only', async () => {
    renderPage(Role.BANK_FINANCE, '/ledger/audits', {});
    expect(await screen.findByText('You are not allowed to view this page', {}, SLOW)).toBeInTheDocument();
  });
});
