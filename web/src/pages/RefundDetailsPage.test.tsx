import { Role } from '@pg/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';

import type { RefundDetail } from '../modules/refunds/graphql/refunds';
import { installFakeUpload } from '../modules/refunds/test/fakeUpload';
import { noEvents, refundDetailFixture, stageAnswer } from '../modules/refunds/test/refundFixtures';
import type { FakeResolver } from '../test/fakeLink';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

function setup(role: Role, refund: Partial<RefundDetail> = {}, path = '/refunds/details/refund-1', extra: Record<string, FakeResolver> = {}) {
  const view = renderApp({
    path,
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      Refund: () => ({ data: { refund: refundDetailFixture(refund) } }),
      RefundEvents: noEvents,
      MerchantApprove: stageAnswer('merchantApprove', 'merchantApproved'),
      ApproveRefund: stageAnswer('approveRefund', 'bankApproved'),
      DenyRefund: stageAnswer('denyRefund', 'denied', 'closed'),
      ResolvedAsRefunded: stageAnswer('resolvedAsRefunded', 'refunded', 'closed'),
      ResolvedAsNotRefunded: stageAnswer('resolvedAsNotRefunded', 'notRefunded', 'closed'),
      ...extra,
    },
  });
  return { view, user: userEvent.setup() };
}

const panel = () => screen.getByText('Actions').closest('section, div')?.parentElement as HTMLElement;

