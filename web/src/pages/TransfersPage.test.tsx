import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';

import { renderPage, SLOW } from '../modules/transfers/test/renderPage';
import { transactionDisputeFixture, transferDetailFixture, transferListItemFixture } from '../modules/transfers/test/transferFixtures';
import type { FakeResolver } from '../test/fakeLink';

afterEach(() => window.localStorage.clear());

function setup(role: Role, path: string, extra: Record<string, FakeResolver> = {}) {
  return renderPage(role, path, {
    Transfers: () => ({ data: { transfers: { __typename: 'TransferList', total: 1, items: [transferListItemFixture()] } } }),
    Transfer: () => ({ data: { transfer: transferDetailFixture() } }),
    UpdateTransferNotes: (v) => ({ data: { updateTransferNotes: { __typename: 'Transfer', id: 'trf-1', notes: v.notes } } }),
    ...extra,
  });
}

describe('/transfers', () => {
  it('lists with the spec columns, searches and sorts, and opens the side summary with View Details', async () => {
    const { view, user } = setup(Role.BANK_ADMIN, '/transfers');
    const table = await screen.findByRole('table', { name: 'Transfers' }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date Paid', 'Transfer ID', 'Amount', 'Transferred By']);
    const row = (await within(table).findByText('TRF-2026-000701')).closest('tr') as HTMLElement;
    expect(within(row).getByText('$2,079.99')).toBeInTheDocument();
    expect(within(row).getByText('22-Nov-2026')).toBeInTheDocument();
    await user.click(within(row).getByText('Karma Dorji'));
    const summary = await screen.findByRole('region', { name: 'Transfer Summary' });
    expect(within(summary).getByText('Batch 7')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search Transfer'), 'INV-2026');
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() =>
      expect(view.calls.filter((c) => c.operationName === 'Transfers').at(-1)?.variables).toMatchObject({
        searchParam: 'INV-2026',
        sortField: 'amount',
        sortDirection: 'ASC',
      }),
    );
    await user.click(await within(await screen.findByRole('region', { name: 'Transfer Summary' })).findByRole('button', { name: 'View Details' }));
    await waitFor(() => expect(view.location()).toBe('/transfers/trf-1'));
  });

  it('shows the provider as transferred by, and no notes, where the API withholds both (platform staff)', async () => {
    const withheld = transferListItemFixture({ notes: null, transferredBy: null });
    const { user } = setup(Role.PG_ADMIN, '/transfers', {
      Transfers: () => ({ data: { transfers: { __typename: 'TransferList', total: 1, items: [withheld] } } }),
    });
    const table = await screen.findByRole('table', { name: 'Transfers' }, SLOW);
    const row = (await within(table).findByText('TRF-2026-000701')).closest('tr') as HTMLElement;
    await user.click(within(row).getByText('BhutanPay'));
    const summary = await screen.findByRole('region', { name: 'Transfer Summary' });
    expect(within(summary).getByText('BhutanPay')).toBeInTheDocument();
    expect(within(summary).queryByText('Notes')).not.toBeInTheDocument();
  });

  it('says No Transfers found when empty', async () => {
    setup(Role.PG_ADMIN, '/transfers', { Transfers: () => ({ data: { transfers: { __typename: 'TransferList', total: 0, items: [] } } }) });
    expect(await screen.findByText('No Transfers found', {}, SLOW)).toBeInTheDocument();
  });
});

describe('/transfers/{id}', () => {
  it('shows the summary with notes, the five lists, and edits the notes (Required Description, Notes Updates)', async () => {
    const { view, user } = setup(Role.BANK_ADMIN, '/transfers/trf-1');
    expect(await screen.findByRole('heading', { name: 'Transfer TRF-2026-000701' }, SLOW)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Transfer Summary' });
    for (const text of ['Transfer ID', 'Date Paid', 'Transferred Amount', 'Notes', 'Transferred By', 'Batch 7', 'Karma Dorji', '$2,079.99'])
      expect(within(summary).getByText(text)).toBeInTheDocument();
    const invoices = screen.getByRole('table', { name: 'Invoices' });
    expect(
      within(invoices)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Status', 'Sub Total']);
    expect(within(invoices).getAllByText('Disbursed')).toHaveLength(2);
    // Sub Total is the record's own subtotal, unsigned (spec 002 s2, s3 totals.subtotal), not the signed amount counted.
    expect(within(invoices).getAllByText('$1,120.50')).toHaveLength(2);
    const refunds = screen.getByRole('table', { name: 'Refunds' });
    expect(within(refunds).getByText('$100.00')).toBeInTheDocument();
    expect(within(refunds).queryByText('-$104.99')).not.toBeInTheDocument();
    // The card headers still add up to the Transferred Amount.
    expect(screen.getByText('-$104.99')).toBeInTheDocument();
    for (const empty of ['No Checkouts found', 'No Disputes found', 'No Won Disputes found']) expect(screen.getByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'REF-2026-000301' })).toHaveAttribute('href', '/refunds/details/ref-1');

    await user.click(screen.getByRole('button', { name: 'Edit Notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notes' });
    expect(view.location()).toBe('/transfers/trf-1?action=edit-notes');
    const field = within(dialog).getByLabelText('Notes');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required Description')).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'UpdateTransferNotes')).toBe(false);
    await user.type(field, 'Paid on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notes Updates')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'UpdateTransferNotes')?.variables).toEqual({ id: 'trf-1', notes: 'Paid on Monday' });
  });

  it('lists Disputes and Won Disputes from the real Dispute: ID linking its details, its stage as Status, its amount as Sub Total', async () => {
    const detail = transferDetailFixture({
      disputes: [transactionDisputeFixture()],
      wonDisputes: [transactionDisputeFixture({ id: 'dsp-2', code: 'DSP-2026-000402', disputeAmount: 983.9, acceptanceFee: 0, progressStatus: 'overturned' })],
    });
    setup(Role.BANK_FINANCE, '/transfers/trf-1', { Transfer: () => ({ data: { transfer: detail } }) });
    const disputes = await screen.findByRole('table', { name: 'Disputes' }, SLOW);
    expect(
      within(disputes)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Status', 'Sub Total']);
    expect(within(disputes).getByRole('link', { name: 'DSP-2026-000401' })).toHaveAttribute('href', '/disputes/details/dsp-1');
    expect(within(disputes).getAllByText('Merchant Approved').length).toBeGreaterThan(0);
    expect(within(disputes).getByText('$430.50')).toBeInTheDocument();
    expect(within(disputes).queryByText('-$445.50')).not.toBeInTheDocument();
    const won = screen.getByRole('table', { name: 'Won Disputes' });
    expect(within(won).getByRole('link', { name: 'DSP-2026-000402' })).toHaveAttribute('href', '/disputes/details/dsp-2');
    expect(within(won).getAllByText('Overturned').length).toBeGreaterThan(0);
    expect(within(won).getByText('$983.90')).toBeInTheDocument();
  });

  it('a transfer paid with a confirmed overdraft says so on its details', async () => {
    const detail = transferDetailFixture({
      overdrafts: [
        { __typename: 'TransferOverdraft', organizationId: 'org-1', organizationName: 'Druk Heritage Tours', balance: 0, share: 300, overdraft: 300 },
      ],
    });
    setup(Role.BANK_FINANCE, '/transfers/trf-1', { Transfer: () => ({ data: { transfer: detail } }) });
    const list = await screen.findByRole('list', { name: 'Overdrafts' }, SLOW);
    expect(list).toHaveTextContent('Druk Heritage Tours: balance $0.00, paid $300.00, overdraft $300.00 (confirmed by Bank Admin)');
  });

  it('others see the provider as transferred by, no notes and no Edit Notes; Download Report fetches the PDF with the session', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, blob: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }) }));
    const realFetch = globalThis.fetch;
    const created = jest.fn(() => 'blob:report');
    Object.assign(globalThis, { fetch: fetchMock });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    // jsdom cannot follow the download link; what the link says is checked instead.
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      // What the API sends roles other than the bank-side admin: notes and transferredBy withheld (FIELD_ACCESS).
      const { user } = setup(Role.BANK_FINANCE, '/transfers/trf-1', {
        Transfer: () => ({ data: { transfer: transferDetailFixture({ notes: null, transferredBy: null }) } }),
      });
      const summary = await screen.findByRole('region', { name: 'Transfer Summary' }, SLOW);
      expect(within(summary).getByText('BhutanPay')).toBeInTheDocument();
      expect(within(summary).queryByText('Notes')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit Notes' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Download Report' }));
      await waitFor(() => expect(created).toHaveBeenCalled());
      expect(fetchMock).toHaveBeenCalledWith('/transfer/trf-1', { headers: { Authorization: 'Bearer t' } });
      await waitFor(() => expect(clicked.map((a) => [a.getAttribute('href'), a.download])).toEqual([['blob:report', 'transfer-TRF-2026-000701.pdf']]));
    } finally {
      Object.assign(globalThis, { fetch: realFetch });
      click.mockRestore();
    }
  });
});
