import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';

import { renderPage, SLOW } from '../modules/transfers/test/renderPage';
import {
  transactionCheckoutFixture,
  transactionDisputeFixture,
  transactionInvoiceFixture,
  transactionRefundFixture,
} from '../modules/transfers/test/transferFixtures';
import { type FakeResolver, graphQLError } from '../test/fakeLink';

afterEach(() => window.localStorage.clear());

const invoices = [transactionInvoiceFixture(), transactionInvoiceFixture({ id: 'inv-2', code: 'INV-2026-000102' })];

function setup(role: Role, extra: Record<string, FakeResolver> = {}, path = '/transactions') {
  return renderPage(role, path, {
    TransactionInvoices: () => ({ data: { invoices: { __typename: 'InvoiceList', total: invoices.length, items: invoices } } }),
    TransactionCheckouts: () => ({ data: { webPayments: { __typename: 'WebPaymentList', total: 1, items: [transactionCheckoutFixture()] } } }),
    TransactionDisputes: () => ({ data: { disputes: { __typename: 'DisputeList', total: 1, items: [transactionDisputeFixture()] } } }),
    TransactionWonDisputes: () => ({
      data: {
        disputes: {
          __typename: 'DisputeList',
          total: 1,
          items: [transactionDisputeFixture({ id: 'dsp-2', code: 'DSP-2026-000402', disputeAmount: 983.9, acceptanceFee: 0, progressStatus: 'overturned' })],
        },
      },
    }),
    TransactionRefunds: () => ({
      data: {
        refunds: {
          __typename: 'RefundList',
          total: 2,
          items: [transactionRefundFixture(), transactionRefundFixture({ id: 'ref-2', code: 'REF-TAKEN', transferId: 'trf-9' })],
        },
      },
    }),
    CreateTransaction: () => ({ data: { createTransaction: { __typename: 'Transfer', id: 'trf-new', code: 'TRF-2026-000900' } } }),
    ...extra,
  });
}

const total = () => screen.getByLabelText('Transfer Total').textContent;