describe('refund details', () => {
  it('shows the summary, line items, empty documents and history', async () => {
    setup(Role.OWNER);
    expect(await screen.findByText('Refund RF-0001')).toBeInTheDocument();
    const initiated = screen.getByText('Initiated By').parentElement as HTMLElement;
    expect(within(initiated).getByText('Karma Wangchuk')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INV-0001' })).toHaveAttribute('href', '/invoices/inv-1');
    expect(screen.getByText('Tour day 1')).toBeInTheDocument();
    expect(screen.getByText('No Supporting Documents Attached')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Refund History' })).toBeInTheDocument();
    expect(screen.queryByText('Organization')).not.toBeInTheDocument();
  });

  it("names the history's actor by name and surname (spec 001 L117)", async () => {
    const { user } = setup(Role.OWNER, {}, '/refunds/details/refund-1', {
      RefundEvents: () => ({
        data: {
          events: {
            __typename: 'EventList',
            total: 1,
            items: [
              {
                __typename: 'Event',
                id: 'ev-1',
                name: 'Refund approved by merchant',
                createdAt: '2026-11-20T10:00:00.000Z',
                user: { __typename: 'EventUser', name: 'Tashi', surname: 'Tshering', email: 'owner@demo.test' },
              },
            ],
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'View Refund History' }));
    expect(await screen.findByText('Tashi Tshering')).toBeInTheDocument();
  });

  it('lets the owner approve through the confirm dialog', async () => {
    const { user, view } = setup(Role.OWNER);
    await screen.findByText('Refund RF-0001');
    await user.click(within(panel()).getByRole('button', { name: 'Approve' }));
    expect(view.location()).toBe('/refunds/details/refund-1?action=merchant-approve-refund');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('You acknowledge that you are liable for additional charge')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Refund Approved')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'MerchantApprove')?.variables).toEqual({ id: 'refund-1' });
    await waitFor(() => expect(view.location()).toBe('/refunds/details/refund-1'));
  });

  it('sends the owner’s Decline to the wizard', async () => {
    const { user, view } = setup(Role.OWNER);
    await screen.findByText('Refund RF-0001');
    await user.click(within(panel()).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(view.location()).toBe('/refunds/deny/refund-1'));
  });

  it('shows the merchant User the actions disabled', async () => {
    setup(Role.USER);
    await screen.findByText('Refund RF-0001');
    expect(within(panel()).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(panel()).getByRole('button', { name: 'Decline' })).toBeDisabled();
  });

  it('adds the liability notice when the amount exceeds the invoice subtotal', async () => {
    setup(Role.BANK_ADMIN, { progressStatus: 'merchantApproved', requestedAmount: 600 }, '/refunds/details/refund-1?action=bank-approve-refund');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You acknowledge that you are liable for additional charge')).toBeInTheDocument();
  });

  it('bank Decline Refund needs a reason that is not only spaces', async () => {
    const { user, view } = setup(Role.BANK_ADMIN, { progressStatus: 'merchantApproved' });
    await screen.findByText('Refund RF-0001');
    expect(screen.getByText('Organization')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Refund' });
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'DenyRefund')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate request');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Refund Denied')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'DenyRefund')?.variables).toEqual({ id: 'refund-1', reason: 'Duplicate request' });
  });

  it('lets the platform approve at its stage and resolve afterwards', async () => {
    const { user, view } = setup(Role.PG_ADMIN, { progressStatus: 'bankApproved' }, '/refunds/details/refund-1?action=pg-approve-refund');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Refund Approved Successfully')).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'ApproveRefund')).toBe(true);
  });

  it('resolves as not refunded with a reason at the PG-approved stage', async () => {
    const { user, view } = setup(Role.PG_ADMIN, { progressStatus: 'pgApproved' });
    await screen.findByText('Refund RF-0001');
    await user.click(within(panel()).getByRole('button', { name: 'Resolve as Not Refunded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Refund' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Customer paid in cash');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Refund resolved as not refunded')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'ResolvedAsNotRefunded')?.variables).toEqual({ id: 'refund-1', reason: 'Customer paid in cash' });
  });

  it('ignores an action that is not the viewer’s', async () => {
    setup(Role.BANK_ADMIN, {}, '/refunds/details/refund-1?action=bank-approve-refund');
    await screen.findByText('Refund RF-0001');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('No action is awaiting you on this refund.')).toBeInTheDocument();
  });

  it('lists supporting documents and deletes one', async () => {
    const doc = {
      __typename: 'File' as const,
      id: 'file-1',
      url: '/files/a',
      originalUrl: '/files/a',
      caption: 'Receipt',
      type: 'refund_supporting_document',
      mimetype: 'application/pdf',
      path: 'a',
      createdAt: '2026-11-03T00:00:00.000Z',
    };
    const { user, view } = setup(Role.OWNER, { supportingDocuments: [doc] }, undefined, {
      RemoveFile: () => ({ data: { removeFile: { __typename: 'SuccessResult', success: true } } }),
    });
    expect(await screen.findByRole('link', { name: 'Receipt' })).toHaveAttribute('href', '/files/a');
    // Every header of the table names its column (the actions column by hidden text).
    const table = screen.getByRole('table', { name: 'Supporting documents' });
    const headers = await axe.run(table, { runOnly: ['empty-table-header', 'th-has-data-cells'], resultTypes: ['violations'] });
    expect(headers.violations.map((v) => v.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Receipt' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.calls.find((c) => c.operationName === 'RemoveFile')?.variables).toEqual({ file: { id: 'file-1' } }));
  });

  it('opens the add document dialog from ?action=add-supporting-document', async () => {
    setup(Role.OWNER, {}, '/refunds/details/refund-1?action=add-supporting-document');
    expect(await screen.findByRole('dialog', { name: 'Add Supporting Document' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('refund decline wizard route', () => {
  it('goes to /404 for a refund not awaiting the merchant', async () => {
    const { view } = setup(Role.OWNER, { progressStatus: 'merchantApproved' }, '/refunds/deny/refund-1');
    await waitFor(() => expect(view.location()).toBe('/404'));
  });

  it('declines a refund through the three steps', async () => {
    const { user, view } = setup(Role.OWNER, {}, '/refunds/deny/refund-1', {
      MerchantDecline: stageAnswer('merchantDecline', 'merchantDeclined'),
    });
    await user.click(await screen.findByRole('radio', { name: 'Service was provided' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText('Reason'), 'Tour completed');
    expect(next).toBeEnabled();
    await user.click(next);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to decline refund?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Refund Sucessfully declined')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'MerchantDecline')?.variables).toMatchObject({
      id: 'refund-1',
      merchantDeclineReason: 'serviceWasProvided',
      merchantDeclineExplanation: 'Tour completed',
    });
    await waitFor(() => expect(view.location()).toBe('/refunds/details/refund-1'));
  });

  it('shows the paid date as DD-MMM-YYYY on the Confirm step (spec 001 L271)', async () => {
    const { user } = setup(Role.OWNER, {}, '/refunds/deny/refund-1');
    await user.click(await screen.findByRole('radio', { name: 'Refund already paid' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Paid in cash' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-03-04' } });
    await user.type(screen.getByLabelText('Reason'), 'Paid at the office');
    await user.type(screen.getByLabelText('Refund Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('04-Mar-2025')).toBeInTheDocument();
    expect(screen.queryByText('2025-03-04')).not.toBeInTheDocument();
  });

  it('saves the extended policy file after the decline', async () => {
    const upload = installFakeUpload();
    try {
      const { user, view } = setup(Role.ADMIN, {}, '/refunds/deny/refund-1', {
        MerchantDecline: stageAnswer('merchantDecline', 'merchantDeclined'),
        CreateFile: () => ({
          data: {
            createFile: {
              __typename: 'File',
              id: 'f',
              url: 'u',
              originalUrl: 'u',
              caption: 'p.pdf',
              type: 'extended_policy_file',
              mimetype: 'application/pdf',
              path: 'key-p.pdf',
              createdAt: '2026-11-20T00:00:00.000Z',
            },
          },
        }),
      });
      await user.click(await screen.findByRole('radio', { name: 'Outside cancellation policy' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('radio', { name: 'No, the refund policy was extended' }));
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
      fireEvent.change(screen.getByLabelText('Refund Policy File'), { target: { files: [new File(['x'], 'p.txt', { type: 'text/plain' })] } });
      expect(await screen.findByText('Only images or PDF files can be uploaded.')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Refund Policy File'), { target: { files: [new File(['%PDF'], 'p.pdf', { type: 'application/pdf' })] } });
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(view.location()).toBe('/refunds/details/refund-1'));
      expect(view.calls.find((c) => c.operationName === 'MerchantDecline')?.variables).toMatchObject({
        merchantDeclineReason: 'outsideCancellationPolicy',
        hasCancelPolicyExtended: true,
      });
      expect(view.calls.find((c) => c.operationName === 'CreateFile')?.variables).toEqual({
        file: { refundId: 'refund-1', type: 'extended_policy_file', path: 'key-p.pdf', caption: 'p.pdf', mimetype: 'application/pdf' },
      });
    } finally {
      upload.restore();
    }
  });
});
