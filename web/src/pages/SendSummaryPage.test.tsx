import { Role } from '@pg/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { FakeResolver } from '../test/fakeLink';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

function setup(send: FakeResolver) {
  const view = renderApp({ path: '/send-summary', token: 't', resolvers: { Session: () => sessionResponse(), SendTOSummary: send } });
  return { view, user: userEvent.setup() };
}

describe('send summary', () => {
  it('splits, trims and lowercases the addresses and says the mail went', async () => {
    const { user, view } = setup(() => ({ data: { sendTOSummary: { __typename: 'SuccessResult', success: true } } }));
    await user.type(await screen.findByLabelText('Emails'), ' Pema@Druk.BT , karma@x ,');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'SendTOSummary')?.variables).toEqual({ emails: ['pema@druk.bt', 'karma@x'] });
  });

  it('says when the mail could not be sent', async () => {
    const { user } = setup(() => ({ data: null, errors: [{ message: 'Email could not be sent.', extensions: { code: 'BAD_USER_INPUT' } }] }));
    await user.type(await screen.findByLabelText('Emails'), 'a@b.cd');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(screen.getAllByText('Email could not be sent.').length).toBeGreaterThan(0));
  });

  it('tells a read-only User that only the Owner and Admins send it, and does not send', async () => {
    const send: FakeResolver = () => ({ data: { sendTOSummary: { __typename: 'SuccessResult', success: true } } });
    const view = renderApp({ path: '/send-summary', token: 't', resolvers: { Session: () => sessionResponse({ role: Role.USER }), SendTOSummary: send } });
    await userEvent.setup().type(await screen.findByLabelText('Emails'), 'a@b.cd');
    expect(screen.getByText("Only your organization's Owner and Admins can send the invoice summary.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeDisabled();
    expect(view.calls.some((c) => c.operationName === 'SendTOSummary')).toBe(false);
  });
});
