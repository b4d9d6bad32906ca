import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, type DialogProps } from './Dialog';

function WithOpener(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'UI Kit/Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: () => undefined,
    title: 'Success!',
    children: <p>A confirmation e-mail is on its way. Follow its link to finish setting up your account.</p>,
    actions: <Button>Close</Button>,
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Escape closes the dialog; the opener opens it with focus inside, and on close focus returns to the opener. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The dialog is portalled to the body, outside the canvas.
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'Success!' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());

    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Success!' });
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.click(page.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
export const WithForm: Story = {
  args: {
    title: 'Edit customer',
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Group Name" name="groupName" defaultValue="Lotus Travellers" />
        <TextField label="Contact Name" name="contactName" />
      </div>
    ),
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
};
export const FullScreen: Story = {
  args: {
    fullScreen: true,
    title: 'Merchant Terms of Service',
    children: Array.from({ length: 12 }, (_, i) => <p key={i}>Section {i + 1}. The merchant agrees to the terms set out in this section of the agreement.</p>),
  },
};
