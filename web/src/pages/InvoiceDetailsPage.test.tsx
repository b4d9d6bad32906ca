import { type InvoiceStatus, Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { eventsResponse, invoiceDetailFixture, invoiceResponse } from '../modules/invoices/graphql/testFixtures';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

function setup(role: Role, status: InvoiceStatus, path = '/invoices/inv-1') {
  let current = invoiceDetailFixture(status);
  const view = renderApp({
    path,
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      Invoice: () => invoiceResponse(current),
      Events: eventsResponse,
      UpdateStatus: (vars) => {
        current = invoiceDetailFixture(vars.status as InvoiceStatus);
        return { data: { updateStatus: { __typename: 'Invoice', id: 'inv-1', status: vars.status } } };
      },
      UpdateInvoice: () => ({ data: { updateInvoice: { __typename: 'Invoice', id: 'inv-1' } } }),
      SaveInvoiceItem: () => ({ data: { saveInvoiceItem: { __typename: 'LineItem', id: 'li-2' } } }),
    },
  });
  return { view, user: userEvent.setup() };
}

async function actions() {
  await screen.findByRole('heading', { name: 'Invoice Detail' });
  const title = await screen.findByRole('heading', { name: 'Invoice Actions' });
  return within(title.closest('section') as HTMLElement);
}

