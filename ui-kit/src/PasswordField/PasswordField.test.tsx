import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('toggles between hidden and shown', async () => {
    render(
      <UiKitProvider>
        <PasswordField label="Password" name="password" defaultValue="x" />
      </UiKitProvider>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
