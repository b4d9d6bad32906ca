import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { DisputeDetail } from '../modules/disputes/graphql/disputes';
import { disputeDetailFixture, disputeFileFixture, disputeStageAnswer, noDisputeEvents } from '../modules/disputes/test/disputeFixtures';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

const ACCEPT_TEXT =
  'I acknowledge that I accept this dispute. A USD $15 fee will be assessed to my account. I understand that this decision is final and cannot be undone.';

function setup(role: Role, dispute: Partial<DisputeDetail> = {}, path = '/disputes/details/dispute-1') {
  const view = renderApp({
    path,
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      Dispute: () => ({ data: { dispute: disputeDetailFixture(dispute) } }),
      DisputeEvents: noDisputeEvents,
      MerchantApproveDispute: disputeStageAnswer('merchantApproveDispute', 'merchantApproved'),
      PgApproveDispute: disputeStageAnswer('pgApproveDispute', 'refunded', 'closed'),
      PgDisputeInReview: disputeStageAnswer('pgDisputeInReview', 'inReview'),
    },
  });
  return { view, user: userEvent.setup() };
}

const panel = () => screen.getByRole('navigation', { name: 'Dispute Actions' });

describe('dispute details (spec 001 s2)', () => {
  it('shows the summary with the invoice link, the status badges and the history; no provider ids for merchants', async () => {
    setup(Role.OWNER, {
      progressStatus: 'overturned',
      status: 'closed',
      refundTransferId: 'tr-2',
      refundTransfer: { __typename: 'DisputeTransferRef', id: 'tr-2', code: 'TRF-2026-000702' },
    });
    expect(await screen.findByText('Dispute DSP-2026-000101')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INV-0001' })).toHaveAttribute('href', '/invoices/inv-1');
    expect(screen.getByText('Received Date')).toBeInTheDocument();
    expect(screen.getByText('Dispute Amount')).toBeInTheDocument();
    expect(screen.getByText('Resolution Date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Dispute History' })).toBeInTheDocument();
    expect(screen.queryByText('Provider Dispute ID')).not.toBeInTheDocument();
    // The won dispute's refund transfer by its code; merchants cannot open /transfers, so no link.
    expect(screen.getByText('TRF-2026-000702')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'TRF-2026-000702' })).not.toBeInTheDocument();
    expect(screen.queryByText('Decline Details')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Download Report' })).toBeEnabled();
  });

  it('the owner accepts through the USD $15 confirm; the dispute is refetched', async () => {
    const { user, view } = setup(Role.OWNER);
    await screen.findByText('Dispute DSP-2026-000101');
    await user.click(within(panel()).getByRole('button', { name: 'Approve' }));
    expect(view.location()).toBe('/disputes/details/dispute-1?action=merchant-approve-dispute');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ACCEPT_TEXT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Dispute Approved Successfully')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'MerchantApproveDispute')?.variables).toEqual({ id: 'dispute-1' });
    await waitFor(() => expect(view.calls.filter((c) => c.operationName === 'Dispute').length).toBeGreaterThan(1));
    await waitFor(() => expect(view.location()).toBe('/disputes/details/dispute-1'));
  });

  it("sends the owner's Decline to the 'Dispute Decline Form'", async () => {
    const { user, view } = setup(Role.OWNER);
    await screen.findByText('Dispute DSP-2026-000101');
    await user.click(within(panel()).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(view.location()).toBe('/disputes/deny/dispute-1'));
  });

  it('the read-only User sees the decisions and the report disabled', async () => {
    setup(Role.USER);
    await screen.findByText('Dispute DSP-2026-000101');
    expect(within(panel()).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(panel()).getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(within(panel()).getByRole('button', { name: 'Download Report' })).toBeDisabled();
  });

  it('PG sees the provider id and status, the decline details, and sets a declined dispute in review', async () => {
    const { user, view } = setup(Role.PG_ADMIN, {
      progressStatus: 'merchantDeclined',
      stripeDisputeId: 'dp_sandbox_1',
      stripeStatus: 'needs_response',
      reasonToWinDispute: 'other',
      otherReasonDescription: 'The tour took place as booked.',
      productServiceTypeProvided: 'bookingOrReservation',
      supportingDocument: disputeFileFixture(),
      transferId: 'tr-1',
      transfer: { __typename: 'DisputeTransferRef', id: 'tr-1', code: 'TRF-2026-000701' },
    });
    await screen.findByText('Dispute DSP-2026-000101');
    expect(screen.getByText('dp_sandbox_1')).toBeInTheDocument();
    expect(screen.getByText('needs_response')).toBeInTheDocument();
    expect(screen.getByText('Decline Details')).toBeInTheDocument();
    expect(screen.getByText('The tour took place as booked.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms.pdf' })).toHaveAttribute('href', '/files/terms.pdf');
    // The transfer by its code, linking its details (staff may open /transfers).
    expect(screen.getByRole('link', { name: 'TRF-2026-000701' })).toHaveAttribute('href', '/transfers/tr-1');
    expect(within(panel()).getByRole('button', { name: 'Approve' })).toBeDisabled();
    await user.click(within(panel()).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to this set dispute in review?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Dispute updated successfully')).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'PgDisputeInReview')).toBe(true);
  });

  it('PG approves an accepted dispute with the spec confirm', async () => {
    const { user } = setup(Role.PG_ADMIN, { progressStatus: 'merchantApproved' }, '/disputes/details/dispute-1?action=pg-approve-dispute');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to approve dispute? This action cannot be overturned.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Dispute Approved Successfully')).toBeInTheDocument();
  });

  it("an ?action= that is not the viewer's opens nothing; bank staff have no decisions and no report", async () => {
    setup(Role.BANK_ADMIN, {}, '/disputes/details/dispute-1?action=merchant-approve-dispute');
    await screen.findByText('Dispute DSP-2026-000101');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button')).not.toBeInTheDocument();
    expect(panel()).toHaveTextContent('No action is awaiting you on this dispute.');
  });
});
