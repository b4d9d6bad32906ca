import { Role } from '@pg/domain';
import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installFakeUpload } from '../modules/refunds/test/fakeUpload';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

// The spec's messages carry two spaces; the default matcher would collapse them.
const exact = getDefaultNormalizer({ collapseWhitespace: false });

/** $480.00 of lines and a $20.00 processing fee paid: $500.00 available. */
const PAID = { amount: 500, chargedSubtotal: 480, chargedFee: 20, refundedSubtotal: 0, refundedFee: 0 };

function setup(
  terms: 'fullRefund' | 'processingFeeNotRefunded' = 'fullRefund',
  role: Role = Role.OWNER,
  path = '/refunds/initiate-refund/inv-1?type=invoice',
  paid: typeof PAID = PAID,
) {
  const view = renderApp({
    path,
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      AvailableRefundAmountAndRefundPolicyTerms: () => ({
        data: { availableRefundAmountAndRefundPolicyTerms: { __typename: 'AvailableRefundAmount', ...paid, refundPolicyTerms: terms, platformFee: 4.99 } },
      }),
      RefundParentInvoice: () => ({ data: { invoice: { __typename: 'Invoice', id: 'inv-1', code: 'INV-0001' } } }),
      RequestRefund: () => ({ data: { requestRefund: { __typename: 'Refund', id: 'refund-9', code: 'RF-0009' } } }),
      CreateFile: (vars) => ({
        data: {
          createFile: {
            __typename: 'File',
            id: 'file-9',
            url: '/files/x',
            originalUrl: '/files/x',
            caption: 'letter.pdf',
            type: 'refund_supporting_document',
            mimetype: 'application/pdf',
            path: String((vars.file as { path: string }).path),
            createdAt: '2026-11-20T00:00:00.000Z',
          },
        },
      }),
    },
  });
  return { view, user: userEvent.setup() };
}

/** The file input is hidden behind its Upload File button; pick straight into it. */
function pick(file: File) {
  fireEvent.change(screen.getByLabelText('Supporting Document'), { target: { files: [file] } });
}

async function pickReason(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByLabelText('Refund Reason'));
  await user.click(screen.getByRole('option', { name: label }));
}

