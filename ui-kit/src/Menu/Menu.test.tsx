import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Dialog } from '../Dialog';
import { UiKitProvider } from '../UiKitProvider';
import { Menu } from './Menu';

function setup() {
  const settings = jest.fn();
  const logout = jest.fn();
  render(
    <UiKitProvider>
      <Menu
        trigger="Karma"
        triggerLabel="Account menu"
        items={[
          { label: 'Account Settings', onSelect: settings },
          { label: 'Logout', onSelect: logout },
        ]}
      />
    </UiKitProvider>,
  );
  return { settings, logout, trigger: screen.getByRole('button', { name: 'Account menu' }) };
}

describe('Menu', () => {
  it('opens with the keyboard, moves with arrows and selects with Enter', async () => {
    const { logout, trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(logout).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and returns focus', async () => {
    const { settings, trigger } = setup();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(settings).not.toHaveBeenCalled();
  });

  it('inside a dialog, Escape and an outside click close the menu only, not the dialog', async () => {
    const onClose = jest.fn();
    render(
      <UiKitProvider>
        <Dialog open onClose={onClose} title="Payment">
          <Menu trigger="Actions" items={[{ label: 'Refund', onSelect: jest.fn() }]} />
        </Dialog>
      </UiKitProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    expect(screen.getByRole('menuitem', { name: 'Refund' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('Payment'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
