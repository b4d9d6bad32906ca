import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

const PATH = '/reset-password/user%2042/tok%2Fen';

describe('reset password', () => {
  it('requires both fields', async () => {
    renderApp({ path: PATH });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('This is required')).toHaveLength(2);
  });

  it('requires the two passwords to match', async () => {
    const view = renderApp({ path: PATH });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret#124');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText('Password and Confirm Password should be same!')).length).toBeGreaterThan(0);
    expect(view.calls).toHaveLength(0);
  });

  it('raises the mismatch as an error notice when submitted (spec 000 section 5)', async () => {
    const view = renderApp({ path: PATH });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret#124');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password and Confirm Password should be same!');
    expect(view.calls).toHaveLength(0);
  });

  it('applies no strength rule: the spec lists only required and match for a reset', async () => {
    const view = renderApp({
      path: PATH,
      resolvers: { UpdatePassword: () => ({ data: { updatePassword: { __typename: 'SuccessResult', success: true } } }) },
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'simple');
    await user.type(screen.getByLabelText('Confirm Password'), 'simple');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Reset Success. Redirecting to Login Page')).toBeInTheDocument();
    expect(view.calls[0].variables).toMatchObject({ password: 'simple' });
  });

  it('sends the URL-decoded link parts and returns to sign-in', async () => {
    const view = renderApp({
      path: PATH,
      resolvers: { UpdatePassword: () => ({ data: { updatePassword: { __typename: 'SuccessResult', success: true } } }) },
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Reset Success. Redirecting to Login Page')).toBeInTheDocument();
    expect(view.calls[0].variables).toEqual({ userId: 'user 42', token: 'tok/en', password: 'Secret#123' });
    await waitFor(() => expect(view.location()).toBe('/'));
  });
});
