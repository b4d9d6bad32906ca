import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { Button, IconButton, LinkButton } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default and forwards clicks', async () => {
    const onClick = jest.fn();
    render(
      <UiKitProvider>
        <Button onClick={onClick}>Save</Button>
      </UiKitProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks and is busy while loading', async () => {
    const onClick = jest.fn();
    render(
      <UiKitProvider>
        <Button loading onClick={onClick}>
          Pay
        </Button>
      </UiKitProvider>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names icon buttons by their label and renders link buttons as buttons', () => {
    render(
      <UiKitProvider>
        <IconButton label="Close">x</IconButton>
        <LinkButton>Terms</LinkButton>
      </UiKitProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terms' })).toHaveAttribute('type', 'button');
  });
});
