import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces warnings as alerts and infos politely', () => {
    render(
      <UiKitProvider>
        <Alert tone="warning">Please set refund policy terms</Alert>
        <Alert tone="info">FYI</Alert>
      </UiKitProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please set refund policy terms');
    expect(screen.getByRole('status')).toHaveTextContent('FYI');
  });

  it('offers a dismiss button when closable', async () => {
    const onClose = jest.fn();
    render(
      <UiKitProvider>
        <Alert onClose={onClose}>x</Alert>
      </UiKitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalled();
  });
});
