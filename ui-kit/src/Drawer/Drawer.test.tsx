import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  it('is a named dialog that closes on Escape and on its close button', async () => {
    const onClose = jest.fn();
    render(
      <UiKitProvider>
        <Drawer open onClose={onClose} title="Details">
          <p>Body</p>
        </Drawer>
      </UiKitProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close drawer' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed', () => {
    render(
      <UiKitProvider>
        <Drawer open={false} onClose={jest.fn()} title="Details" />
      </UiKitProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
