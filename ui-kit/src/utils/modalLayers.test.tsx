import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Drawer } from '../Drawer';
import { UiKitProvider } from '../UiKitProvider';
import { GUARD_ATTRIBUTE } from './focus';

/** A page with a drawer whose button opens a dialog above it (review 49 s15: stacked overlays). */
function Stacked({ closeDrawerFromDialog = false }: { closeDrawerFromDialog?: boolean }) {
  const [drawer, setDrawer] = useState(false);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <Button onClick={() => setDrawer(true)}>Details</Button>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title="Payment">
        <Button onClick={() => setDialog(true)}>Refund</Button>
      </Drawer>
      <Dialog
        open={dialog}
        onClose={() => setDialog(false)}
        title="Refund payment"
        actions={closeDrawerFromDialog ? <Button onClick={() => setDrawer(false)}>Close drawer behind</Button> : undefined}
      >
        <input aria-label="Amount" />
      </Dialog>
    </>
  );
}

function renderStacked(props: { closeDrawerFromDialog?: boolean } = {}) {
  return render(
    <UiKitProvider>
      <Stacked {...props} />
    </UiKitProvider>,
  );
}

async function openBoth() {
  await userEvent.click(screen.getByRole('button', { name: 'Details' }));
  await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
  return { drawer: screen.getByRole('dialog', { name: 'Payment', hidden: true }), dialog: screen.getByRole('dialog', { name: 'Refund payment' }) };
}

describe('stacked modal layers (a dialog over a drawer)', () => {
  it('Escape closes only the top layer, and focus goes back to its opener in the layer below', async () => {
    renderStacked();
    await openBoth();
    expect(screen.getByLabelText('Amount')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Refund payment' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Details' })).toHaveFocus();
  });

  it('Escape with focus outside both layers still closes only the top one', async () => {
    renderStacked();
    await openBoth();
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Refund payment' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Payment' })).toBeInTheDocument();
  });

  it('the lower layer is inert under the top one and comes back when it closes', async () => {
    const { container } = renderStacked();
    const { drawer, dialog } = await openBoth();
    expect(drawer.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(container).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(drawer.closest('[inert]')).toBeNull();
    expect(container).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('keeps the scroll lock until the last layer closes, whichever closes first', async () => {
    document.body.style.overflow = 'scroll';
    renderStacked({ closeDrawerFromDialog: true });
    await openBoth();
    expect(document.body.style.overflow).toBe('hidden');
    // The drawer below closes first (its parent's state), the dialog stays open.
    await userEvent.click(screen.getByRole('button', { name: 'Close drawer behind' }));
    expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Refund payment' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    // The page behind the remaining dialog stays inert.
    expect(screen.getByRole('button', { name: 'Details', hidden: true }).closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    document.body.style.overflow = '';
  });
});

function TrapHarness({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Pay" hideCloseButton>
        {children}
      </Dialog>
      <Button>Behind</Button>
    </>
  );
}

describe('focus trap of a modal layer', () => {
  it('skips hidden controls: first focus and Tab wrap-around land on visible ones only', async () => {
    render(
      <UiKitProvider>
        <TrapHarness>
          <input aria-label="Hidden first" hidden />
          <input aria-label="Name" />
          <input aria-label="Invisible" style={{ visibility: 'hidden' }} />
          <input aria-label="Email" />
          <div style={{ display: 'none' }}>
            <button type="button">Hidden last</button>
          </div>
        </TrapHarness>
      </UiKitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('counts an iframe (a card field) as a tab stop and wraps Tab out of it back into the dialog', async () => {
    render(
      <UiKitProvider>
        <TrapHarness>
          <input aria-label="Name" />
          <iframe title="Secure card payment input frame" />
        </TrapHarness>
      </UiKitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const name = screen.getByLabelText('Name');
    const frame = screen.getByTitle('Secure card payment input frame');
    expect(name).toHaveFocus();
    // Shift+Tab from the first control goes round to the last tab stop: the iframe.
    await userEvent.tab({ shift: true });
    expect(frame).toHaveFocus();
    // Keys pressed inside the iframe never reach this page: the browser's Tab moves focus on to the
    // next tab stop in the document, which is the dialog's end guard.
    const dialog = screen.getByRole('dialog');
    const guards = dialog.querySelectorAll<HTMLElement>(`[${GUARD_ATTRIBUTE}]`);
    expect(guards).toHaveLength(2);
    act(() => guards[1].focus());
    expect(name).toHaveFocus();
    // And Shift+Tab out of the iframe lands on the start guard only if the iframe is first; from
    // the first control the start guard sends focus to the last stop (the iframe) again.
    act(() => guards[0].focus());
    expect(frame).toHaveFocus();
  });

  it('pulls focus back when something outside the dialog takes it', async () => {
    render(
      <UiKitProvider>
        <TrapHarness>
          <input aria-label="Name" />
        </TrapHarness>
      </UiKitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => screen.getByRole('button', { name: 'Behind', hidden: true }).focus());
    expect(within(screen.getByRole('dialog')).getByLabelText('Name')).toHaveFocus();
  });
});
