import { UiKitProvider } from '@pg/ui-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ExportProgress } from './downloadLedgerCsv';
import { exportRangeError, LedgerExportDialog } from './LedgerExportDialog';

describe('LedgerExportDialog', () => {
  it('refuses a range that ends before it starts, naming the field', () => {
    expect(exportRangeError('2026-11-10', '2026-11-01')).toBe('The start date must not be after the end date');
    expect(exportRangeError('', '2026-11-01')).toBe('Please choose a start and an end date');
    expect(exportRangeError('2026-11-01', '2026-11-01')).toBeUndefined();
  });

  it('exports the chosen range and account, showing progress, then the count; a refusal is shown', async () => {
    let report: ((p: ExportProgress) => void) | undefined;
    let finish: (() => void) | undefined;
    const download = jest.fn((_range: { from: string; to: string; account: string }, onProgress: (p: ExportProgress) => void) => {
      report = onProgress;
      return new Promise<number>((resolve) => (finish = () => resolve(500)));
    });
    const user = userEvent.setup();
    render(
      <UiKitProvider>
        <LedgerExportDialog open onClose={() => undefined} accounts={[{ id: 'platform:fee-revenue', name: 'Platform fee revenue' }]} download={download} />
      </UiKitProvider>,
    );
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-11-01', account: '' }), expect.any(Function));
    act(() => report!({ rows: 250, total: 500 }));
    expect(await screen.findByText('250 of 500 rows received')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('value', '50');
    act(() => {
      report!({ rows: 500, total: 500 });
      finish!();
    });
    expect(await screen.findByText('500 rows exported')).toBeInTheDocument();

    download.mockImplementationOnce(() => Promise.reject(new Error('You are not allowed to do this')));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.getByText('You are not allowed to do this')).toBeInTheDocument());
  });
});
