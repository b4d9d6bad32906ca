import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Button } from '../Button';
import { UiKitProvider } from '../UiKitProvider';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Success!" actions={<Button onClick={() => setOpen(false)}>Close</Button>}>
        <p>Done.</p>
        <input aria-label="Note" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a named modal dialog that takes focus, closes on Escape and returns focus', async () => {
    render(
      <UiKitProvider>
        <Harness />
      </UiKitProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Success!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('makes the page behind inert while open, and gives it back on close (review 49 s15)', async () => {
    const { container } = render(
      <UiKitProvider>
        <div role="status" aria-live="polite" />
        <Harness />
      </UiKitProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Success!' });
    expect(container).toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(
      <UiKitProvider>
        <Harness />
      </UiKitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("has a corner close button that does not clash with a 'Close' action", async () => {
    render(
      <UiKitProvider>
        <Harness />
      </UiKitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