describe('/transactions', () => {
  it('the bank admin selects invoices and a refund, sees the running total, confirms and lands on the transfer', async () => {
    const { view, user } = setup(Role.BANK_ADMIN);
    const table = await screen.findByRole('table', { name: 'Invoices' }, SLOW);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Org', 'Date Paid', 'Invoice ID', 'Payable Amount', 'Status']));
    expect(await within(table).findByText('INV-2026-000101')).toBeInTheDocument();
    expect(within(table).getAllByText('$1,092.49')).toHaveLength(2);

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Please select at least one invoice or checkout')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select INV-2026-000101' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-2026-000102' }));
    expect(total()).toBe('$2,184.98');
    expect(submit).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Add Refunds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Refunds' });
    expect(view.location()).toBe('/transactions?action=add-refunds');
    // A refund another transfer holds is not offered.
    await within(dialog).findByText('REF-2026-000301');
    expect(within(dialog).queryByText('REF-TAKEN')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select REF-2026-000301' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(total()).toBe('$2,079.99');

    await user.type(screen.getByLabelText('Notes'), 'Batch 7');
    await user.click(submit);
    const confirm = await screen.findByRole('dialog', { name: 'Submit Transaction' });
    expect(within(confirm).getByText('Are you sure you want to submit transaction?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Transfer Success')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/transfers/trf-new'));
    expect(view.calls.find((c) => c.operationName === 'CreateTransaction')?.variables).toEqual({
      notes: 'Batch 7',
      invoiceIds: ['inv-1', 'inv-2'],
      refundIds: ['ref-1'],
      disputeIds: [],
      checkoutIds: [],
      wonDisputeIds: [],
      releasedRefundIds: [],
      confirmOverdraft: false,
    });
  });

  it('selects all at once, keeps the selection across tabs, and takes checkouts net of their fee', async () => {
    const { user, view } = setup(Role.BANK_ADMIN);
    await screen.findByText('INV-2026-000101', {}, SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(total()).toBe('$2,184.98');
    await user.click(screen.getByRole('tab', { name: 'Checkouts' }));
    const table = await screen.findByRole('table', { name: 'Checkouts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Org', 'Date Created', 'Checkout ID', 'Payable Amount', 'Status']));
    await within(table).findByText('CHK-2026-000501');
    await user.click(screen.getByRole('checkbox', { name: 'Select CHK-2026-000501' }));
    expect(total()).toBe('$2,623.73');
    expect(screen.getByRole('tab', { name: /Invoices/ })).toHaveTextContent('2');
    // The spec's queries: paid and no transfer (hasTransfer false), not the ambiguous null transferId.
    expect(view.calls.find((c) => c.operationName === 'TransactionCheckouts')?.variables).toMatchObject({ status: 'paid', hasTransfer: false, first: 1000 });
    // Spec 002 L174/L231: the invoice selection fetches the first 1000, not a page.
    expect(view.calls.find((c) => c.operationName === 'TransactionInvoices')?.variables).toMatchObject({ status: 'paid', hasTransfer: false, first: 1000 });
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
  });

  it('adds a dispute (its amount and fee deducted) and a won dispute (its amount added): the running total is the spec formula', async () => {
    const { user, view } = setup(Role.BANK_ADMIN);
    await screen.findByText('INV-2026-000101', {}, SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-2026-000101' }));
    expect(total()).toBe('$1,092.49');

    await user.click(screen.getByRole('button', { name: 'Add Disputes' }));
    const disputes = await screen.findByRole('dialog', { name: 'Add Disputes' });
    expect(view.location()).toBe('/transactions?action=add-disputes');
    await within(disputes).findByText('DSP-2026-000401');
    expect(within(disputes).getByText('$445.50')).toBeInTheDocument();
    await user.click(within(disputes).getByRole('checkbox', { name: 'Select DSP-2026-000401' }));
    await user.click(within(disputes).getByRole('button', { name: 'Save' }));
    expect(total()).toBe('$646.99');

    await user.click(screen.getByRole('button', { name: 'Add Won Disputes' }));
    const won = await screen.findByRole('dialog', { name: 'Add Won Disputes' });
    await within(won).findByText('DSP-2026-000402');
    await user.click(within(won).getByRole('checkbox', { name: 'Select DSP-2026-000402' }));
    await user.click(within(won).getByRole('button', { name: 'Save' }));
    // 1,092.49 - (430.50 + 15.00) + 983.90
    expect(total()).toBe('$1,630.89');
    expect(view.calls.find((c) => c.operationName === 'TransactionDisputes')?.variables).toMatchObject({ hasTransfer: false });
    expect(view.calls.find((c) => c.operationName === 'TransactionWonDisputes')?.variables).toMatchObject({
      progressStatus: ['overturned'],
      stripeStatus: 'won',
      hasRefundTransfer: false,
    });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Submit Transaction' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.location()).toBe('/transfers/trf-new'));
    expect(view.calls.find((c) => c.operationName === 'CreateTransaction')?.variables).toMatchObject({
      invoiceIds: ['inv-1'],
      disputeIds: ['dsp-1'],
      wonDisputeIds: ['dsp-2'],
    });
  });

  it('a refused submit keeps the selection and shows the server message', async () => {
    const { user, view } = setup(Role.BANK_ADMIN, {
      CreateTransaction: () => graphQLError('Some of the selected items are no longer available for a transfer (1 of 1).', 'BAD_USER_INPUT'),
    });
    await screen.findByText('INV-2026-000101', {}, SLOW);

    await user.click(screen.getByRole('checkbox', { name: 'Select INV-2026-000101' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Submit Transaction' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Some of the selected items are no longer available for a transfer (1 of 1).')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/transactions'));
    expect(screen.queryByText('Transfer Success')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select INV-2026-000101' })).toBeChecked();
  });

  it('refused for an overdraft, the bank admin sees each overdraft stated and confirms it; the transfer is made', async () => {
    const message =
      'This transfer would overdraw Druk Heritage Tours by $300.00 (balance $0.00, this transfer pays $300.00). A Bank Admin can confirm the overdraft.';
    const overdraft = { organizationId: 'org-1', organizationName: 'Druk Heritage Tours', balanceCents: 0, shareCents: 30_000, overdraftCents: 30_000 };
    const { user, view } = setup(Role.BANK_ADMIN, {
      CreateTransaction: (variables) =>
        variables.confirmOverdraft
          ? { data: { createTransaction: { __typename: 'Transfer', id: 'trf-od', code: 'TRF-2026-000901' } } }
          : { data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', overdrafts: [overdraft] } }] },
    });
    await screen.findByText('INV-2026-000101', {}, SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-2026-000101' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Submit Transaction' })).getByRole('button', { name: 'Yes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm overdraft' });
    expect(within(within(confirm).getByRole('list', { name: 'Overdrafts' })).getByRole('listitem')).toHaveTextContent(
      'Druk Heritage Tours: balance $0.00, this transfer pays $300.00, overdraft $300.00',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirm overdraft' }));
    await waitFor(() => expect(view.location()).toBe('/transfers/trf-od'));
    expect(view.calls.filter((c) => c.operationName === 'CreateTransaction').map((c) => c.variables.confirmOverdraft)).toEqual([false, true]);
  });

  it('an overdraft cancelled makes nothing and keeps the selection; a refusal for anything else asks no confirmation', async () => {
    const message =
      'This transfer would overdraw Druk Heritage Tours by $300.00 (balance $0.00, this transfer pays $300.00). A Bank Admin can confirm the overdraft.';
    const overdraft = { organizationId: 'org-1', organizationName: 'Druk Heritage Tours', balanceCents: 0, shareCents: 30_000, overdraftCents: 30_000 };
    let refusal: { message: string; extensions: Record<string, unknown> } = { message, extensions: { code: 'BAD_USER_INPUT', overdrafts: [overdraft] } };
    const { user, view } = setup(Role.BANK_ADMIN, { CreateTransaction: () => ({ data: null, errors: [refusal] }) });
    await screen.findByText('INV-2026-000101', {}, SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-2026-000101' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Submit Transaction' })).getByRole('button', { name: 'Yes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm overdraft' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm overdraft' })).not.toBeInTheDocument());
    expect(view.calls.filter((c) => c.operationName === 'CreateTransaction')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Select INV-2026-000101' })).toBeChecked();

    refusal = { message: 'Please select at least one item', extensions: { code: 'BAD_USER_INPUT' } };
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Submit Transaction' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.calls.filter((c) => c.operationName === 'CreateTransaction')).toHaveLength(2));
    // Refused: the submit dialog closes, the user stays to adjust, no overdraft is asked about.
    await waitFor(() => expect(view.location()).toBe('/transactions'));
    expect(screen.queryByRole('dialog', { name: 'Confirm overdraft' })).not.toBeInTheDocument();
  });

  it('other staff read the lists without checkboxes or the submit panel', async () => {
    setup(Role.BANK_FINANCE);
    await screen.findByText('INV-2026-000101', {}, SLOW);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says No Invoices found when nothing is waiting', async () => {
    setup(Role.BANK_ADMIN, { TransactionInvoices: () => ({ data: { invoices: { __typename: 'InvoiceList', total: 0, items: [] } } }) });
    expect(await screen.findByText('No Invoices found', {}, SLOW)).toBeInTheDocument();
  });
});
