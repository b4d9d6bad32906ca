import { Role } from '@pg/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { DisputeDetail } from '../modules/disputes/graphql/disputes';
import { disputeDetailFixture } from '../modules/disputes/test/disputeFixtures';
import { installFakeUpload } from '../modules/refunds/test/fakeUpload';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

function setup(role: Role, dispute: Partial<DisputeDetail> = {}) {
  const view = renderApp({
    path: '/disputes/deny/dispute-1',
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      Dispute: () => ({ data: { dispute: disputeDetailFixture(dispute) } }),
    },
  });
  return { view, user: userEvent.setup() };
}

describe("the 'Dispute Decline Form' screen (spec 001 s2)", () => {
  it('walks the steps with their titles; the reasons without details skip to step 2', async () => {
    const { user } = setup(Role.OWNER);
    expect(await screen.findByRole('heading', { name: 'Dispute Decline Form' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Should you win this dispute?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Transaction is non-refundable' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'What type of product or service was provided?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Booking or reservation' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Supporting Documents' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Why Should you win this dispute?' })).toBeInTheDocument();
  });

  it('shows the credit or voucher fields with the spec messages once touched', async () => {
    const { user } = setup(Role.ADMIN);
    await user.click(await screen.findByRole('radio', { name: 'Customer received a credit or voucher outside the payment gateway' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const description = await screen.findByLabelText('Credit/Voucher Description');
    await user.type(description, 'x');
    await user.clear(description);
    expect(await screen.findByText('Credit/Voucher description is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Credit/Voucher Date')).toHaveAttribute('max');
  });

  it('shows a picked date as DD/MMM/yyyy on the Confirm step (spec 001 L193)', async () => {
    const upload = installFakeUpload();
    try {
      const { user } = setup(Role.OWNER);
      await user.click(await screen.findByRole('radio', { name: 'Cardholder withdrew the dispute' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      fireEvent.change(await screen.findByLabelText('Withdrawal Date'), { target: { value: '2025-03-04' } });
      await user.click(screen.getByRole('button', { name: 'Next' }));
      // 'Other' shows its description, which may stay empty (spec 001 L194).
      await user.click(await screen.findByRole('radio', { name: 'Other' }));
      await user.clear(screen.getByLabelText('Description'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      fireEvent.change(await screen.findByLabelText('Supporting Document'), {
        target: { files: [new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' })] },
      });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('04/Mar/2025')).toBeInTheDocument();
      expect(screen.queryByText('2025-03-04')).not.toBeInTheDocument();
    } finally {
      upload.restore();
    }
  });

  it('goes to /404 when the dispute is not received', async () => {
    const { view } = setup(Role.OWNER, { progressStatus: 'merchantDeclined' });
    await waitFor(() => expect(view.location()).toBe('/404'));
  });
});