describe('invoice details', () => {
  it('shows the sections, totals and empty refund and dispute tables', async () => {
    setup(Role.OWNER, 'unpaid');
    expect(await screen.findByText('Druk Adventures')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customer Information' })).toBeInTheDocument();
    expect(screen.getByText('Hotel nights')).toBeInTheDocument();
    // Disbursement Details: 2.5 % of $1,000.00 and the net, by the domain maths.
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('$975.00')).toBeInTheDocument();
    expect(screen.getByText('No Refunds Found')).toBeInTheDocument();
    expect(screen.getByText('No Disputes Found')).toBeInTheDocument();
    // Payouts are for bank and platform roles only.
    expect(screen.queryByRole('heading', { name: 'Payouts' })).not.toBeInTheDocument();
  });

  it('enables Void, Copy Paylink and Customer View for a merchant on an unpaid invoice', async () => {
    setup(Role.OWNER, 'unpaid');
    const panel = await actions();
    expect(panel.getByRole('button', { name: 'Void' })).toBeEnabled();
    expect(panel.getByRole('button', { name: 'Copy Paylink' })).toBeEnabled();
    expect(panel.getByRole('button', { name: 'Customer View' })).toBeEnabled();
    expect(panel.getByRole('button', { name: 'Initiate Refund' })).toBeDisabled();
    expect(panel.queryByRole('button', { name: 'Disburse' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(3);
  });

  it('locks a paid invoice for a merchant and allows a refund', async () => {
    const { view, user } = setup(Role.OWNER, 'paid');
    const panel = await actions();
    expect(panel.getByRole('button', { name: 'Void' })).toBeDisabled();
    expect(panel.getByRole('button', { name: 'Copy Paylink' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Initiate Refund' }));
    await waitFor(() => expect(view.location()).toBe('/refunds/initiate-refund/inv-1?type=invoice'));
  });

  it('voids after the confirmation', async () => {
    const { view, user } = setup(Role.OWNER, 'unpaid');
    const panel = await actions();
    await user.click(panel.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to void this invoice? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Invoice Updated Successfully')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'UpdateStatus')?.variables).toEqual({ id: 'inv-1', status: 'void' });
  });

  it('lets the platform disburse a paid invoice after the confirmation', async () => {
    const { view, user } = setup(Role.PG_ADMIN, 'paid');
    const panel = await actions();
    expect(panel.getByRole('button', { name: 'Void' })).toBeDisabled();
    expect(panel.getByRole('button', { name: 'Customer View' })).toBeDisabled();
    expect(panel.getByRole('button', { name: 'Initiate Refund' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();

    await user.click(panel.getByRole('button', { name: 'Disburse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disburse Invoice' });
    expect(view.calls.some((c) => c.operationName === 'UpdateStatus')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.calls.find((c) => c.operationName === 'UpdateStatus')?.variables).toEqual({ id: 'inv-1', status: 'disbursed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await panel.findByRole('button', { name: 'Disburse' })).toBeDisabled();
  });

  it('keeps Disburse disabled for the platform until paid', async () => {
    setup(Role.PG_ADMIN, 'unpaid');
    expect((await actions()).getByRole('button', { name: 'Disburse' })).toBeDisabled();
  });

  it('hides Disburse from the bank role, which sees payouts read-only', async () => {
    setup(Role.BANK_ADMIN, 'paid');
    const panel = await actions();
    expect(panel.queryByRole('button', { name: 'Disburse' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payouts' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add payout' })).not.toBeInTheDocument();
  });

  it('opens the void dialog from ?action=void', async () => {
    setup(Role.OWNER, 'unpaid', '/invoices/inv-1?action=void');
    expect(await screen.findByRole('dialog', { name: 'Void Invoice' })).toBeInTheDocument();
  });

  it('edits the customer section with the domain rules', async () => {
    const { view, user } = setup(Role.OWNER, 'unpaid');
    await screen.findByRole('heading', { name: 'Customer Information' });
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    const form = screen.getByRole('form', { name: 'Customer Information' });
    const group = within(form).getByLabelText('Group Name');
    await user.clear(group);
    await user.tab();
    expect(await within(form).findByText('Group name is required')).toBeInTheDocument();
    await user.type(group, 'Alpine Club');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invoice Updated Successfully')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'UpdateInvoice')?.variables).toEqual({
      invoice: { id: 'inv-1', name: 'Alpine Club', recipientName: 'Anna', recipientSurName: 'Keller', recipientEmail: 'anna@example.test' },
    });
  });

  it('adds an invoice item while the invoice is editable', async () => {
    const { view, user } = setup(Role.OWNER, 'unpaid');
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    const form = screen.getByRole('form', { name: 'Add invoice item' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // Description and quantity say 'Required', price the spec's 'Required ' (trailing space).
    expect(within(form).getAllByText('Required')).toHaveLength(3);
    await user.type(within(form).getByLabelText('Description'), 'Guide');
    await user.type(within(form).getByLabelText('Quantity'), '2');
    await user.type(within(form).getByLabelText('Unit Price'), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.operationName === 'SaveInvoiceItem')?.variables).toEqual({
        invoiceItem: { invoiceId: 'inv-1', description: 'Guide', quantity: 2, price: 12.5 },
      }),
    );
  });

  it('lets the bank edit disbursements but not the sections', async () => {
    setup(Role.BANK_ADMIN, 'paid');
    await actions();
    expect(screen.getByRole('button', { name: 'Edit Department Of Immigration' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
  });

  it("says 'Somethingn went wrong. Try again' when the disbursement being edited is gone (spec 000 section 8)", async () => {
    const hotelRow = {
      __typename: 'Disbursement',
      id: 'd-2',
      amount: 100,
      type: 'hotel',
      isDefault: false,
      recipientId: 'hotel-1',
      recipient: { __typename: 'DisbursementRecipient', id: 'hotel-1', name: 'Paro Valley Hotel', type: 'hotel' },
      hotelInvoice: [
        {
          __typename: 'File',
          id: 'f-1',
          url: 'https://files.test/a.pdf',
          originalUrl: 'https://files.test/a.pdf',
          cloudFrontUrl: '',
          caption: 'a.pdf',
          type: 'hotel_invoice',
          mimetype: 'application/pdf',
          path: 'a.pdf',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      doiDocument: [],
    };
    const base = invoiceDetailFixture('unpaid');
    let current = { ...base, disbursements: [...base.disbursements, hotelRow] as typeof base.disbursements };
    const view = renderApp({
      path: '/invoices/inv-1',
      token: 't',
      resolvers: {
        Session: () => sessionResponse({ role: Role.OWNER }),
        Invoice: () => invoiceResponse(current),
        Events: eventsResponse,
        DisbursementRecipients: () => ({
          data: { organizations: [{ __typename: 'OrganizationOption', id: 'hotel-1', name: 'Paro Valley Hotel', type: 'hotel' }] },
        }),
        DeleteDisbursement: () => {
          current = base;
          return { data: { deleteDisbursement: { __typename: 'SuccessResult', success: true } } };
        },
        SaveDisbursement: () => ({ data: { saveDisbursement: { __typename: 'Disbursement', id: 'd-2' } } }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Paro Valley Hotel' }));
    const form = screen.getByRole('form', { name: 'Edit disbursement' });
    // The row is deleted while its edit is still open.
    await user.click(screen.getByRole('button', { name: 'Delete Paro Valley Hotel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete disbursement' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Paro Valley Hotel' })).not.toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Somethingn went wrong. Try again')).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'SaveDisbursement')).toBe(false);
  });

  // Spec 000 section 6, "Payouts: ... editable by one role or when void" (garbled): decided in
  // HANDOFF.md as the platform role only, whatever the status; a void invoice gives the bank none.
  it.each([
    [Role.BANK_ADMIN, false],
    [Role.BANK_FINANCE, false],
    [Role.PG_ADMIN, true],
  ])('on a void invoice, role %s may add payouts: %s', async (role, editable) => {
    setup(role, 'void');
    expect(await screen.findByRole('heading', { name: 'Payouts' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add payout' }) !== null).toBe(editable);
  });
});
