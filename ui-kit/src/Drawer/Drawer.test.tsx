import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

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

  it('closes on a click outside the sheet: the backdrop is not made inert with the page behind', async () => {
    const onClose = jest.fn();
    render(
      <UiKitProvider>
        <p>Page</p>
        <Drawer open onClose={onClose} title="Details">
          <button type="button">Inside</button>
        </Drawer>
      </UiKitProvider>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Details' });
    const backdrop = sheet.previousElementSibling as HTMLElement;
    // An inert backdrop takes no pointer events in a browser (jsdom would still deliver them).
    expect(backdrop.closest('[inert]')).toBeNull();
    expect(screen.getByText('Page').closest('[inert]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus in, keeps Tab inside and gives focus back to the opener on close', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Menu
          </button>
          <Drawer open={open} onClose={() => setOpen(false)} label="Navigation">
            <a href="#a">Invoices</a>
            <a href="#b">Refunds</a>
          </Drawer>
        </>
      );
    }
    render(
      <UiKitProvider>
        <Harness />
      </UiKitProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Navigation' });
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveFocus();
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
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