describe('refund initiate', () => {
  it('shows the page furniture and the policy-dependent totals', async () => {
    const { user } = setup('fullRefund');
    expect(await screen.findByText('Total Funds Available for Refund')).toBeInTheDocument();
    expect(screen.getAllByText('$500.00')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How To Initiate a Refund' })).toBeInTheDocument();
    expect(screen.getByText('As per the refund policy, processing fees are included in this refund.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View Associated Invoice' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', '/invoices/inv-1');

    await user.type(screen.getByLabelText('Amount 1'), '100');
    const totals = screen.getByLabelText('Refund totals');
    // The fee the payer paid, pro rata: $20.00 x 100 / 480 = $4.1667 -> $4.17 (not 4.99 % of the lines);
    // remaining = available - refund total (what the API accepts next).
    expect(within(totals).getByText('$100.00')).toBeInTheDocument();
    expect(within(totals).getByText('$4.17')).toBeInTheDocument();
    expect(within(totals).getByText('$104.17')).toBeInTheDocument();
    expect(within(totals).getByText('$395.83')).toBeInTheDocument();
    expect(screen.getByText('The total refund must not exceed the available funds.')).toBeInTheDocument();
  });

  it('charges no processing fee when fees are not refunded', async () => {
    const { user } = setup('processingFeeNotRefunded');
    expect(await screen.findByText('As per the refund policy, processing fees are not included in this refund.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount 1'), '100');
    expect(within(screen.getByLabelText('Refund totals')).getAllByText('$100.00')).toHaveLength(2);
    expect(within(screen.getByLabelText('Refund totals')).getByText('$0.00')).toBeInTheDocument();
  });

  it('returns no fee when the merchant paid all of it: a full refund is the whole charge', async () => {
    const { user } = setup('fullRefund', Role.OWNER, undefined, { amount: 500, chargedSubtotal: 500, chargedFee: 0, refundedSubtotal: 0, refundedFee: 0 });
    await screen.findByText('Total Funds Available for Refund');
    await user.type(screen.getByLabelText('Amount 1'), '500');
    const totals = screen.getByLabelText('Refund totals');
    expect(within(totals).getAllByText('$500.00')).toHaveLength(2);
    expect(within(totals).getAllByText('$0.00')).toHaveLength(2);
    expect(screen.getByText('The total refund must not exceed the available funds.')).toBeInTheDocument();
  });

  it('over the available funds: help text only, in the words of the API refusal, and the request is sent', async () => {
    const { user, view } = setup();
    await screen.findByText('Total Funds Available for Refund');
    await pickReason(user, 'Duplicate Charges');
    await user.type(screen.getByLabelText('Description 1'), 'Everything');
    await user.type(screen.getByLabelText('Amount 1'), '490');
    // $490.00 + $20.00 (capped at the fee paid) = $510.00 > $500.00.
    expect(screen.getByText('Refund amount can not be greater than the funds available for refund ($500.00 available).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(view.calls.some((c) => c.operationName === 'RequestRefund')).toBe(true));
  });

  it('validates with the spec messages and sends nothing', async () => {
    const { user, view } = setup();
    await screen.findByText('Total Funds Available for Refund');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please select refund reason')).not.toHaveLength(0);
    expect(screen.getByText('Required Description')).toBeInTheDocument();
    expect(screen.getByText('Required Amount')).toBeInTheDocument();

    await pickReason(user, 'Other');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please add an additional note')).not.toHaveLength(0);
    await user.type(screen.getByLabelText('Additional Notes *'), 'Family emergency');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Line item is missing  description', { normalizer: exact })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description 1'), 'Tour day 1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Line item is missing  amount', { normalizer: exact })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount 1'), '0');
    expect(screen.getByText('Amount should be greater than zero')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(await screen.findByText('Atleast one refund line item is required')).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'RequestRefund')).toBe(false);
  });

  it('submits the refund and opens its details', async () => {
    const { user, view } = setup();
    await screen.findByText('Total Funds Available for Refund');
    await pickReason(user, 'Duplicate Charges');
    await user.type(screen.getByLabelText('Description 1'), 'Tour day 1');
    await user.type(screen.getByLabelText('Amount 1'), '60');
    await user.click(screen.getByRole('button', { name: 'Add Line Item' }));
    await user.type(screen.getByLabelText('Description 2'), 'Hotel');
    await user.type(screen.getByLabelText('Amount 2'), '40.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Refund Initiated')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'RequestRefund')?.variables).toEqual({
      refund: {
        parentEntityId: 'inv-1',
        type: 'invoice',
        reason: 'duplicateCharges',
        notes: null,
        pointOfContact: 'requester',
        requestedAmount: 104.69,
        lineItems: [
          { description: 'Tour day 1', amount: 60 },
          { description: 'Hotel', amount: 40.5 },
        ],
      },
    });
    await waitFor(() => expect(view.location()).toBe('/refunds/details/refund-9'));
  });

  it('offers the point of contact with a role-based default and sends the choice', async () => {
    const { user, view } = setup('fullRefund', Role.USER);
    await screen.findByText('Total Funds Available for Refund');
    // A User requests but does not decide: the organization's deciders are the default contact.
    expect(screen.getByLabelText('Point of Contact')).toHaveTextContent('Organization Owner / Admin');
    await user.click(screen.getByLabelText('Point of Contact'));
    await user.click(screen.getByRole('option', { name: 'Myself' }));
    await pickReason(user, 'Duplicate Charges');
    await user.type(screen.getByLabelText('Description 1'), 'Tour day 1');
    await user.type(screen.getByLabelText('Amount 1'), '10');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.operationName === 'RequestRefund')?.variables).toMatchObject({ refund: { pointOfContact: 'requester' } }),
    );
  });

  it('defaults the point of contact to the requester for an Owner', async () => {
    setup('fullRefund', Role.OWNER);
    await screen.findByText('Total Funds Available for Refund');
    expect(screen.getByLabelText('Point of Contact')).toHaveTextContent('Myself');
  });

  it('asks before cancelling and returns to the invoices', async () => {
    const { user, view } = setup();
    await screen.findByText('Total Funds Available for Refund');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(view.location()).toContain('action=cancel-refund-initiate');
    expect(await screen.findByText('Are you sure you want to cancel this refund ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.location()).toBe('/invoices'));
  });

  it('uploads one supporting document and links it to the new refund', async () => {
    const upload = installFakeUpload();
    try {
      const { user, view } = setup();
      await screen.findByText('Total Funds Available for Refund');
      pick(new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }));
      expect(await screen.findByText('letter.pdf')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByLabelText('Upload progress')).not.toBeInTheDocument());
      expect(screen.getByText('letter.pdf')).toBeInTheDocument();
      expect(upload.log.presigned[0]).toBe('/issuePresignedURL?file-name=letter.pdf&file-type=application%2Fpdf');
      expect(upload.log.puts).toEqual([{ url: 'http://localhost/files/upload/key-letter.pdf?signature=s', contentType: 'application/pdf' }]);

      await pickReason(user, 'Fraudulent Charge');
      await user.type(screen.getByLabelText('Description 1'), 'Charge');
      await user.type(screen.getByLabelText('Amount 1'), '10');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(view.location()).toBe('/refunds/details/refund-9'));
      const names = view.calls.map((c) => c.operationName);
      expect(names.indexOf('CreateFile')).toBeGreaterThan(names.indexOf('RequestRefund'));
      expect(view.calls.find((c) => c.operationName === 'CreateFile')?.variables).toEqual({
        file: { refundId: 'refund-9', type: 'refund_supporting_document', path: 'key-letter.pdf', caption: 'letter.pdf', mimetype: 'application/pdf' },
      });
    } finally {
      upload.restore();
    }
  });

  it('refuses a file that is not an image or PDF', async () => {
    setup();
    await screen.findByText('Total Funds Available for Refund');
    pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only images or PDF files can be uploaded.')).toBeInTheDocument();
  });
});
