import { render, screen } from '@testing-library/react';

import { UiKitProvider } from '../UiKitProvider';
import { TextField } from './TextField';

describe('TextField', () => {
  it('ties label, hint and error to the input', () => {
    render(
      <UiKitProvider>
        <TextField label="E-mail" name="email" hint="Work address" error="E-mail is required" />
      </UiKitProvider>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address E-mail is required');
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail is required');
  });

  it('takes no more than the columns keep (255 characters) unless the field says otherwise', () => {
    render(
      <UiKitProvider>
        <TextField label="Name" name="name" />
        <TextField label="Card Number" name="card" maxLength={23} />
      </UiKitProvider>,
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '255');
    expect(screen.getByLabelText('Card Number')).toHaveAttribute('maxlength', '23');
  });
});
